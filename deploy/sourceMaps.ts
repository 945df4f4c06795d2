import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where a build's source maps go: beside its output folder, never inside it (dist → dist-maps). */
export const mapsDirFor = (outDir: string): string => `${resolve(outDir)}-maps`;

/** What deploy/uploadSourceMaps.ts reads from the maps folder. */
export interface MapsManifest {
  /** The release the bundle reports (deploy/release.ts); null: the build knew no commit. */
  readonly release: string | null;
  /** Map files, relative to the maps folder, each named as its bundle plus ".map" (assets/x.js.map). */
  readonly maps: readonly string[];
}

export const MANIFEST_FILE = 'release.json';

/**
 * With `build.sourcemap: 'hidden'` the bundles carry no sourceMappingURL, so a browser never asks
 * for a map; this moves the maps (and any .map.gz written beside them) out of the served folder
 * once every other plugin has written its files, so a server cannot hand them out even by name.
 */
export function sourceMapsOutside(release: string | null): Plugin {
  let outDir = 'dist';
  return {
    name: 'console-source-maps-outside',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const target = mapsDirFor(outDir);
      await rm(target, { recursive: true, force: true });
      const files = await readdir(outDir, { recursive: true });
      const maps: string[] = [];
      for (const file of files.map((f) => f.split('\\').join('/'))) {
        if (file.endsWith('.map.gz')) {
          await rm(join(outDir, file));
        } else if (file.endsWith('.map')) {
          await mkdir(join(target, file, '..'), { recursive: true });
          await rename(join(outDir, file), join(target, file));
          maps.push(file);
        }
      }
      await mkdir(target, { recursive: true });
      const manifest: MapsManifest = { release, maps: maps.sort() };
      await writeFile(join(target, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
