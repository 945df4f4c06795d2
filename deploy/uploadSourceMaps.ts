/**
 * Uploads a build's hidden source maps to Sentry under the build's release, and only when a token is
 * given: `npm run build` ends with it and, without SENTRY_AUTH_TOKEN, says so in one line and stops.
 *
 * Sentry's release-artifact API (no CLI binary to install): create the release for the project, then
 * for each map upload the bundle it belongs to as `~/assets/x.js`, with a `Sourcemap: x.js.map`
 * header standing in for the sourceMappingURL comment a hidden map leaves out, and the map as
 * `~/assets/x.js.map`. The maps stay in dist-maps/, outside what is served.
 *
 *   SENTRY_AUTH_TOKEN  token with project:releases (no token: nothing is uploaded)
 *   SENTRY_ORG, SENTRY_PROJECT  the organization and project slugs
 *   SENTRY_URL  the Sentry server (default https://sentry.io)
 */
import { readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MANIFEST_FILE, mapsDirFor, type MapsManifest } from './sourceMaps';

export interface UploadOptions {
  /** The served build (dist/): the bundles the maps belong to. */
  readonly distDir: string;
  readonly token: string | undefined;
  readonly org: string | undefined;
  readonly project: string | undefined;
  readonly sentryUrl: string;
  readonly log: (line: string) => void;
}

export type UploadResult =
  | { readonly uploaded: false; readonly reason: string }
  | { readonly uploaded: true; readonly release: string; readonly files: readonly string[] };

async function call(url: string, token: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, ...init.headers },
  });
  // 208 / 409: the release or the file is already there (a re-run of the same build).
  if (!response.ok && response.status !== 409) {
    const body = (await response.text()).slice(0, 300);
    throw new Error(`Sentry answered HTTP ${response.status} to ${init.method} ${url}: ${body}`);
  }
  return response;
}

export async function uploadSourceMaps(opts: UploadOptions): Promise<UploadResult> {
  const mapsDir = mapsDirFor(opts.distDir);
  if (!opts.token) {
    const reason = `Source maps not uploaded: SENTRY_AUTH_TOKEN is not set (they stay in ${mapsDir}).`;
    opts.log(reason);
    return { uploaded: false, reason };
  }
  if (!opts.org || !opts.project) {
    throw new Error('SENTRY_AUTH_TOKEN is set but SENTRY_ORG or SENTRY_PROJECT is not.');
  }
  const manifest = JSON.parse(await readFile(join(mapsDir, MANIFEST_FILE), 'utf8')) as MapsManifest;
  if (!manifest.release) {
    throw new Error(
      'This build knew no commit, so its release is the fixed one every such build shares: set CONSOLE_COMMIT and build again before uploading.',
    );
  }
  const api = `${opts.sentryUrl.replace(/\/+$/, '')}/api/0`;
  const { release } = manifest;
  await call(`${api}/organizations/${encodeURIComponent(opts.org)}/releases/`, opts.token, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ version: release, projects: [opts.project] }),
  });
  const filesUrl = `${api}/projects/${encodeURIComponent(opts.org)}/${encodeURIComponent(
    opts.project,
  )}/releases/${encodeURIComponent(release)}/files/`;
  const upload = async (path: string, name: string, header?: string) => {
    const form = new FormData();
    form.append('file', new Blob([await readFile(path)]), basename(path));
    form.append('name', name);
    if (header) form.append('header', header);
    await call(filesUrl, opts.token as string, { method: 'POST', body: form });
  };
  const files: string[] = [];
  for (const map of manifest.maps) {
    const bundle = map.replace(/\.map$/, '');
    await upload(join(opts.distDir, bundle), `~/${bundle}`, `Sourcemap:${basename(map)}`);
    await upload(join(mapsDir, map), `~/${map}`);
    files.push(bundle, map);
  }
  opts.log(
    `Uploaded ${manifest.maps.length} source maps to ${opts.sentryUrl} as release ${release}.`,
  );
  return { uploaded: true, release, files };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  uploadSourceMaps({
    distDir: resolve('dist'),
    token: process.env.SENTRY_AUTH_TOKEN,
    org: process.env.SENTRY_ORG,
    project: process.env.SENTRY_PROJECT,
    sentryUrl: process.env.SENTRY_URL || 'https://sentry.io',
    log: (line) => console.log(line),
  }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
