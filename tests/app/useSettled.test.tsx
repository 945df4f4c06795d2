/**
 * §2: the start-up loader stays 200 ms after the loads have answered. The wait counts from the
 * answer, so drawing the first screen beneath the loader does not lengthen it.
 */
import { act, renderHook } from '@testing-library/react';
import { LOADER_EXTRA_DELAY_MS, useSettled } from '../../src/app/useSettled';

/** React's flag for test environments: updates outside act() are queued as in a browser when off. */
const reactTest = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('useSettled', () => {
  it('stays false until the loads are ready, then for 200 ms more', () => {
    const { result, rerender } = renderHook(({ ready }) => useSettled(ready, null), {
      initialProps: { ready: false },
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(false);
    rerender({ ready: true });
    act(() => vi.advanceTimersByTime(LOADER_EXTRA_DELAY_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it.each([
    ['answered just now', 0, LOADER_EXTRA_DELAY_MS],
    ['answered 150 ms ago (a long render since)', 150, 50],
    ['answered 300 ms ago', 300, 0],
  ])('counts the 200 ms from the answer: %s → %i ms left', (_, ago, left) => {
    const readyAt = Date.now() - ago;
    const { result } = renderHook(() => useSettled(true, readyAt));
    if (left > 0) {
      act(() => vi.advanceTimersByTime(left - 1));
      expect(result.current).toBe(false);
    }
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  // The page's first render is often still going on in slices when the time is up. An
  // urgent update drew the whole page in one long task; a transition leaves the loader with the
  // page drawn, without taking over the slices.
  it('is a transition: not drawn inside the timer’s task, but right after it', async () => {
    const actEnvironment = reactTest.IS_REACT_ACT_ENVIRONMENT;
    const { result } = renderHook(() => useSettled(true, Date.now()));
    reactTest.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      vi.advanceTimersByTime(LOADER_EXTRA_DELAY_MS);
      expect(result.current).toBe(false);
      await vi.waitFor(() => expect(result.current).toBe(true));
    } finally {
      reactTest.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('is settled in the very render that brings answers already older than 200 ms', () => {
    const { result } = renderHook(() => useSettled(true, Date.now() - LOADER_EXTRA_DELAY_MS));
    expect(result.current).toBe(true);
  });
});
