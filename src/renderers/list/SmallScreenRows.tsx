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
import type { ColumnDef } from '../../model/types';
import { ColumnValue } from '../values/ColumnValue';
import { PREVIEW_SIZE } from '../values/UrlValue';
import { listColumnProps } from '../values/columnProps';
import type { ListPage } from '../shared/pageKinds';
import { needsLabel, smallScreenTexts } from './smallScreenTexts';
import { RecordActions } from '../actions/RecordActions';
import type { BulkSelection } from '../actions/bulkSelection';
import type { ActionDef } from '../../model/types';
import Checkbox from '@mui/material/Checkbox';
import { DeferredRows } from './DeferredRows';
import { RowsOrSkeleton, type SkeletonColumns } from './ListSkeleton';
import { useCodeReady, type PageComponent } from '../shared/PageComponentsContext';

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
    // An address's line: its preview beside the column's name, the address cut to the row.
    '& .row-media': {
      display: 'flex',
      alignItems: 'center',
      gap: 0.5,
      minHeight: MEDIA_LINE,
      py: 0.5,
      '& > a': { minWidth: 0, maxWidth: '100%' },
      '& > .row-label': { flexShrink: 0 },
    },
    '& .row-actions': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: 1,
      mt: 1,
      '&:empty': { display: 'none' },
    },
    // Decisions sized for a thumb: the row's action buttons share its width, 44 px tall.
    '& .row-actions .MuiButton-root': { minHeight: 44 },
    '& .row-actions .record-actions': { flex: 1, minWidth: 0 },
    '& .record-actions .MuiButton-root': { flex: 1 },
  }) as const;

/** A column's value as the table's cell draws it (./columnProps: one rule for both). */
function Text({ column, linked = false }: { column: ColumnDef; linked?: boolean }) {
  return <ColumnValue {...listColumnProps(column, linked)} />;
}

function Labelled({ column, always = false }: { column: ColumnDef; always?: boolean }) {
  const translate = useTranslate();
  if (!always && !needsLabel(column)) return <Text column={column} />;
  return (
    <>
      <span className="row-label">{translate(column.label, { _: column.label })}:</span>{' '}
      <Text column={column} />
    </>
  );
}

/** The lines a list's phone rows hold: what their height (and the skeleton's) is made of. */
interface RowLines {
  readonly secondary: boolean;
  /** Detail lines: `url` ones hold a picture's preview, the others a line of body2. */
  readonly details: readonly ColumnDef[];
  /** A line of buttons: the row's actions, its selection box, a row-actions component. */
  readonly actions: boolean;
}

/** A detail line holding a picture's preview: the preview and the space above and below it. */
const MEDIA_LINE = PREVIEW_SIZE + 2 * 4;

/** A line of buttons: its gap and a thumb's target (44 px, as Team's role picker is 40). */
const ACTIONS_LINE = 8 + 44;

/**
 * A row's height with one line of primary text (body1, 24 px), one of body2 (20 px) for the
 * secondary text and each plain detail, a media line for each address, a line of buttons, its
 * padding and divider: the least a row takes, skeleton or real.
 */
const rowHeight = ({ secondary, details, actions }: RowLines) =>
  24 +
  (secondary ? 20 : 0) +
  details.reduce((sum, c) => sum + (c.type === 'url' ? MEDIA_LINE : 20), 0) +
  (actions ? ACTIONS_LINE : 0) +
  2 * 12 +
  1;

/** The rows' place kept a page tall, so a short page leaves the pager where the skeleton had it. */
const pageTall = (rows: number, lines: RowLines) => ({ minHeight: rows * rowHeight(lines) });

/**
 * The phone rows while the first page is on its way (CLS 0): a page of rows of the
 * real rows' lines, each a bar in its line's text, so the pager is where it stays and nothing
 * moves when the answer comes. Hidden from assistive technology, as the table's skeleton.
 */
