import { Suspense, useContext, useMemo } from 'react';
import { Link, Navigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import {
  DataTable,
  ExportButton,
  FilterButton,
  List,
  Pagination,
  TopToolbar,
  downloadCSV,
  useListContext,
  useTranslate,
  type Exporter,
  type RaRecord,
} from 'react-admin';
import { GUARD_ROUTES } from '../../routing';
import { routePathFor } from '../shared/routeLinks';
import { errorToastText } from '../../data/errorToast';
import { notify } from '../../data/notifications';
import { READ_RETRY } from '../../data/queryClient';
import { aheadStaleTime, LIST_META } from '../../data/routeCalls';
import { ColumnValue } from '../values/ColumnValue';
import { listColumnProps } from '../values/columnProps';
import { PhoneOrTable, SmallScreenRows } from './SmallScreenRows';
import { PageComponentsContext } from '../shared/PageComponentsContext';
import { PagerSlot } from './ListSkeleton';
import { rowContent } from './rowHeights';
import { toCsv } from './csvExport';
import { filterInputs } from './listFilters';
import { ListFilterBar } from '../../overrides/renderers/ListFilterBar';
import { renderersMessagesEn } from '../../i18n/en/renderers';
import { EmbeddedPageContext, type ListPage } from '../shared/pageKinds';
import { translate } from '../../i18n/translate';
import { useMay, useMayRead } from '../shared/useMay';
import { useOperatorState } from '../../operator';
import { useMayOpenRoute, useRouteLink } from '../shared/useRouteLink';
import { refetchWhile } from '../shared/refresh';
import { RecordActions } from '../actions/RecordActions';
import { bulkSelection } from '../actions/bulkSelection';
import { offeredTo } from '../actions/rules';
import { ROUTES } from '../../generated/routes';
import { ColumnsChooser } from './memory/ColumnsChooser';
import { ListMemory } from './memory/ListMemory';
import { columnsStoreKey } from './memory/rememberingStore';
import { LeanTableBody } from '../../overrides/renderers/LeanTableBody';
import { RowRouteContext, rowClickFor, rowPrefetchRoute } from '../shared/rowRoute';

/**
 * The spec's create pages sit at `/<resource>/new`, not react-admin's `/<resource>/create`, so
 * the link is the named route's (under the mount) rather than useCreatePath's.
 */
function CreateRouteButton({ resource, route }: { resource: string; route: string }) {
  const link = useRouteLink();
  const mayCreate = useMay('create', resource);
  const to = link(route);
  if (!mayCreate || !to) return null;
  return (
    <Button component={Link} to={to} startIcon={<AddIcon />} size="small">
      {translate('renderers.list.create')}
    </Button>
  );
}

function ListActions({ page, embedded }: { page: ListPage; embedded: boolean }) {
  const text = useTranslate();
  const optional = page.filters.some((f) => !f.alwaysOn);
  // Saved filters (react-admin's saved queries, kept per browser) live in the filter button, so
  // it is offered on any filtered list; a list inside a tab keeps no URL for a query to go to.
  return (
    <TopToolbar>
      <ColumnsChooser columns={page.columns} storeKey={columnsStoreKey(page.resource)} />
      {(optional || (!embedded && page.filters.length > 0)) && (
        <FilterButton
          filters={filterInputs(page.filters, (key) => text(key, { _: key }))}
          disableSaveQuery={embedded}
        />
      )}
      {page.create && <CreateRouteButton resource={page.resource} route={page.create} />}
      {page.exportCsv && <ExportButton />}
    </TopToolbar>
  );
}

/** A failed load says so and offers to try again, instead of an empty table under a pager. */
export function ListLoadError() {
  const { refetch, isFetching } = useListContext();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" disabled={isFetching} onClick={() => void refetch()}>
          {translate('renderers.list.retry')}
        </Button>
      }
    >
      {translate('renderers.list.loadFailed')}
    </Alert>
  );
}

/** The pager, only while there are rows to page through (not beside an error). */
function ListPagination({ options }: { options: readonly number[] }) {
  const { error } = useListContext();
  if (error) return null;
  return (
    <PagerSlot>
      <Pagination rowsPerPageOptions={[...options]} />
    </PagerSlot>
  );
}

/**
 * One failure, one toast: the client stays quiet on each attempt (`skipNotificationStatus`) and
 * the list reports the failure once, when the retries are spent (§8 texts).
 */
const LIST_QUERY_OPTIONS = {
  ...READ_RETRY,
  meta: LIST_META,
  // The first page fetched ahead (start-up, a hover on its link) is used, not asked again.
  staleTime: aheadStaleTime,
  // A 401 ended the session: the client already said so on its way to Login.
  onError: (error: unknown) => {
    if ((error as { status?: unknown } | null)?.status !== 401)
      notify({ message: errorToastText(error), type: 'error' });
  },
} as const;

const FORBIDDEN_PATH = routePathFor(ROUTES, GUARD_ROUTES.forbidden) ?? '/403';

