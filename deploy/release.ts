import { execFileSync } from 'node:child_process';

/**
 * The name a build gives itself in error reports: the package version plus the commit it was built
 * from ("1.48.1+3f2a9c1b7e4d"). Sentry matches uploaded source maps to events by this name, so the
 * bundle (vite.config.ts) and the upload (deploy/uploadSourceMaps.ts) read the same value.
 */
export function releaseName(version: string, commit: string | null): string | null {
  return commit ? `${version}+${commit.slice(0, 12).toLowerCase()}` : null;
}

const SHA = /^[0-9a-f]{7,40}$/i;

/**
 * The commit being built: CONSOLE_COMMIT (a container build passes it, its context has no .git),
 * then the CI's own variable, then `git rev-parse HEAD`; null when none is known (the build then
 * reports §9's fixed release).
 */
export function buildCommit(
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): string | null {
  for (const name of ['CONSOLE_COMMIT', 'GITHUB_SHA', 'CI_COMMIT_SHA']) {
    const value = env[name]?.trim();
    if (value) {
      if (!SHA.test(value)) throw new Error(`${name}="${value}" is not a git commit id`);
      return value;
    }
  }
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return SHA.test(head) ? head : null;
  } catch {
    return null;
  }
}
