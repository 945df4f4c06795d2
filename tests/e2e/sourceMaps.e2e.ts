/**
 * The production build's source maps are for error reports only: no served file names one, none is
 * in dist/, and dist-maps/ (beside it) holds one per bundle under the release the bundle reports.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANIFEST_FILE, mapsDirFor, type MapsManifest } from '../../deploy/sourceMaps';

const DIST = resolve('dist');
const MAPS = mapsDirFor(DIST);

async function files(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).map((f) => f.split('\\').join('/'));
}

describe('source maps of the production build', () => {
  it('dist/ holds no map, and no served file points at one', async () => {
    const served = await files(DIST);
    expect(served.filter((f) => /\.map(\.gz)?$/.test(f))).toEqual([]);
    for (const file of served.filter((f) => /\.(js|css|html)$/.test(f))) {
      const text = await readFile(join(DIST, file), 'utf8');
      expect(text, file).not.toMatch(/[#@] sourceMappingURL=/);
    }
  });

  it("dist-maps/ has the bundles' maps, and the release the bundle reports", async () => {
    const manifest = JSON.parse(await readFile(join(MAPS, MANIFEST_FILE), 'utf8')) as MapsManifest;
    const bundles = (await files(DIST)).filter((f) => /^assets\/.*\.js$/.test(f));
    expect(bundles.length).toBeGreaterThan(0);
    // Each map belongs to a served bundle, the entry's included (files written by plugins, such as
    // the boot hints, and the bundler's tiny runtime come without one).
    const mapped = new Set(bundles.map((b) => `${b}.map`));
    expect(manifest.maps.filter((m) => !mapped.has(m))).toEqual([]);
    expect(manifest.maps.some((m) => /^assets\/index-.*\.js\.map$/.test(m))).toBe(true);
    expect(manifest.maps.length).toBeGreaterThan(bundles.length / 2);
    for (const map of manifest.maps) expect(existsSync(join(MAPS, map)), map).toBe(true);
    if (manifest.release) {
      const reported = await Promise.all(
        bundles.map(async (b) =>
          (await readFile(join(DIST, b), 'utf8')).includes(manifest.release as string),
        ),
      );
      expect(reported.some(Boolean)).toBe(true);
    }
  });
});
