import { Suspense, useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Theme } from '@mui/material/styles';
import {
  RecordContextProvider,
  useCreatePath,
  useListContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { ColumnDef } from '../model/types';
import { ColumnValue } from './ColumnValue';
import type { ListPage } from './pageKinds';
import { needsLabel, smallScreenTexts } from './smallScreenTexts';
import { RecordActions } from './actions/RecordActions';
import type { BulkSelection } from './actions/bulkSelection';
import type { ActionDef } from '../model/types';
import Checkbox from '@mui/material/Checkbox';
import { DeferredRows } from './DeferredRows';
import { RowsOrSkeleton, type SkeletonColumns } from './ListSkeleton';
import { useCodeReady, type PageComponent } from './PageComponentsContext';

/** What a row opens: react-admin's edit route, a path, or nothing (ListRenderer's rowClick). */
export type SmallRowClick = 'edit' | false | ((id: RaRecord['id']) => string | false);

/**
 * One row per card line, as react-admin's SimpleList draws it: the primary text (the row's link,
 * stretched over the whole row so a tap anywhere opens it), the tertiary text at its end, the
 * secondary below, and the row's actions under the texts, above the stretched link.
 */
const ROWS = (theme: Theme) =>
  ({
    listStyle: 'none',
    m: 0,
    p: 0,
    '& > li': {
      position: 'relative',
      px: 2,
      py: 1.5,
      borderBottom: `1px solid ${theme.palette.divider}`,
      '&:hover': { bgcolor: 'action.hover' },
    },
    '& .row-line': { display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 },
    '& .row-primary': { flex: 1, minWidth: 0, overflowWrap: 'anywhere' },
    '& .row-tertiary': { flexShrink: 0, color: 'text.secondary', typography: 'body2' },
    '& .row-secondary': { color: 'text.secondary', typography: 'body2', overflowWrap: 'anywhere' },
    '& .row-link': {
      color: 'text.primary',
      textDecoration: 'none',
      '&::after': { content: '""', position: 'absolute', inset: 0 },
      '&:focus-visible': { outline: 'none' },
      '&:focus-visible::after': {
        outline: `2px solid ${theme.palette.primary.main}`,
        outlineOffset: -2,
      },
    },
    // Links and buttons in the row stay reachable above the row's own link.
    '& .row-secondary a, & .row-tertiary a, & .row-actions': { position: 'relative', zIndex: 1 },
    '& .row-actions': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: 1,
      mt: 1,
      '&:empty': { display: 'none' },
    },
  }) as const;

function Text({ column, linked = false }: { column: ColumnDef; linked?: boolean }) {
  // Inside the row's link, a value is words only: a link in a link is no link at all.
  const type = linked && (column.type === 'email' || column.type === 'url') ? 'text' : column.type;
  return (
    <ColumnValue
      source={column.field}
      type={type}
      label={column.label}
      choices={column.choices}
      link={linked ? undefined : column.link}
      linkField={column.linkField}
    />
  );
}

function Labelled({ column }: { column: ColumnDef }) {
  const translate = useTranslate();
  if (!needsLabel(column)) return <Text column={column} />;
  return (
    <>
      {translate(column.label, { _: column.label })}: <Text column={column} />
    </>
  );
}

/**
 * A row's height with one line of primary text (body1, 24 px) and one of secondary (body2, 20 px)
 * when the list shows one, its padding and divider: the least a row takes, skeleton or real.
 */
const rowHeight = (secondary: boolean) => 24 + (secondary ? 20 : 0) + 2 * 12 + 1;

/** A row-actions component's line: its gap and a small input's height (Team's role picker). */
const ACTIONS_LINE = 8 + 40;

/** The rows' place kept a page tall, so a short page leaves the pager where the skeleton had it. */
const pageTall = (rows: number, secondary: boolean, actions: boolean) => ({
  minHeight: rows * (rowHeight(secondary) + (actions ? ACTIONS_LINE : 0)),
});

/**
 * The phone rows while the first page is on its way (issue 30, CLS 0): a page of rows of the
 * real rows' lines, each a bar in its line's text, so the pager is where it stays and nothing
 * moves when the answer comes. Hidden from assistive technology, as the table's skeleton.
 */
