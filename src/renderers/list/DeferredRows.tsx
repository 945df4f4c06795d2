import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';

/**
 * The list's rows are drawn from a deferred copy of the list's context: a page of rows is the heaviest
 * render of a list page, and drawn this way it yields to anything more pressing. At start-up the
 * page's first answer often lands when §2's loader is due to leave, and the loader would then leave
 * only once the rows are drawn.
 *
 * The selection is not deferred. A box the operator ticks must show its tick at once: a deferred
 * tick is put back by React until the late render, so the box flickers and a quick second click
 * reads the wrong state (a CI run of the moderation journey caught it).
 */
export function DeferredRows({ children }: { children: ReactNode }) {
  const context = useListContext();
  const deferred = useDeferredValue(context);
  const { selectedIds, onSelect, onSelectAll, onToggleItem, onUnselectItems } = context;
  const value = useMemo(
    () => ({ ...deferred, selectedIds, onSelect, onSelectAll, onToggleItem, onUnselectItems }),
    [deferred, selectedIds, onSelect, onSelectAll, onToggleItem, onUnselectItems],
  );
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}
