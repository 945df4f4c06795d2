import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { translate as t } from '../../i18n/translate';
import { defaultPeriod, humanize } from './period';
import { useDashboard, type DashboardEndpoint } from './useDashboard';

type Figure = { key: string; value: string | number };

/** The scalar figures of a dashboard response; nested series are left to the chart pages. */
export function figuresOf(body: unknown): Figure[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.entries(body as Record<string, unknown>)
    .filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'number' || typeof entry[1] === 'string',
    )
    .map(([key, value]) => ({ key, value }));
}

/** A period picker and one card per figure of a dashboard endpoint. */
export function InsightCards({ endpoint }: { endpoint: DashboardEndpoint }) {
  const [period, setPeriod] = useState(() => defaultPeriod(new Date()));
  // Keyed by the period: a result for another period is not shown, the cards wait for this one.
  const loaded = useDashboard(endpoint, period);
  const figures = loaded.isPending ? null : loaded.isError ? 'failed' : figuresOf(loaded.data);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        {(['from', 'to'] as const).map((bound) => (
          <TextField
            key={bound}
            type="date"
            size="small"
            label={t(`pages.dashboard.${bound}`)}
            value={period[bound]}
            onChange={(event) =>
              event.target.value && setPeriod((prev) => ({ ...prev, [bound]: event.target.value }))
            }
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Stack>
      {figures === null && <CircularProgress size={24} aria-label={t('pages.common.loading')} />}
      {figures === 'failed' && <Alert severity="error">{t('pages.common.loadFailed')}</Alert>}
      {Array.isArray(figures) && figures.length === 0 && (
        <Typography>{t('pages.dashboard.empty')}</Typography>
      )}
      {Array.isArray(figures) && (
        <Grid container spacing={2}>
          {figures.map((figure) => (
            <Grid key={figure.key} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="body2" color="text.secondary">
                    {humanize(figure.key)}
                  </Typography>
                  <Typography variant="h5" component="p">
                    {typeof figure.value === 'number'
                      ? figure.value.toLocaleString('en-US')
                      : figure.value}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
