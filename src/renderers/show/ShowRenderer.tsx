import { READ_RETRY } from '../../data/queryClient';
import { aheadStaleTime } from '../../data/routeCalls';
import { useParams } from 'react-router-dom';
import { Show, SimpleShowLayout, useRecordContext } from 'react-admin';
import { ColumnValue } from '../values/ColumnValue';
import { columnProps } from '../values/columnProps';
import type { ShowPage } from '../shared/pageKinds';
import { refetchWhile } from '../shared/refresh';
import { RelatedLists } from './RelatedLists';
import { RecordActions } from '../actions/RecordActions';
import { matchesCondition } from '../shared/recordCondition';
import { useRecordLoadFailure } from '../shared/recordLoadFailure';

/** One record of a resource, its id from the route parameter the schema names. */
export function ShowRenderer({ page }: { page: ShowPage }) {
  const params = useParams();
  const onError = useRecordLoadFailure(page.resource);
  const id = params[page.idParam];
  if (id === undefined) return null;
  const refetchInterval = refetchWhile(page.refresh);
  // The record fetched ahead (start-up, a hover on its row) is used, not asked again.
  const options = { ...READ_RETRY, staleTime: aheadStaleTime, onError };
  return (
    <Show
      resource={page.resource}
      id={id}
      title={false}
      actions={false}
      queryOptions={refetchInterval ? { ...options, refetchInterval } : options}
    >
      <ShowFields page={page} />
      {page.related && <RelatedLists related={page.related} />}
    </Show>
  );
}

/** The fields this record has a use for: a `showWhen` field is left out, caption and all. */
function ShowFields({ page }: { page: ShowPage }) {
  const record = useRecordContext();
  return (
    <SimpleShowLayout>
      {page.fields
        .filter((field) => matchesCondition(field.showWhen, record))
        .map((field) => (
          <ColumnValue key={field.field} {...columnProps(field)} />
        ))}
      {page.actions && page.actions.length > 0 && (
        <RecordActions actions={page.actions} resource={page.resource} />
      )}
    </SimpleShowLayout>
  );
}
