import {
  Children,
  isValidElement,
  memo,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import TableBody from '@mui/material/TableBody';
import type { Theme } from '@mui/material/styles';
import {
  RecordContextProvider,
  SelectRowCheckbox,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableStoreContext,
  useGetPathForRecordCallback,
  useNavigate,
  useResourceContext,
  useStore,
  type RaRecord,
} from 'react-admin';

import { REST_MS, useRoutePrefetch } from '../../renderers/shared/routePrefetch';
import { RowRouteContext } from '../../renderers/shared/rowRoute';

/** What a `DataTable.Col` element declares that a body cell needs. */
interface ColumnProps {
  readonly source?: string;
  readonly label?: unknown;
  readonly children?: ReactNode;
  readonly render?: (record: RaRecord) => ReactNode;
  readonly cellClassName?: string;
}

interface Cell {
  readonly key: string;
  readonly className: string;
  readonly draw: (record: RaRecord) => ReactNode;
}

const CELL = 'MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall RaDataTable-rowCell';
const CHECKBOX_CELL =
  'MuiTableCell-root MuiTableCell-body MuiTableCell-paddingCheckbox MuiTableCell-sizeSmall';

/** The declared columns the viewer has not hidden, each as the cell it draws for a record. */
function cellsOf(children: ReactNode, hidden: readonly string[]): Cell[] {
  const cells: Cell[] = [];
  Children.forEach(children, (child, index) => {
    if (!isValidElement<ColumnProps>(child)) return;
    const { source, label, children: content, render, cellClassName } = child.props;
    const key = source ?? (typeof label === 'string' ? label : `column${index}`);
    if (hidden.includes(key)) return;
    cells.push({
      key,
      className: [CELL, cellClassName, source ? `column-${source}` : ''].filter(Boolean).join(' '),
      draw: (record) =>
        content ?? (render ? render(record) : source != null ? String(record[source] ?? '') : null),
    });
  });
  return cells;
}

/**
 * The look of MUI's small body cells and hover rows, given once to the whole body instead of
 * computed by Emotion for each of a page's hundreds of cells (a page of 100 rows would
 * spend about a third of its render in per-cell style serialising).
 */
const bodyLook = (theme: Theme) => {
  const divider = theme.alpha(theme.palette.divider, 1);
  return {
    '& > tr': { color: 'inherit', display: 'table-row', verticalAlign: 'middle', outline: 0 },
    '& > tr.MuiTableRow-hover:hover': { backgroundColor: theme.palette.action.hover },
    '& > tr.RaDataTable-clickableRow': { cursor: 'pointer' },
    '& > tr > td': {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${
        theme.palette.mode === 'light' ? theme.lighten(divider, 0.88) : theme.darken(divider, 0.68)
      }`,
      textAlign: 'left',
      padding: '6px 16px',
      color: theme.palette.text.primary,
    },
    '& > tr > td.MuiTableCell-paddingCheckbox': {
      width: 24,
      padding: '0 8px',
      '& > *': { padding: 0 },
    },
  } as const;
};

interface RowProps {
  readonly record: RaRecord;
  readonly index: number;
  readonly cells: readonly Cell[];
  readonly checkbox: boolean;
  readonly selectable: boolean;
  readonly clickable: boolean;
  readonly hover: boolean;
  readonly onOpen: (record: RaRecord, event: MouseEvent) => void;
  /** The route the row opens, fetched ahead by the body's pointer handlers (`data-route`). */
  readonly route: string | undefined;
}

/** One row: plain cells in the record's context, so a cell's own components read the record. */
const LeanRow = memo(function LeanRow({
  record,
  index,
  cells,
  checkbox,
  selectable,
  clickable,
  hover,
  onOpen,
  route,
}: RowProps) {
  const className = [
    'MuiTableRow-root',
    hover ? 'MuiTableRow-hover' : '',
    'RaDataTable-row',
    index % 2 === 0 ? 'RaDataTable-rowEven' : 'RaDataTable-rowOdd',
    selectable ? 'RaDataTable-selectable' : '',
    clickable ? 'RaDataTable-clickableRow' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <RecordContextProvider value={record}>
      <tr
        className={className}
        onClick={clickable ? (event) => onOpen(record, event) : undefined}
        {...(clickable && route ? { 'data-route': route, 'data-route-id': String(record.id) } : {})}
      >
        {checkbox && (
          <td className={CHECKBOX_CELL}>
            <SelectRowCheckbox />
          </td>
        )}
        {cells.map((cell) => (
          <td key={cell.key} className={cell.className}>
            {cell.draw(record)}
          </td>
        ))}
      </tr>
    </RecordContextProvider>
  );
});

/**
 * react-admin's DataTable body, drawn lean: the same rows, classes, row click, selection boxes and
 * hidden columns (the DataTable's store), but each cell a plain `<td>` styled by the body, and each
 * row one memoised component. A row renders again only when its record changes.
 */
export const LeanTableBody = memo(function LeanTableBody({
  children,
  className,
}: {
  children?: ReactNode;
  className?: string;
}) {
  const data = useDataTableDataContext();
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey ?? '', defaultHiddenColumns ?? []);
  const { hasBulkActions = false, hover = true } = useDataTableConfigContext();
  const { handleToggleItem, isRowSelectable, rowClick } = useDataTableCallbacksContext();
  const resource = useResourceContext();
  const navigate = useNavigate();
  const pathFor = useGetPathForRecordCallback();
  const cells = useMemo(
    () => cellsOf(children, Array.isArray(hidden) ? hidden : []),
    [children, hidden],
  );

  // react-admin's row click: a path, a function of the record, or 'toggleSelection'.
  const open = useCallback(
    async (record: RaRecord, event: MouseEvent) => {
      const link =
        typeof rowClick === 'function'
          ? await rowClick(record.id, resource ?? '', record)
          : rowClick;
      if (link === 'toggleSelection') {
        handleToggleItem?.(record.id, event);
        return;
      }
      const path = await pathFor({ record, resource, link });
      if (path) navigate(path, { state: { _scrollToTop: true } });
    },
    [rowClick, resource, handleToggleItem, pathFor, navigate],
  );
  // The page a row or a cell's link opens (their `data-route`), fetched ahead on a resting pointer,
  // a focus or a press: one pointer, one timer, one set of handlers for the whole body.
  const rowRoute = useContext(RowRouteContext);
  const prefetchRoute = useRoutePrefetch();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const over = useRef<HTMLElement | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  const routeIn = (target: EventTarget) =>
    target instanceof Element ? target.closest<HTMLElement>('[data-route]') : null;
  const fetchAhead = (el: HTMLElement) =>
    el.dataset.route && prefetchRoute(el.dataset.route, el.dataset.routeId);
  const intentHandlers = {
    onPointerOver: (event: PointerEvent) => {
      const el = routeIn(event.target);
      if (el === over.current) return;
      over.current = el;
      clearTimeout(timer.current);
      if (el) timer.current = setTimeout(() => fetchAhead(el), REST_MS);
    },
    onPointerLeave: () => {
      over.current = null;
      clearTimeout(timer.current);
    },
    onFocus: (event: FocusEvent) => {
      const el = routeIn(event.target);
      if (el) fetchAhead(el);
    },
    onPointerDown: (event: PointerEvent) => {
      const el = routeIn(event.target);
      if (!el) return;
      clearTimeout(timer.current);
      fetchAhead(el);
    },
  };
  const onOpen = useCallback(
    (record: RaRecord, event: MouseEvent) => void open(record, event),
    [open],
  );

  return (
    <TableBody
      className={['datatable-body', className, 'RaDataTable-tbody'].filter(Boolean).join(' ')}
      sx={bodyLook}
      {...intentHandlers}
    >
      {data?.map((record, index) => (
        <LeanRow
          key={record.id ?? `row${index}`}
          record={record}
          index={index}
          cells={cells}
          checkbox={hasBulkActions && handleToggleItem != null}
          selectable={!isRowSelectable || isRowSelectable(record)}
          clickable={rowClick != null && rowClick !== false}
          hover={hover}
          onOpen={onOpen}
          route={rowRoute}
        />
      ))}
    </TableBody>
  );
});
