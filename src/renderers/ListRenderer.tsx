import { Suspense, useContext, useMemo } from 'react';
import { Link } from 'react-router-dom';
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
  useCanAccess,
  useTranslate,
  type Exporter,
  type RaRecord,
} from 'react-admin';
import { READ_RETRY } from '../data/queryClient';
import { ColumnValue } from './ColumnValue';
import { PageComponentsContext } from './PageComponentsContext';
import { toCsv } from './csvExport';
import { filterInputs } from './listFilters';
import { renderersMessagesEn } from '../i18n/en/renderers';
import {
  DEFAULT_PAGE_SIZE,
  EmbeddedPageContext,
  LIST_PAGE_SIZES,
  type ListPage,
} from './pageKinds';
import { translate } from '../i18n/translate';
import { useRouteLink } from './useRouteLink';
import { OPERATOR_VIEW_PREFIX } from '../routing';
import { ROUTES } from '../generated/routes';

/**
 * The spec's create pages sit at `/<resource>/new`, not react-admin's `/<resource>/create`, so
 * the link is the named route's (under the mount) rather than useCreatePath's.
 */
function CreateRouteButton({ resource, route }: { resource: string; route: string }) {
  const link = useRouteLink();
  const { canAccess, isPending } = useCanAccess({ action: 'create', resource });
  const to = link(route);
  if (isPending || !canAccess || !to) return null;
  return (
    <Button component={Link} to={to} startIcon={<AddIcon />} size="small">
      {translate('renderers.list.create')}
    </Button>
  );
}

function ListActions({ page }: { page: ListPage }) {
  return (
    <TopToolbar>
      {page.filters.some((f) => !f.alwaysOn) && <FilterButton />}
      {page.create && <CreateRouteButton resource={page.resource} route={page.create} />}
      {page.exportCsv && <ExportButton />}
    </TopToolbar>
  );
}

/** A server-paged, sortable, filterable list of a resource, as the schema declares it. */
export function ListRenderer({ page }: { page: ListPage }) {
  const embedded = useContext(EmbeddedPageContext);
  const RowActions = useContext(PageComponentsContext)[page.rowActions ?? ''];
  const translate = useTranslate();
  const link = useRouteLink();

  // Only the declared columns leave the browser: the API may return fields the page does not show.
  const exporter = useMemo<Exporter | false>(() => {
    if (!page.exportCsv) return false;
    return (records: RaRecord[]) =>
      downloadCSV(
        toCsv(records, page.columns, (c) => translate(c.label, { _: c.label })),
        page.resource,
      );
  }, [page, translate]);

  // A record page registered at the resource's `/<resource>/:param` is where react-admin's own
  // 'edit' link points (src/app/console/resources.tsx); any other target keeps the named route.
  const target = page.rowClick ? ROUTES.find((r) => r.name === page.rowClick) : undefined;
  const rowClick = page.rowClickOperatorView
    ? (id: RaRecord['id']) => `${OPERATOR_VIEW_PREFIX}/${encodeURIComponent(String(id))}`
    : !page.rowClick
      ? false
      : target && new RegExp(`^/${page.resource}/:\\w+$`).test(target.path)
        ? 'edit'
        : (id: RaRecord['id']) => link(page.rowClick as string, id) ?? false;

  const filters = filterInputs(page.filters, (key) => translate(key, { _: key }));
  return (
    <List
      resource={page.resource}
      title={false}
      perPage={DEFAULT_PAGE_SIZE}
      filters={filters.length > 0 ? filters : undefined}
      exporter={exporter}
      actions={<ListActions page={page} />}
      queryOptions={READ_RETRY}
      pagination={<Pagination rowsPerPageOptions={[...LIST_PAGE_SIZES]} />}
      empty={false}
      disableSyncWithLocation={embedded}
    >
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        {page.columns.map((column) => (
          <DataTable.Col
            key={column.field}
            source={column.field}
            label={column.label}
            disableSort={!column.sortable}
          >
            <ColumnValue source={column.field} type={column.type} />
          </DataTable.Col>
        ))}
        {RowActions && (
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
    </List>
  );
}
