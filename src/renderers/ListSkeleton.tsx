import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useListContext, useTranslate } from 'react-admin';

/**
 * A skeleton row and the row that replaces it take the same place, so nothing below moves when the
 * answer comes (issue 30, CLS 0): the heights of react-admin's small table with a line of text
 * (measured in Chromium: header 37.8 px, row 33 px), kept as minimums on both. A row holding
 * something taller (a button, a chip) still grows to it, as before.
 */
export const HEAD_HEIGHT = 38;
export const ROW_HEIGHT = 33;

const SAME_HEIGHTS = {
  '& thead tr': { height: HEAD_HEIGHT },
  '& tbody tr': { height: ROW_HEIGHT },
} as const;

export interface SkeletonColumns {
  /** The header labels (message keys) of the list's columns, in order. */
  readonly labels: readonly string[];
  /** A first column of row boxes (bulk actions offered). */
  readonly selection: boolean;
}

/**
 * A list's table while its first page is on its way: the real header, and as many placeholder
 * rows as the page will hold, so the frame of the page is there at once and the pager sits where
 * it will stay. Once an answer (or an error) is there, the table itself.
 */
export function RowsOrSkeleton({
  columns,
  children,
}: {
  readonly columns: SkeletonColumns;
  readonly children: ReactNode;
}) {
  const { isPending, data, error, perPage } = useListContext();
  const waiting = isPending && !data && !error;
  return (
    <Box sx={SAME_HEIGHTS}>
      {waiting ? <ListSkeleton columns={columns} rows={perPage} /> : children}
    </Box>
  );
}

export function ListSkeleton({ columns, rows }: { columns: SkeletonColumns; rows: number }) {
  const translate = useTranslate();
  const cells = columns.labels.length;
  return (
    <Table size="small" aria-busy="true" data-testid="list-skeleton">
      <TableHead>
        <TableRow>
          {columns.selection && <TableCell padding="checkbox" />}
          {columns.labels.map((label, i) => (
            <TableCell key={i}>{translate(label, { _: label })}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {Array.from({ length: rows }, (_, row) => (
          <TableRow key={row} data-skeleton-row="">
            {columns.selection && <TableCell padding="checkbox" />}
            {Array.from({ length: cells }, (_, cell) => (
              <TableCell key={cell}>
                <Skeleton variant="text" />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The pager's place, the same height while the first page loads (react-admin draws a shorter bar). */
export function PagerSlot({ children }: { children: ReactNode }) {
  return <Box sx={{ minHeight: 52 }}>{children}</Box>;
}
