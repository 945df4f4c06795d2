import { describe, expect, it } from 'vitest';
import {
  GC_TIME_MS,
  READ_RETRY,
  createQueryClient,
  retryDelay,
  shouldRetry,
} from '../../src/data/queryClient';
import { HttpError } from '../../src/data/HttpError';

describe('query cache (§9)', () => {
  it('garbage-collects after 5 minutes and never retries mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(GC_TIME_MS).toBe(300_000);
    expect(defaults.queries?.gcTime).toBe(300_000);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 16000],
    [5, 30000],
    [10, 30000],
  ])('back-off before retry %i: %i ms (exponential, capped at 30 s)', (attempt, ms) => {
    expect(retryDelay(attempt)).toBe(ms);
  });

  it.each([
    [0, new HttpError('down', 500), true],
    [2, new HttpError('down', 503), true],
    [3, new HttpError('down', 503), false],
    [0, new HttpError('no response', 0), true],
    [0, new Error('network'), true],
    [0, new HttpError('bad', 400), false],
    [0, new HttpError('gone', 404), false],
    [0, new HttpError('expired', 401), false],
  ])('after %i failures, %o → retry %s', (failures, error, expected) => {
    expect(shouldRetry(failures, error)).toBe(expected);
  });

  it('applies the same rule to reads and to the react-admin pages that opt back in', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.retry).toBe(shouldRetry);
    expect(queries?.retryDelay).toBe(retryDelay);
    expect(READ_RETRY).toEqual({ retry: shouldRetry, retryDelay });
  });
});
