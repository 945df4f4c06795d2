import { act } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

/**
 * The page's scroll position as a test sets it, and how often the code under test read it (MUI's
 * trigger reads pageYOffset, ours scrollY: either counts). Installs itself around every test of
 * the file that calls it.
 */
export function fakeScroll() {
  const state = { y: 0, reads: 0 };
  beforeEach(() => {
    state.y = 0;
    state.reads = 0;
    for (const name of ['scrollY', 'pageYOffset'])
      Object.defineProperty(window, name, {
        configurable: true,
        get: () => {
          state.reads += 1;
          return state.y;
        },
      });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'scrollY');
    Reflect.deleteProperty(window, 'pageYOffset');
  });
  return {
    reads: () => state.reads,
    scrollTo: (to: number) =>
      act(() => {
        state.y = to;
        window.dispatchEvent(new Event('scroll'));
      }),
  };
}
