import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { E2E_PORT } from './browser';
import { startStaticServer } from './staticServer';

/** Serves the built console (dist/) on 127.0.0.1:E2E_PORT with the suite's config: the mock API. */
export default async function setup(): Promise<() => Promise<void>> {
  const root = resolve('dist');
  if (!existsSync(resolve(root, 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run test:e2e`, which builds first.');
  }
  const server = await startStaticServer({ root, port: E2E_PORT });
  return async () => {
    await new Promise<void>((ok) => server.close(() => ok()));
  };
}
