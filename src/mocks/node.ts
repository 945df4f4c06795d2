/** The mock API under msw/node, for unit tests and browser-test harnesses. */
import { setupServer } from 'msw/node';
import type { MockDb } from './db';
import { createHandlers } from './handlers';
import { replaceDb } from './persistence';
import { seedDb } from './seed';

export interface MockServer {
  server: ReturnType<typeof setupServer>;
  /** The live database: tests may read it to check what a call changed. */
  db: MockDb;
  resetDemoData(): void;
}

export function createMockServer(
  options: { baseUrl?: string; seed?: number; now?: () => number; seedNow?: number } = {},
): MockServer {
  const seedOptions = {
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.seedNow === undefined ? {} : { now: options.seedNow }),
  };
  const db = seedDb(seedOptions);
  const server = setupServer(
    ...createHandlers({
      db,
      baseUrl: options.baseUrl ?? 'http://api.test',
      ...(options.now ? { now: options.now } : {}),
    }),
  );
  return { server, db, resetDemoData: () => replaceDb(db, seedDb(seedOptions)) };
}
