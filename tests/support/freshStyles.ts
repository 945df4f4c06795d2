/**
 * Emotion (and so MUI) inserts each style once per page and remembers it as inserted, in a cache
 * that lives as long as its module: in a shared test worker, as long as the worker. Emptying the
 * head and that memory together starts a test file with no styles, each inserted again when a
 * component needs it, as in a worker of its own; jsdom then matches fewer rules each time a role
 * query reads an element's style.
 */
import type { EmotionCache } from '@emotion/react';

/** The cache Emotion inserts through when no CacheProvider names another. */
async function defaultCache(): Promise<EmotionCache> {
  const [{ withEmotionCache }, { createElement, act }, { createRoot }] = await Promise.all([
    import('@emotion/react'),
    import('react'),
    import('react-dom/client'),
  ]);
  let found: EmotionCache | undefined;
  const Read = withEmotionCache((_props: object, cache: EmotionCache) => ((found = cache), null));
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const root = createRoot(document.createElement('div'));
  act(() => root.render(createElement(Read)));
  act(() => root.unmount());
  if (!found) throw new Error('Emotion gave no cache');
  return found;
}

/** Removes every style Emotion's default cache inserted and forgets them. */
export async function freshStyles(): Promise<void> {
  const cache = await defaultCache();
  cache.sheet.flush();
  for (const key of Object.keys(cache.inserted)) delete cache.inserted[key];
}
