import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeredAt } from '../../src/data/answeredAt';

const URL_ = 'http://api.test/api/v1/operator/5/subscription/plan/billing-info';
const entry = (responseEnd: number) => ({ name: URL_, responseEnd }) as PerformanceResourceTiming;

afterEach(() => vi.restoreAllMocks());

describe('answeredAt: when the network delivered an answer (§2’s 200 ms count from it)', () => {
  const origin = performance.timeOrigin;

  it('is the Resource Timing answer, not when a busy page read it', () => {
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([entry(400)]);
    expect(answeredAt(URL_, origin + 650)).toBe(origin + 400);
  });

  it('takes the latest answer the page had read by then (a reload asks the same URL again)', () => {
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([entry(400), entry(5_000)]);
    expect(answeredAt(URL_, origin + 650)).toBe(origin + 400);
    expect(answeredAt(URL_, origin + 5_100)).toBe(origin + 5_000);
  });

  it('falls back to when the page read it when the browser kept no entry', () => {
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    expect(answeredAt(URL_, origin + 650)).toBe(origin + 650);
  });
});
