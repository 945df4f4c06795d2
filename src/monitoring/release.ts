import { RELEASE } from './rules';

declare global {
  interface ImportMetaEnv {
    /** Set by vite.config.ts: package version + commit, or '' when the build knew no commit. */
    readonly VITE_CONSOLE_RELEASE?: string;
  }
}

/**
 * The release error reports name: this build's own (package version + commit, the name its source
 * maps are uploaded under), or §9's release when it was built without a known commit.
 */
export function buildRelease(
  named: string | undefined = import.meta.env.VITE_CONSOLE_RELEASE,
): string {
  return named || RELEASE;
}
