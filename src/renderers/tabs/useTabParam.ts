import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Query parameter that remembers the open tab, so a reload or a shared link opens the same one. */
export const TAB_PARAM = 'tab';

/**
 * The open tab of a tabbed page, kept in the URL (`?tab=<id>`) like every tabbed page of the
 * console: the tab named there when the viewer has it, else the first. A tab change replaces the
 * history entry, so Back leaves the page rather than walking through its tabs.
 */
export function useTabParam<T extends string>(ids: readonly T[]): [T | undefined, (id: T) => void] {
  const [search, setSearch] = useSearchParams();
  const requested = search.get(TAB_PARAM);
  const current = ids.find((id) => id === requested) ?? ids[0];
  const select = useCallback(
    (id: T) =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set(TAB_PARAM, id);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [current, select];
}
