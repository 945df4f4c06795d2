import { afterEach, vi } from 'vitest';

/**
 * A screen of this width for MUI's useMediaQuery (jsdom has no matchMedia, so every query reads
 * false, a wide screen): min-width and max-width queries are judged against `width`.
 */
export function screenWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches =
      (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && (min || max);
    return {
      matches: Boolean(matches),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

/** Tests that set a screen width put the wide default back after each test. */
export function restoreScreenAfterEach(): void {
  afterEach(() => vi.unstubAllGlobals());
}
