import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|map)$/;

/**
 * Writes `<file>.gz` (gzip -9) beside every content-hashed file under assets/, for nginx's
 * `gzip_static on` (deploy/nginx.conf): the best ratio, paid once at build time, not per request.
 * Only assets/: index.html and config.json change in place on the server, and a stale .gz beside
 * them would be served instead of the edit.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'console-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter(
        (f) => f.startsWith('assets/') && COMPRESSIBLE.test(f),
      );
      await Promise.all(
        files.map(async (f) => {
          const path = join(outDir, f);
          const body = await readFile(path);
          const packed = await gzipAsync(body, { level: constants.Z_BEST_COMPRESSION });
          // Not worth a second file (nor the client's decompression) when gzip saves little.
          if (packed.length < body.length * 0.95) await writeFile(`${path}.gz`, packed);
        }),
      );
    },
  };
}