function PhoneSkeleton({
  rows,
  secondary,
  actions,
}: {
  rows: number;
  secondary: boolean;
  /** The rows hold a row-actions component's line. */
  actions: boolean;
}) {
  return (
    <Box
      component="ul"
      sx={[ROWS, PHONE_BARS]}
      aria-hidden="true"
      data-testid="list-skeleton"
      style={pageTall(rows, secondary, actions)}
    >
      {Array.from({ length: rows }, (_, row) => (
        <li key={row} data-skeleton-row="">
          <div className="row-line">
            <span className="row-primary">
              <span className="bar" />
            </span>
          </div>
          {secondary && (
            <div className="row-secondary">
              <span className="bar" />
            </div>
          )}
          {actions && <div style={{ height: ACTIONS_LINE }} />}
        </li>
      ))}
    </Box>
  );
}

const PHONE_BARS = {
  '& .bar': {
    display: 'inline-block',
    width: '60%',
    height: '0.8em',
    verticalAlign: 'middle',
    borderRadius: 1,
    bgcolor: 'action.hover',
  },
} as const;

/**
 * A list on a phone: react-admin's small-screen list (primary, secondary, tertiary text per row,
 * from the schema's `mobile:` or its defaults) instead of a table scrolled sideways, with each
 * row's actions below its texts.
 */
export function SmallScreenRows({
  page,
  rowClick,
  rowActions: RowActions,
  offered,
  selection,
}: {
  page: ListPage;
  rowClick: SmallRowClick;
  rowActions?: PageComponent | undefined;
  /** The list's actions the viewer is offered (no actions, no buttons). */
  offered: readonly ActionDef[];
  /** The table's bulk selection (./actions/bulkSelection): its toolbar and which rows may be ticked. */
  selection: BulkSelection;
}) {
  const { data, isPending, error, resource, selectedIds, onToggleItem, perPage } = useListContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const texts = useMemo(() => smallScreenTexts(page.columns, page.mobile), [page]);
  const codeReady = useCodeReady(RowActions);
  if (error || !texts) return null;
  if (isPending || !codeReady)
    return <PhoneSkeleton rows={perPage} secondary={!!texts.secondary} actions={!!RowActions} />;
  if (!data || data.length === 0)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate('ra.navigation.no_results')}
      </Typography>
    );
  const target = (id: RaRecord['id']): string | false =>
    rowClick === 'edit'
      ? createPath({ resource: page.resource || resource, type: 'edit', id })
      : rowClick
        ? rowClick(id)
        : false;
  const { primary, secondary, tertiary } = texts;
  const selectable = selection.isRowSelectable;
  return (
    <>
      {selection.bulkActionsToolbar}
      <Box
        component="ul"
        sx={ROWS}
        className="small-screen-rows"
        style={pageTall(perPage, !!secondary, !!RowActions)}
      >
        {data.map((record) => {
          const to = target(record.id);
          return (
            <RecordContextProvider key={record.id} value={record}>
              <li>
                <div className="row-line">
                  <span className="row-primary">
                    {to ? (
                      <RouterLink to={to} className="row-link">
                        <Text column={primary} linked />
                      </RouterLink>
                    ) : (
                      <Text column={primary} />
                    )}
                  </span>
                  {tertiary && (
                    <span className="row-tertiary">
                      <Text column={tertiary} />
                    </span>
                  )}
                </div>
                {secondary && (
                  <div className="row-secondary">
                    <Labelled column={secondary} />
                  </div>
                )}
                <div className="row-actions">
                  {selectable?.(record) && (
                    <Checkbox
                      size="small"
                      checked={selectedIds.includes(record.id)}
                      onChange={() => onToggleItem(record.id)}
                      slotProps={{
                        input: { 'aria-label': translate('moderation.actions.selectRow') },
                      }}
                    />
                  )}
                  {offered.length > 0 && (
                    <RecordActions actions={offered} resource={page.resource} />
                  )}
                  {RowActions && (
                    <Suspense fallback={null}>
                      <RowActions />
                    </Suspense>
                  )}
                </div>
              </li>
            </RecordContextProvider>
          );
        })}
      </Box>
    </>
  );
}

/**
 * The list's rows (deferred, ./DeferredRows): below the `sm` breakpoint the phone rows, else the
 * table the list draws.
 */
export function PhoneOrTable({
  phone,
  skeleton,
  children,
}: {
  phone: ReactNode;
  /** The table's columns, drawn as placeholder rows while the first page is on its way. */
  skeleton?: SkeletonColumns;
  children: ReactNode;
}) {
  const small = useMediaQuery(useTheme().breakpoints.down('sm'));
  const table = skeleton ? (
    <RowsOrSkeleton columns={skeleton}>{children}</RowsOrSkeleton>
  ) : (
    children
  );
  return <DeferredRows>{small ? phone : table}</DeferredRows>;
}
