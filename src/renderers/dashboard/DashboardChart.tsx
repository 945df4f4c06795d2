import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { DashboardChartDef } from '../../model/types';
import { humanize, type ChartPoint } from './figures';

/** '2026-11-03' as 'Nov 3'; any other category as the API sent it, made readable. */
function axisLabel(x: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(x)) {
    const [y, m, d] = x.split('-').map(Number) as [number, number, number];
    return new Date(y, m - 1, d).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
  }
  return humanize(x);
}

/**
 * One schema chart drawn with @mui/x-charts. Its own chunk: the pages without charts (and the
 * login route) never load the charts library.
 */
export default function DashboardChart({
  chart,
  points,
  title,
}: {
  chart: DashboardChartDef;
  points: readonly ChartPoint[];
  title: string;
}) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  switch (chart.kind) {
    case 'line':
      return (
        <LineChart
          height={280}
          xAxis={[{ scaleType: 'point', data: xs, valueFormatter: axisLabel }]}
          series={[{ data: ys, label: title, showMark: points.length <= 31 }]}
          hideLegend
        />
      );
    case 'bar':
      return (
        <BarChart
          height={280}
          xAxis={[{ scaleType: 'band', data: xs, valueFormatter: axisLabel }]}
          series={[{ data: ys, label: title }]}
          hideLegend
        />
      );
    case 'pie':
      return (
        <PieChart
          height={280}
          series={[
            {
              data: points.map((p, i) => ({ id: i, value: p.y, label: axisLabel(p.x) })),
              innerRadius: 40,
              paddingAngle: 1,
            },
          ]}
        />
      );
  }
}
