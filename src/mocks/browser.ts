/**
 * Starts the embedded mock API in the browser (service worker). Imported lazily by main.tsx in mock
 * mode only, so a deployment against a real API never downloads it.
 */
import { setupWorker } from 'msw/browser';
import { setFeatureFlag } from './demoControls';
import { loadFaultsFromStorage } from './faults';
import { createHandlers } from './handlers';
import { createSaver, DB_STORAGE_KEY, loadOrSeed, replaceDb } from './persistence';
import { seedDb } from './seed';

export interface MockApi {
  /** Back to the seeded data: reseeds and clears the stored copy. */
  resetDemoData(): void;
  /** Switches one feature flag of an operator (the user menu's demo flags); kept like any change. */
  setFlag(operatorId: string, code: string, enabled: boolean): void;
  /**
   * Dev server: the schema changed and the handlers' code with it; the running worker
   * answers with the new handlers, over the same data.
   */
  swapHandlers(make: typeof createHandlers): void;
}

/** The handlers of this version of the code, for a running mock's `swapHandlers`. */
export { createHandlers };

export async function startMockApi(
  options: { baseUrl?: string; seed?: number } = {},
): Promise<MockApi> {
  const storage = window.localStorage;
  loadFaultsFromStorage(storage);
  const db = loadOrSeed(storage, options.seed);
  const save = createSaver(storage, () => db);
  const handlersFrom = (make: typeof createHandlers) =>
    make({ db, baseUrl: options.baseUrl ?? '', onChange: save });
  const worker = setupWorker(...handlersFrom(createHandlers));
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
    setFlag(operatorId, code, enabled) {
      if (setFeatureFlag(db, operatorId, code, enabled)) save();
    },
    swapHandlers(make) {
      worker.resetHandlers(...handlersFrom(make));
    },
  };
}
