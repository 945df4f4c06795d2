import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useId, useRef } from 'react';
import { useGetList } from 'react-admin';
import { useMayRead } from '../shared/useMay';
import { Link, useSearchParams } from 'react-router-dom';
import { isEndpointName } from '../../data/api';
import { aheadStaleTime } from '../../data/routeCalls';
import { ROUTES } from '../../generated/routes';
import { translate as t } from '../../i18n/translate';
import type { DashboardCardDef, DashboardChartDef } from '../../model/types';
import { useOperatorCalls } from '../../operator/useOperatorCalls';
import type { DashboardPage } from '../shared/pageKinds';
import { useRouteLink } from '../shared/useRouteLink';
import { KpiCard } from './KpiCard';
import { RangePicker } from './RangePicker';
import { asBody, figureOf, formatFigure, isEmpty, pointsOf } from './figures';
import { readRange, writeRange, type DashboardRange } from '../../data/dashboardRange';
import { DashboardChart } from './lazy';
import { useNearView } from './useNearView';
import { statusLabelKey } from '../shared/processingStatus';

const CHART_HEIGHT = 280;

/** The generator checks every page's endpoint against the catalogue (schema/endpoints.yaml). */
function endpointName(name: string) {
  if (!isEndpointName(name)) throw new Error(`Unknown endpoint '${name}'`);
  return name;
}

/** A card that counts a list (e.g. the PENDING items of a queue); hidden from roles that may not read it. */
function CountCard({ card, to }: { card: DashboardCardDef; to: string | undefined }) {
  const resource = card.count?.resource ?? '';
  const mayRead = useMayRead(resource);
  const listed = useGetList(
    resource,
    { pagination: { page: 1, perPage: 1 }, filter: card.count?.filter ?? {} },
    { enabled: mayRead },
  );
  if (!mayRead) return null;
  const figure =
    listed.isPending || listed.isError || listed.total === undefined
      ? undefined
      : formatFigure(listed.total, card.format);
  // A count of the items in one status says which ("7 pending"), not a bare number under the
  // queue's name.
  const status = card.count?.filter.status;
  const value = listed.isPending
    ? null
    : figure !== undefined && typeof status === 'string'
      ? t('dashboards.countInStatus', {
          count: figure,
          status: t(statusLabelKey(status), { _: status }).toLocaleLowerCase(),
        })
      : figure;
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <KpiCard label={t(card.label)} value={value} to={to} />
    </Grid>
  );
}

function ChartCard({
  chart,
  body,
  loading,
}: {
  chart: DashboardChartDef;
  body: unknown;
  loading: boolean;
}) {
  const titleId = useId();
  const card = useRef<HTMLElement>(null);
  // The charts' code is fetched once the figures are drawn and the chart is near the screen.
  const near = useNearView(card, !loading);
  const title = t(chart.label);
  const points = loading ? [] : pointsOf(body, chart);
  const placeholder = <Skeleton variant="rounded" height={CHART_HEIGHT} />;
  return (
    <Grid size={{ xs: 12, lg: 6 }}>
      <Card
        ref={card}
        variant="outlined"
        component="figure"
        aria-labelledby={titleId}
        sx={{ m: 0 }}
      >
        <CardContent>
          <Typography id={titleId} component="h2" variant="subtitle1" gutterBottom>
            {title}
          </Typography>
          {loading ? (
            placeholder
          ) : points.length === 0 ? (
            // The placeholder's height: the charts beside and below stay where they were drawn.
            <Typography
              color="text.secondary"
              sx={{ py: 4, minHeight: CHART_HEIGHT, boxSizing: 'border-box' }}
            >
              {t('dashboards.chartEmpty')}
            </Typography>
          ) : !near ? (
            placeholder
          ) : (
            <Suspense fallback={placeholder}>
              <DashboardChart chart={chart} points={points} title={title} />
            </Suspense>
          )}
        </CardContent>
      </Card>
    </Grid>
  );
}

/**
 * A schema dashboard: a range kept in the URL, KPI cards (figures of the endpoint's answer, or list
 * totals) and charts of the answer's point lists. An answer with nothing to show is an empty state.
 */
export default function DashboardRenderer({ page }: { page: DashboardPage }) {
  const [search, setSearch] = useSearchParams();
  const link = useRouteLink();
  const { dataProvider, key } = useOperatorCalls();
  const endpoint = page.endpoint !== undefined ? endpointName(page.endpoint) : undefined;
  const range: DashboardRange | undefined = endpoint
    ? readRange(search, page.range, new Date())
    : undefined;
  // Keyed by the range: the figures of another range are never shown for this one.
  const loaded = useQuery({
    queryKey: key(endpoint ?? 'dashboard.summary', range?.from, range?.to),
    queryFn: ({ signal }) => dataProvider.getDashboard(endpoint!, range!, { signal }),
    enabled: endpoint !== undefined,
    // The figures fetched ahead (start-up, a hover on the link) are used, not asked again.
    staleTime: aheadStaleTime,
  });
  const loading = endpoint !== undefined && loaded.isPending;
  const body = loaded.data;
  const empty =
    endpoint !== undefined && loaded.isSuccess && isEmpty(body, page.cards, page.charts);
  const showFigures = endpoint === undefined || (loaded.isSuccess && !empty) || loading;

  return (
    <Stack spacing={3}>
      {page.links.length > 0 && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {page.links.map((name) => {
            const to = link(name);
            const route = ROUTES.find((r) => r.name === name);
            return to && route ? (
              <Button key={name} component={Link} to={to} variant="outlined">
                {t(route.title)}
              </Button>
            ) : null;
          })}
        </Stack>
      )}
      {range && (
        <RangePicker
          value={range}
          onChange={(next) => setSearch((prev) => writeRange(prev, next), { replace: true })}
        />
      )}
      {loaded.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void loaded.refetch()}>
              {t('dashboards.retry')}
            </Button>
          }
        >
          {t('dashboards.loadFailed')}
        </Alert>
      )}
      {empty && (
        <Card variant="outlined">
          <CardContent>
            <Typography>{t('dashboards.empty')}</Typography>
          </CardContent>
        </Card>
      )}
      {showFigures && (
        <Stack
          spacing={3}
          aria-busy={loading}
          {...(loading ? { role: 'status', 'aria-label': t('dashboards.loading') } : {})}
        >
          {page.cards.length > 0 && (
            <Grid container spacing={2}>
              {page.cards.map((card) => {
                const to = card.link ? link(card.link) : undefined;
                if (card.count) return <CountCard key={card.id} card={card} to={to} />;
                const figure =
                  card.field !== undefined && asBody(body) ? figureOf(body, card.field) : undefined;
                return (
                  <Grid key={card.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                    <KpiCard
                      label={t(card.label)}
                      value={
                        loading
                          ? null
                          : figure === undefined
                            ? undefined
                            : formatFigure(figure, card.format)
                      }
                      to={to}
                    />
                  </Grid>
                );
              })}
            </Grid>
          )}
          {page.charts.length > 0 && (
            <Grid container spacing={2}>
              {page.charts.map((chart) => (
                <ChartCard key={chart.id} chart={chart} body={body} loading={loading} />
              ))}
            </Grid>
          )}
        </Stack>
      )}
    </Stack>
  );
}