function PhoneSkeleton({ rows, lines }: { rows: number; lines: RowLines }) {
  return (
    <Box
      component="ul"
      sx={[ROWS, PHONE_BARS]}
      aria-hidden="true"
      data-testid="list-skeleton"
      style={pageTall(rows, lines)}
    >
      {Array.from({ length: rows }, (_, row) => (
        <li key={row} data-skeleton-row="">
          <div className="row-line">
            <span className="row-primary">
              <span className="bar" />
            </span>
          </div>
          {lines.secondary && (
            <div className="row-secondary">
              <span className="bar" />
            </div>
          )}
          {lines.details.map((c) => (
            <div
              key={c.field}
              className={c.type === 'url' ? 'row-secondary row-media' : 'row-secondary'}
            >
              <span className="bar" />
            </div>
          ))}
          {lines.actions && <div style={{ height: ACTIONS_LINE }} />}
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
  const lines: RowLines = {
    secondary: !!texts.secondary,
    details: texts.details,
    actions: !!RowActions || offered.length > 0 || !!selection.isRowSelectable,
  };
  if (isPending || !codeReady) return <PhoneSkeleton rows={perPage} lines={lines} />;
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
  const { primary, secondary, tertiary, details } = texts;
  const selectable = selection.isRowSelectable;
  return (
    <>
      {selection.bulkActionsToolbar && (
        <Box sx={PHONE_BULK_BAR}>{selection.bulkActionsToolbar}</Box>
      )}
      <Box component="ul" sx={ROWS} className="small-screen-rows" style={pageTall(perPage, lines)}>
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
                {details.map((column) => (
                  <div
                    key={column.field}
                    className={column.type === 'url' ? 'row-secondary row-media' : 'row-secondary'}
                  >
                    <Labelled column={column} always />
                  </div>
                ))}
                <div className="row-actions">
                  {selectable?.(record) && (
                    <Checkbox
                      checked={selectedIds.includes(record.id)}
                      onChange={() => onToggleItem(record.id)}
                      // The table's row box's words (react-admin's SelectRowCheckbox).
                      slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
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
      {/* The last row and the pager scroll clear of the bar. */}
      {selectedIds.length > 0 && <Box sx={{ height: BULK_BAR_ROOM }} />}
    </>
  );
}

/** The bar's height at its tallest (its count's line and a line of buttons) and a gap. */
const BULK_BAR_ROOM = 136;

/**
 * react-admin's "n selected" bar on a phone: a bar along the screen's bottom edge (where a thumb
 * is), its count on one line and its buttons sharing the next, never wider than the screen and
 * never over the list's filters (its desk place slides over the list's top toolbar).
 */
const PHONE_BULK_BAR = (theme: Theme) =>
  ({
    '& .MuiToolbar-root.RaBulkActionsToolbar-toolbar': {
      position: 'fixed',
      top: 'auto',
      bottom: 0,
      left: 0,
      right: 0,
      transform: 'none',
      height: 'auto',
      minHeight: 0,
      flexWrap: 'wrap',
      rowGap: 0.5,
      px: 2,
      pt: 1,
      pb: 'calc(8px + env(safe-area-inset-bottom, 0px))',
      borderRadius: 0,
      boxShadow: theme.shadows[8],
      zIndex: theme.zIndex.appBar,
    },
    '& .MuiToolbar-root.RaBulkActionsToolbar-collapsed': { display: 'none' },
    '& .RaBulkActionsToolbar-toolbar .RaBulkActionsToolbar-title': {
      flex: '1 1 100%',
      minWidth: 0,
    },
    '& .RaBulkActionsToolbar-toolbar .RaBulkActionsToolbar-topToolbar': {
      flex: '1 1 100%',
      p: 0,
      minHeight: 0,
    },
    '& .bulk-actions': { flex: 1 },
    '& .bulk-actions .MuiButton-root': { flex: '1 1 auto', minHeight: 44 },
  }) as const;

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
