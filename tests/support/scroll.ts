import { act } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

/**
 * The page's scroll position as a test sets it, and how often the code under test read it (MUI's
 * trigger reads pageYOffset, ours scrollY: either counts). Installs itself around every test of
 * the file that calls it.
 */
export function fakeScroll() {
  const state = { y: 0, reads: 0 };
  const names = ['scrollY', 'pageYOffset'] as const;
  // jsdom's own properties, put back after each test: the next file in the worker reads them.
  let own: (PropertyDescriptor | undefined)[] = [];
  beforeEach(() => {
    state.y = 0;
    state.reads = 0;
    own = names.map((name) => Object.getOwnPropertyDescriptor(window, name));
    for (const name of names)
      Object.defineProperty(window, name, {
        configurable: true,
        get: () => {
          state.reads += 1;
          return state.y;
        },
      });
  });
  afterEach(() => {
    names.forEach((name, i) => {
      const descriptor = own[i];
      if (descriptor) Object.defineProperty(window, name, descriptor);
      else Reflect.deleteProperty(window, name);
    });
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
