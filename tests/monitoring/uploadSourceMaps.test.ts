// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MANIFEST_FILE, mapsDirFor } from '../../deploy/sourceMaps';
import { uploadSourceMaps, type UploadOptions } from '../../deploy/uploadSourceMaps';

/** A loopback stand-in for Sentry's API: records each request, answers with `status`. */
interface Seen {
  method: string;
  url: string;
  auth: string;
  body: string;
}
let server: Server;
let origin: string;
let seen: Seen[];
let status: number;
let root: string;
let dist: string;

const read = (req: IncomingMessage) =>
  new Promise<string>((ok) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => ok(Buffer.concat(chunks).toString('utf8')));
  });

beforeEach(async () => {
  seen = [];
  status = 201;
  server = createServer((req, res) => {
    void read(req).then((body) => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        auth: String(req.headers.authorization),
        body,
      });
      res.statusCode = status;
      res.end('{}');
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  root = await mkdtemp(join(tmpdir(), 'console-maps-'));
  dist = join(root, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await mkdir(join(mapsDirFor(dist), 'assets'), { recursive: true });
  await writeFile(join(dist, 'assets/index-abc.js'), 'console.log(1)');
  await writeFile(join(mapsDirFor(dist), 'assets/index-abc.js.map'), '{"version":3}');
});
afterEach(async () => {
  await new Promise<void>((ok) => server.close(() => ok()));
  await rm(root, { recursive: true, force: true });
});

const manifest = (release: string | null) =>
  writeFile(
    join(mapsDirFor(dist), MANIFEST_FILE),
    JSON.stringify({ release, maps: ['assets/index-abc.js.map'] }),
  );

const options = (over: Partial<UploadOptions> = {}): UploadOptions => ({
  distDir: dist,
  token: 'sntrys_test',
  org: 'acme',
  project: 'console',
  sentryUrl: origin,
  log: () => undefined,
  ...over,
});

describe('source map upload (npm run build, last step)', () => {
  it('without a token uploads nothing and says where the maps stay', async () => {
    await manifest('1.48.1+3f2a9c1b7e4d');
    const lines: string[] = [];
    const result = await uploadSourceMaps(options({ token: undefined, log: (l) => lines.push(l) }));
    expect(result.uploaded).toBe(false);
    expect(seen).toEqual([]);
    expect(lines).toEqual([expect.stringContaining('SENTRY_AUTH_TOKEN is not set')]);
    expect(lines[0]).toContain(mapsDirFor(dist));
  });

  it('with a token creates the release and uploads each bundle with its map, named as served', async () => {
    await manifest('1.48.1+3f2a9c1b7e4d');
    const result = await uploadSourceMaps(options());
    expect(result).toEqual({
      uploaded: true,
      release: '1.48.1+3f2a9c1b7e4d',
      files: ['assets/index-abc.js', 'assets/index-abc.js.map'],
    });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/0/organizations/acme/releases/',
      'POST /api/0/projects/acme/console/releases/1.48.1%2B3f2a9c1b7e4d/files/',
      'POST /api/0/projects/acme/console/releases/1.48.1%2B3f2a9c1b7e4d/files/',
    ]);
    expect(seen.every((r) => r.auth === 'Bearer sntrys_test')).toBe(true);
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({
      version: '1.48.1+3f2a9c1b7e4d',
      projects: ['console'],
    });
    // The bundle carries no sourceMappingURL (hidden maps): the header tells Sentry its map.
    const [bundle, map] = [seen[1]?.body ?? '', seen[2]?.body ?? ''];
    expect(bundle).toMatch(/name="name"\r\n\r\n~\/assets\/index-abc\.js\r\n/);
    expect(bundle).toMatch(/name="header"\r\n\r\nSourcemap:index-abc\.js\.map\r\n/);
    expect(bundle).toContain('console.log(1)');
    expect(map).toMatch(/name="name"\r\n\r\n~\/assets\/index-abc\.js\.map\r\n/);
    expect(map).toContain('{"version":3}');
  });

  it('a refusal from Sentry fails the step with its status', async () => {
    await manifest('1.48.1+3f2a9c1b7e4d');
    status = 401;
    await expect(uploadSourceMaps(options())).rejects.toThrow(/HTTP 401/);
  });

  it('refuses to upload a build that knew no commit (its release is shared by every such build)', async () => {
    await manifest(null);
    await expect(uploadSourceMaps(options())).rejects.toThrow(/CONSOLE_COMMIT/);
    expect(seen).toEqual([]);
  });

  it('a token without the organization or project is an error, not a silent skip', async () => {
    await manifest('1.48.1+3f2a9c1b7e4d');
    await expect(uploadSourceMaps(options({ project: undefined }))).rejects.toThrow(
      /SENTRY_PROJECT/,
    );
  });
});
