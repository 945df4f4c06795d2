import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { useListContext, useTranslate } from 'react-admin';
import { ROW_HEIGHTS, type RowContent } from './rowHeights';
import { useCodeReady, type PageComponent } from '../shared/PageComponentsContext';

/** The table's header row (measured in Chromium: 37.8 px), skeleton or real. */
export const HEAD_HEIGHT = 38;

export interface SkeletonColumns {
  /** The header labels (message keys) of the list's columns, in order. */
  readonly labels: readonly string[];
  /** A first column of row boxes (bulk actions offered). */
  readonly selection: boolean;
  /** The tallest thing a row may hold (rowContent): the height of every row, skeleton or real. */
  readonly rows?: RowContent;
  /** The row-actions component the rows are drawn with: its code is waited for. */
  readonly rowActions?: PageComponent | undefined;
}

/**
 * A list's table while its first page is on its way: the real header, and as many placeholder
 * rows as the page will hold, so the frame of the page is there at once and the pager sits where
 * it will stay. Once an answer (or an error) is there, the table itself, in a place kept at least
 * a full page tall: a page of fewer rows (a short list, the last page) leaves the pager where the
 * skeleton had it, rather than pulling it up under the operator's pointer.
 */
export function RowsOrSkeleton({
  columns,
  children,
}: {
  readonly columns: SkeletonColumns;
  readonly children: ReactNode;
}) {
  const { isPending, data, error, perPage } = useListContext();
  const codeReady = useCodeReady(columns.rowActions);
  const waiting = (isPending && !data && !error) || !codeReady;
  const row = ROW_HEIGHTS[columns.rows ?? 'text'];
  const sx = {
    '& thead tr': { height: HEAD_HEIGHT },
    '& tbody tr': { height: row },
    minHeight: error ? undefined : HEAD_HEIGHT + perPage * row,
  };
  return (
    <Box sx={sx}>{waiting ? <ListSkeleton columns={columns} rows={perPage} /> : children}</Box>
  );
}

/**
 * Plain cells styled once on the table, not MUI's table components: a page of placeholder rows is
 * drawn beneath the start-up loader, and as components it was ~800 renders of React work there.
 * It looks as MUI's small table does (padding, divider, the header's weight).
 */
const SKELETON_STYLE = (theme: Theme) =>
  ({
    width: '100%',
    borderCollapse: 'collapse',
    borderSpacing: 0,
    '& th, & td': {
      ...theme.typography.body2,
      padding: '6px 16px',
      textAlign: 'left',
      borderBottom: `1px solid ${theme.palette.divider}`,
    },
    '& th': { fontWeight: theme.typography.fontWeightMedium, lineHeight: '1.5rem' },
    '& .box': { width: 48, padding: 0 },
    '& td > span': {
      display: 'block',
      height: '0.8em',
      borderRadius: 1,
      bgcolor: 'action.hover',
    },
  }) as const;

export function ListSkeleton({ columns, rows }: { columns: SkeletonColumns; rows: number }) {
  const translate = useTranslate();
  const cells = columns.labels.length;
  const box = columns.selection ? <td className="box" /> : null;
  return (
    // Placeholders say nothing: hidden from assistive technology, which meets the table once it
    // holds rows (as before the skeleton, when the body was empty until then).
    <Box component="table" sx={SKELETON_STYLE} aria-hidden="true" data-testid="list-skeleton">
      <thead>
        <tr>
          {columns.selection && <th className="box" />}
          {columns.labels.map((label, i) => (
            <th key={i}>{translate(label, { _: label })}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: rows }, (_, row) => (
          <tr key={row} data-skeleton-row="">
            {box}
            {Array.from({ length: cells }, (_, cell) => (
              <td key={cell}>
                <span />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/** The pager's place, the same height while the first page loads (react-admin draws a shorter bar). */
export function PagerSlot({ children }: { children: ReactNode }) {
  return <Box sx={{ minHeight: 52 }}>{children}</Box>;
}
