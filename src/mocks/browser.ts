/**
 * Starts the embedded mock API in the browser (service worker). Imported lazily by main.tsx in mock
 * mode only, so a deployment against a real API never downloads it.
 */
import { setupWorker } from 'msw/browser';
import { loadFaultsFromStorage } from './faults';
import { createHandlers } from './handlers';
import { createSaver, DB_STORAGE_KEY, loadOrSeed, replaceDb } from './persistence';
import { seedDb } from './seed';

export interface MockApi {
  /** Back to the seeded data: reseeds and clears the stored copy. */
  resetDemoData(): void;
}

export async function startMockApi(
  options: { baseUrl?: string; seed?: number } = {},
): Promise<MockApi> {
  const storage = window.localStorage;
  loadFaultsFromStorage(storage);
  const db = loadOrSeed(storage, options.seed);
  const save = createSaver(storage, () => db);
  const worker = setupWorker(
    ...createHandlers({ db, baseUrl: options.baseUrl ?? '', onChange: save }),
  );
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return {
    resetDemoData() {
      replaceDb(db, seedDb(options.seed === undefined ? {} : { seed: options.seed }));
      storage.removeItem(DB_STORAGE_KEY);
    },
  };
}
