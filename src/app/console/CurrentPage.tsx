import { Suspense } from 'react';
import { Loading } from 'react-admin';
import { PAGE_TABLE } from '../../generated/pageTable';
import { useCurrentRoute } from '../currentRoute';

/** The page of the route the guard chose, from its own lazy chunk. */
export function CurrentPage() {
  const { route } = useCurrentRoute();
  const Page = route.page ? PAGE_TABLE[route.page] : undefined;
  if (!Page) throw new Error(`Route ${route.name} has no page: check schema/sections`);
  return (
    <Suspense fallback={<Loading />}>
      <Page key={route.name} />
    </Suspense>
  );
}