/**
 * A server-paged, sortable, filterable list of a resource, as the schema declares it, for a role
 * with §3 read on its section. react-admin would ask the authProvider in two async steps (session,
 * then access) before the list's call may start; judged here at once, the call starts with the
 * first render.
 */
export function ListRenderer({ page }: { page: ListPage }) {
  const embedded = useContext(EmbeddedPageContext);
  if (!useMayRead(page.resource)) return embedded ? null : <Navigate to={FORBIDDEN_PATH} replace />;
  // Another resource is another list: a list kept in place would show the previous resource's
  // rows (its query's placeholder data, the deferred rows) under the new columns for a moment.
  return (
    <ListMemory>
      <ListOf key={page.resource} page={page} embedded={embedded} />
    </ListMemory>
  );
}

function ListOf({ page, embedded }: { page: ListPage; embedded: boolean }) {
  const RowActions = useContext(PageComponentsContext)[page.rowActions ?? ''];
  const translate = useTranslate();
  const link = useRouteLink();
  const mayOpen = useMayOpenRoute();
  // Known at once (useMay's source): react-admin's usePermissions answers a render later.
  const { role } = useOperatorState();
  // No Actions column, no selection, for a viewer offered none of the list's actions.
  const offered = offeredTo(page.actions ?? [], role);
  const selection = bulkSelection(offered, page.resource);

  // Only the declared columns leave the browser: the API may return fields the page does not show.
  const exporter = useMemo<Exporter | false>(() => {
    if (!page.exportCsv) return false;
    return (records: RaRecord[]) =>
      downloadCSV(
        toCsv(
          records,
          page.columns,
          (c) => translate(c.label, { _: c.label }),
          (key, code) => translate(key, { _: code }),
        ),
        page.resource,
      );
  }, [page, translate]);

  // One rule for what a row opens, on a table and on a phone (./rowRoute).
  const rowRule = { mayOpen, link };
  const rowClick = rowClickFor(page, ROUTES, rowRule);
  // A pointer resting on a row fetches the page the row opens.
  const rowRoute = rowPrefetchRoute(page, rowRule);

  // The skeleton's header: the table's own columns, in order; its rows, as tall as the rows' tallest.
  const rowActions = !!RowActions && (RowActions.mayUse?.(role) ?? true);
  const skeletonColumns = {
    labels: [
      ...page.columns.map((c) => c.label),
      ...(offered.length > 0 ? ['moderation.actions.column'] : []),
      ...(rowActions ? ['renderers.list.actions'] : []),
    ],
    selection: selection.bulkActionButtons !== false,
    rowActions: rowActions ? RowActions : undefined,
    rows: rowContent({
      columns: page.columns,
      actionButtons: offered.length > 0,
      rowActions,
      selection: selection.bulkActionButtons !== false,
    }),
  };

  return (
    <List
      resource={page.resource}
      // The Gate checked the session; ListRenderer, the read permission.
      disableAuthentication
      title={false}
      perPage={page.perPage}
      {...(page.sort ? { sort: page.sort } : {})}
      {...(page.filterDefaults ? { filterDefaultValues: page.filterDefaults } : {})}
      filters={page.filters.length > 0 ? <ListFilterBar filters={page.filters} /> : undefined}
      exporter={exporter}
      actions={<ListActions page={page} embedded={embedded} />}
      queryOptions={
        page.refresh
          ? { ...LIST_QUERY_OPTIONS, refetchInterval: refetchWhile(page.refresh) }
          : LIST_QUERY_OPTIONS
      }
      pagination={<ListPagination options={page.perPageOptions} />}
      error={<ListLoadError />}
      empty={false}
      disableSyncWithLocation={embedded}
    >
      <PhoneOrTable
        skeleton={skeletonColumns}
        phone={
          <SmallScreenRows
            page={page}
            rowClick={rowClick}
            rowActions={RowActions && (RowActions.mayUse?.(role) ?? true) ? RowActions : undefined}
            offered={offered}
            selection={selection}
          />
        }
      >
        <RowRouteContext.Provider value={rowRoute}>
          <DataTable
            rowClick={rowClick}
            {...selection}
            storeKey={columnsStoreKey(page.resource)}
            body={LeanTableBody}
          >
            {page.columns.map((column) => (
              <DataTable.Col
                key={column.field}
                source={column.field}
                label={column.label}
                disableSort={!column.sortable}
              >
                <ColumnValue {...listColumnProps(column)} />
              </DataTable.Col>
            ))}
            {offered.length > 0 && (
              <DataTable.Col label={translate('moderation.actions.column')} disableSort>
                <RecordActions actions={offered} resource={page.resource} />
              </DataTable.Col>
            )}
            {RowActions && (RowActions.mayUse?.(role) ?? true) && (
              <DataTable.Col
                label={translate('renderers.list.actions', {
                  _: renderersMessagesEn.renderers.list.actions,
                })}
                disableSort
              >
                <Suspense fallback={null}>
                  <RowActions />
                </Suspense>
              </DataTable.Col>
            )}
          </DataTable>
        </RowRouteContext.Provider>
      </PhoneOrTable>
    </List>
  );
}
