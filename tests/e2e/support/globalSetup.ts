import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startStaticServer } from './staticServer';

/** Serves the built console (dist/) on 127.0.0.1:4317 with its default config: the mock API. */
export default async function setup(): Promise<() => Promise<void>> {
  const root = resolve('dist');
  if (!existsSync(resolve(root, 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run test:e2e`, which builds first.');
  }
  const server = await startStaticServer({ root, port: 4317 });
  return async () => {
    await new Promise<void>((ok) => server.close(() => ok()));
  };
}
