import { READ_RETRY } from '../data/queryClient';
import { aheadStaleTime } from '../data/routeCalls';
import { useParams } from 'react-router-dom';
import { Show, SimpleShowLayout } from 'react-admin';
import { ColumnValue } from './ColumnValue';
import { columnProps } from './columnProps';
import type { ShowPage } from './pageKinds';
import { refetchWhile } from './refresh';
import { RelatedLists } from './RelatedLists';
import { RecordActions } from './actions/RecordActions';

/** One record of a resource, its id from the route parameter the schema names. */
export function ShowRenderer({ page }: { page: ShowPage }) {
  const params = useParams();
  const id = params[page.idParam];
  if (id === undefined) return null;
  const refetchInterval = refetchWhile(page.refresh);
  // The record fetched ahead (start-up, a hover on its row) is used, not asked again.
  const options = { ...READ_RETRY, staleTime: aheadStaleTime };
  return (
    <Show
      resource={page.resource}
      id={id}
      title={false}
      actions={false}
      queryOptions={refetchInterval ? { ...options, refetchInterval } : options}
    >
      <SimpleShowLayout>
        {page.fields.map((field) => (
          <ColumnValue key={field.field} {...columnProps(field)} />
        ))}
        {page.actions && page.actions.length > 0 && (
          <RecordActions actions={page.actions} resource={page.resource} />
        )}
      </SimpleShowLayout>
      {page.related && <RelatedLists related={page.related} />}
    </Show>
  );
}
