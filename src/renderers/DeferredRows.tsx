import { useDeferredValue, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';

/**
 * The list's rows are drawn from a deferred copy of its context: a page of rows is the heaviest
 * render of a list page, and drawn this way it yields to anything more pressing. At start-up the
 * page's first answer often lands when §2's loader is due to leave, and the loader then left only
 * once the rows were drawn (issue 11); the toolbar, filters and pager still follow at once.
 */
export function DeferredRows({ children }: { children: ReactNode }) {
  const deferred = useDeferredValue(useListContext());
  return <ListContextProvider value={deferred}>{children}</ListContextProvider>;
}
