// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  clearFaults,
  FAULTS_STORAGE_KEY,
  faultFor,
  loadFaultsFromStorage,
  mutateBody,
  setFault,
  setGlobalDelay,
} from '../../src/mocks/faults';
import { call, NOVA, tokenFor, withMockApi } from './support';

withMockApi();

describe('fault matching', () => {
  it.each([
    ['*', 'GET', '/api/v1/operators', true],
    ['/api/v1/operator/:operatorId/users', 'GET', '/api/v1/operator/1001/users', true],
    ['/api/v1/operator/:operatorId/users', 'GET', '/api/v1/operator/1001/users/5', false],
    ['/api/v1/operator/*', 'GET', '/api/v1/operator/1001/users/5', true],
    ['POST /api/v1/auth/login', 'POST', '/api/v1/auth/login', true],
    ['POST /api/v1/auth/login', 'GET', '/api/v1/auth/login', false],
  ])('%s matches %s %s: %s', (pattern, method, path, expected) => {
    clearFaults();
    setFault(pattern, { status: 500 });
    expect(faultFor(method, path).status === 500).toBe(expected);
  });

  it('reads rules from storage and ignores a broken value', () => {
    clearFaults();
    loadFaultsFromStorage({ getItem: () => '{"GET /api/v1/operators": {"status": 503}}' });
    expect(faultFor('GET', '/api/v1/operators').status).toBe(503);
    clearFaults();
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      loadFaultsFromStorage({ getItem: () => '{broken' });
    } finally {
      console.warn = warn;
    }
    expect(faultFor('GET', '/api/v1/operators').status).toBeUndefined();
  });

  it('follows the stored rules as they change, without a reload', () => {
    clearFaults();
    const storage = new Map<string, string>();
    const source = { getItem: (key: string) => storage.get(key) ?? null };
    loadFaultsFromStorage(source);
    expect(faultFor('POST', '/api/v1/auth/login')).toEqual({ delayMs: 0 });
    storage.set(FAULTS_STORAGE_KEY, '{"POST /api/v1/auth/login": {"status": 403}}');
    expect(faultFor('POST', '/api/v1/auth/login').status).toBe(403);
    storage.set(FAULTS_STORAGE_KEY, '{"POST /api/v1/auth/login": {"noResponse": true}}');
    expect(faultFor('POST', '/api/v1/auth/login')).toEqual({ delayMs: 0, noResponse: true });
    storage.delete(FAULTS_STORAGE_KEY);
    expect(faultFor('POST', '/api/v1/auth/login')).toEqual({ delayMs: 0 });
  });

  it('applies rules set in code beside the stored ones', () => {
    clearFaults();
    loadFaultsFromStorage({ getItem: () => '{"GET /api/v1/operators": {"delayMs": 5}}' });
    setFault('GET /api/v1/operators', { delayMs: 7, status: 500 });
    expect(faultFor('GET', '/api/v1/operators')).toEqual({ delayMs: 12, status: 500 });
    clearFaults();
    expect(faultFor('GET', '/api/v1/operators')).toEqual({ delayMs: 0 });
  });
});

describe('one field of an answer changed (mutate)', () => {
  const plans = {
    availablePlans: [
      { name: 'A', info: [{ id: 1 }] },
      { name: 'B', info: [] },
    ],
  };

  it.each([
    ['availablePlans.*.info', 'remove', { availablePlans: [{ name: 'A' }, { name: 'B' }] }],
    [
      'availablePlans.*.info',
      'null',
      {
        availablePlans: [
          { name: 'A', info: null },
          { name: 'B', info: null },
        ],
      },
    ],
    [
      'availablePlans.*.name',
      'wrongType',
      {
        availablePlans: [
          { name: 7, info: [{ id: 1 }] },
          { name: 7, info: [] },
        ],
      },
    ],
    [
      'availablePlans.*.info.*.id',
      'wrongType',
      {
        availablePlans: [
          { name: 'A', info: [{ id: 'not-this-type' }] },
          { name: 'B', info: [] },
        ],
      },
    ],
    ['availablePlans', 'wrongType', { availablePlans: 'not-this-type' }],
    ['', 'null', null],
    ['features', 'remove', plans],
  ] as const)('%s %s', (at, op, expected) => {
    expect(mutateBody(plans, { at, op })).toEqual(expected);
    // The answer it started from is left as it was.
    expect(plans.availablePlans[0]).toEqual({ name: 'A', info: [{ id: 1 }] });
  });

  it('a live call answers its real body with the field changed, and keeps its headers', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    setFault(`GET /api/v1/operator/:operatorId/users`, { mutate: { at: '*.login', op: 'null' } });
    const result = await call(`/operator/${NOVA}/users?range=[0,4]`, { token });
    expect(result.status).toBe(200);
    const rows = result.body as Record<string, unknown>[];
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.login === null && r.id !== undefined)).toBe(true);
    expect(result.headers.get('Content-Range')).toMatch(/^users 0-4\/\d+$/);
    clearFaults();
  });
});

describe('injected faults on live calls', () => {
  it('a status fault answers that status with a message', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    setFault(`/api/v1/operator/:operatorId/feature-flags`, { status: 503 });
    const result = await call(`/operator/${NOVA}/feature-flags`, { token });
    expect(result.status).toBe(503);
    expect(result.body).toEqual({ message: expect.any(String) });
    // Other endpoints are untouched.
    expect((await call(`/operator/${NOVA}/info`, { token })).status).toBe(200);
  });

  it('noResponse makes the request fail at the network level', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    setFault('*', { noResponse: true });
    await expect(call(`/operator/${NOVA}/info`, { token })).rejects.toThrow();
  });

  it('a delay holds the response back until it has elapsed', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    setGlobalDelay(60);
    let settled = false;
    const pending = call(`/operator/${NOVA}/info`, { token }).then((r) => {
      settled = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    expect((await pending).status).toBe(200);
  });

  it('clearFaults restores normal answers', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    setFault('*', { status: 500 });
    clearFaults();
    expect((await call(`/operator/${NOVA}/info`, { token })).status).toBe(200);
  });
});
