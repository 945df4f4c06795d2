/**
 * Keeps the browser demo's database across reloads: saved to localStorage after each mutation (once
 * per burst), loaded at start; a missing, garbled or older value is replaced by a fresh seed.
 */
import { parseDb, type MockDb } from './db';
import { seedDb } from './seed';

export const DB_STORAGE_KEY = 'mock_api_db';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function loadOrSeed(storage: Store, seed?: number): MockDb {
  return parseDb(storage.getItem(DB_STORAGE_KEY)) ?? seedDb(seed === undefined ? {} : { seed });
}

export function saveDb(storage: Store, db: MockDb): void {
  try {
    storage.setItem(DB_STORAGE_KEY, JSON.stringify(db));
  } catch (error) {
    // Quota exceeded: the demo keeps working in memory, only persistence is lost.
    console.warn('The mock API could not save its data', error);
  }
}

/** A saver that coalesces the mutations of one task into one write. */
export function createSaver(storage: Store, getDb: () => MockDb): () => void {
  let queued = false;
  return () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      saveDb(storage, getDb());
    });
  };
}

/** Replaces the database's content in place, so handlers holding it see the new data. */
export function replaceDb(target: MockDb, source: MockDb): void {
  for (const key of Object.keys(target)) delete (target as unknown as Record<string, unknown>)[key];
  Object.assign(target, source);
}
