import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { ListPaginationContext, Pagination, type ListPaginationContextValue } from 'react-admin';
import { safeUrl } from '../../data/safeUrl';
import { translate as t } from '../../i18n/translate';
import { codeAsWords, formatDate, formatMoney, toDate } from '../../i18n/format';
import { CARD_TABLE_PAGE_SIZES } from '../../ui/cardTablePageSizes';
import { useBillingHistory } from './hooks';
import { BillingCard } from './BillingCard';

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** The billing history, a paged table (§7 billing-history, a ra-data-simple-rest list). */
export function BillingHistory() {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState<number>(CARD_TABLE_PAGE_SIZES[0]);
  const history = useBillingHistory(page, perPage);
  const rows = history.data?.rows ?? [];
  return (
    <BillingCard titleId="billing-history-title" title={t('billing.page.history')}>
      {history.isError && <Alert severity="info">{t('billing.page.loadFailed')}</Alert>}
      {history.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary">{t('billing.page.historyEmpty')}</Typography>
      )}
      {rows.length > 0 && (
        <>
          <Table size="small" aria-labelledby="billing-history-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('billing.page.historyDate')}</TableCell>
                <TableCell>{t('billing.page.historyDescription')}</TableCell>
                <TableCell align="right">{t('billing.page.historyAmount')}</TableCell>
                <TableCell>{t('billing.page.historyStatus')}</TableCell>
                <TableCell>{t('billing.page.historyInvoice')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, i) => {
                const date = toDate(row.createdAt);
                const status = text(row.status);
                const invoice = text(row.invoiceUrl);
                const invoiceHref = safeUrl(invoice);
                return (
                  <TableRow key={text(row.id) || i}>
                    <TableCell>{date ? formatDate(date) : ''}</TableCell>
                    <TableCell>{text(row.description)}</TableCell>
                    <TableCell align="right">
                      {typeof row.amount === 'number' ? formatMoney(row.amount) : ''}
                    </TableCell>
                    <TableCell>
                      {status &&
                        t(`billing.page.historyStatuses.${status}`, { _: codeAsWords(status) })}
                    </TableCell>
                    <TableCell>
                      {/* A URL the safe-URL rule refuses is shown as text, never as a link. */}
                      {invoiceHref ? (
                        <Link href={invoiceHref} target="_blank" rel="noopener noreferrer">
                          {t('billing.page.download')}
                        </Link>
                      ) : (
                        invoice
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <HistoryPager
            page={page}
            perPage={perPage}
            total={history.data?.total ?? rows.length}
            setPage={setPage}
            setPerPage={(n) => {
              setPerPage(n);
              setPage(0);
            }}
          />
        </>
      )}
    </BillingCard>
  );
}

/**
 * The pager every other list of the console has (react-admin's: its words, its page buttons, its
 * phone form), over this card's own paging state, so the two kinds of table page alike.
 */
function HistoryPager({
  page,
  perPage,
  total,
  setPage,
  setPerPage,
}: {
  /** 0-based, as the history's query reads it. */
  page: number;
  perPage: number;
  total: number;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
}) {
  const value = useMemo<ListPaginationContextValue>(
    () => ({
      page: page + 1,
      perPage,
      total,
      setPage: (p: number) => setPage(p - 1),
      setPerPage: (n: number) => setPerPage(Number(n)),
      hasPreviousPage: page > 0,
      hasNextPage: (page + 1) * perPage < total,
      isLoading: false,
      isPending: false,
      resource: 'billing-history',
    }),
    [page, perPage, total, setPage, setPerPage],
  );
  return (
    <ListPaginationContext.Provider value={value}>
      <Pagination rowsPerPageOptions={[...CARD_TABLE_PAGE_SIZES]} />
    </ListPaginationContext.Provider>
  );
}
