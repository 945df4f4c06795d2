import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { translate as t } from '../../i18n/translate';
import { formatDate, formatNumber, toDate } from '../../i18n/format';
import { isoDay } from '../../data/dashboardRange';
import { DayInput } from '../../ui/form/DayInput';
import { useUsageStats } from './hooks';
import { daysOf, type DayUsage } from './usageDays';
import { BillingCard } from './BillingCard';

const day = (iso: string) => {
  const date = toDate(iso);
  return date ? formatDate(date) : iso;
};

/** A plain SVG bar chart: one bar per day, each with its value as a title; the figure is labelled. */
function BarChart({ days }: { days: readonly DayUsage[] }) {
  const theme = useTheme();
  const width = 640;
  const height = 160;
  const max = Math.max(1, ...days.map((d) => d.credits));
  const bar = width / days.length;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <svg
        role="img"
        aria-label={t('billing.page.usageChart')}
        viewBox={`0 0 ${width} ${height + 20}`}
        width="100%"
        style={{ maxWidth: width }}
      >
        {days.map((d, i) => {
          const h = (d.credits / max) * height;
          return (
            <rect
              key={d.date}
              x={i * bar + 1}
              y={height - h}
              width={Math.max(1, bar - 2)}
              height={h}
              fill={theme.palette.primary.main}
            >
              <title>{`${day(d.date)}: ${formatNumber(d.credits)}`}</title>
            </rect>
          );
        })}
        <text x={0} y={height + 16} fill={theme.palette.text.secondary} fontSize={12}>
          {days[0] && day(days[0].date)}
        </text>
        <text
          x={width}
          y={height + 16}
          textAnchor="end"
          fill={theme.palette.text.secondary}
          fontSize={12}
        >
          {days.length > 0 && day(days[days.length - 1]!.date)}
        </text>
      </svg>
    </Box>
  );
}

/** Usage statistics over a date range (§7 usage-stats with from/to query parameters). */
export function UsageStats({ today = new Date() }: { today?: Date }) {
  const [to, setTo] = useState(() => isoDay(today));
  // The user's calendar days (not UTC's): the range ends today wherever the user is.
  const [from, setFrom] = useState(() =>
    isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29)),
  );
  const stats = useUsageStats(from, to);
  const days = daysOf(stats.data);
  const total =
    typeof stats.data?.total === 'number'
      ? stats.data.total
      : days.reduce((sum, d) => sum + d.credits, 0);
  return (
    <BillingCard titleId="usage-stats-title" title={t('billing.page.usageStats')}>
      <Stack direction="row" useFlexGap sx={{ mb: 2, gap: 2, flexWrap: 'wrap' }}>
        <DayInput label={t('billing.page.from')} value={from} onChange={setFrom} max={to} />
        <DayInput label={t('billing.page.to')} value={to} onChange={setTo} min={from} />
      </Stack>
      {stats.isError && <Alert severity="info">{t('billing.page.loadFailed')}</Alert>}
      {stats.isSuccess && days.length === 0 && (
        <Typography color="text.secondary">{t('billing.page.usageEmpty')}</Typography>
      )}
      {days.length > 0 && (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('billing.page.usageTotal', { n: formatNumber(total) })}
          </Typography>
          <BarChart days={days} />
        </>
      )}
    </BillingCard>
  );
}
