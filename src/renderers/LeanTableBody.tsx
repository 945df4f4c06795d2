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

import { REST_MS, useRoutePrefetch } from './routePrefetch';
import { RowIntentContext } from './rowIntent';

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
 * computed by Emotion for each of a page's hundreds of cells (issue 30: a page of 100 rows spent
 * about a third of its render in per-cell style serialising).
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
  readonly intent: RowIntent | null;
}

interface RowIntent {
  readonly rest: (record: RaRecord) => void;
  readonly leave: () => void;
  readonly press: (record: RaRecord) => void;
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
  intent,
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
        {...(clickable && intent
          ? {
              onPointerEnter: () => intent.rest(record),
              onPointerLeave: intent.leave,
              onPointerDown: () => intent.press(record),
            }
          : {})}
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
  // One pointer, one row at a time: one timer for the body.
  const ahead = useContext(RowIntentContext);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const intent = useMemo<RowIntent | null>(
    () =>
      ahead && {
        rest: (record) => {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => ahead(record), REST_MS);
        },
        leave: () => clearTimeout(timer.current),
        press: (record) => {
          clearTimeout(timer.current);
          ahead(record);
        },
      },
    [ahead],
  );
  // A cell's link to another page (ColumnValue's `data-route`): fetched ahead on a resting
  // pointer, a focus or a press, one handler for the whole body.
  const prefetchRoute = useRoutePrefetch();
  const linkTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const overLink = useRef<HTMLElement | null>(null);
  useEffect(() => () => clearTimeout(linkTimer.current), []);
  const linkIn = (target: EventTarget) =>
    target instanceof Element ? target.closest<HTMLElement>('a[data-route]') : null;
  const fetchLink = (a: HTMLElement) =>
    a.dataset.route && prefetchRoute(a.dataset.route, a.dataset.routeId);
  const linkHandlers = {
    onPointerOver: (event: PointerEvent) => {
      const a = linkIn(event.target);
      if (a === overLink.current) return;
      overLink.current = a;
      clearTimeout(linkTimer.current);
      if (a) linkTimer.current = setTimeout(() => fetchLink(a), REST_MS);
    },
    onFocus: (event: FocusEvent) => {
      const a = linkIn(event.target);
      if (a) fetchLink(a);
    },
    onPointerDown: (event: PointerEvent) => {
      const a = linkIn(event.target);
      if (!a) return;
      clearTimeout(linkTimer.current);
      fetchLink(a);
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
      {...linkHandlers}
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
          intent={intent}
        />
      ))}
    </TableBody>
  );
});
