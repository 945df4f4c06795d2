// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DB_VERSION } from '../../src/mocks/db';
import { createHandlers } from '../../src/mocks/handlers';
import {
  createSaver,
  DB_STORAGE_KEY,
  loadOrSeed,
  replaceDb,
  saveDb,
} from '../../src/mocks/persistence';
import { seedDb } from '../../src/mocks/seed';
import { setupServer } from 'msw/node';
import { DEMO_OPERATORS, DEMO_PASSWORD } from '../../src/mocks/demoAccounts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('persistence', () => {
  it('a saved database is loaded back as it was', () => {
    const storage = memoryStorage();
    const db = seedDb({ seed: 3 });
    db.byOperator[DEMO_OPERATORS.nova]!.languages = ['en', 'ja'];
    saveDb(storage, db);
    expect(loadOrSeed(storage).byOperator[DEMO_OPERATORS.nova]!.languages).toEqual(['en', 'ja']);
  });

  it.each([
    ['garbled', '{not json'],
    [
      'of another version',
      JSON.stringify({ version: DB_VERSION - 1, operators: [], byOperator: {} }),
    ],
    ['not a database', '"hello"'],
  ])('a stored value that is %s is replaced by a fresh seed', (_name, value) => {
    const db = loadOrSeed(memoryStorage({ [DB_STORAGE_KEY]: value }));
    expect(db.version).toBe(DB_VERSION);
    expect(db.operators.length).toBeGreaterThanOrEqual(4);
  });

  it('a mutation through the API is saved; reset brings the seed back in place', async () => {
    const storage = memoryStorage();
    const db = loadOrSeed(storage);
    const server = setupServer(
      ...createHandlers({
        db,
        baseUrl: 'http://persist.test',
        onChange: createSaver(storage, () => db),
      }),
    );
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const login = await fetch('http://persist.test/api/v1/auth/login', {
        method: 'POST',
        body: JSON.stringify({ login: 'admin@novagames.demo', password: DEMO_PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };
      expect(storage.data.has(DB_STORAGE_KEY)).toBe(false);
      await fetch(`http://persist.test/api/v1/operator/${DEMO_OPERATORS.nova}/languages`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}` },
        body: JSON.stringify({ languages: ['en', 'ko'] }),
      });
      await Promise.resolve();
      expect(loadOrSeed(storage).byOperator[DEMO_OPERATORS.nova]!.languages).toEqual(['en', 'ko']);

      replaceDb(db, seedDb());
      storage.removeItem(DB_STORAGE_KEY);
      const after = await fetch(
        `http://persist.test/api/v1/operator/${DEMO_OPERATORS.nova}/languages`,
        {
          headers: { Authorization: `Bearer ${token}` },
        },
      );
      expect(((await after.json()) as { code: string }[]).map((l) => l.code)).not.toContain('ko');
    } finally {
      server.close();
    }
  });
});
