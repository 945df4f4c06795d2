import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { DashboardChartDef } from '../../model/types';
import { axisLabel, chartFigure, type ChartPoint } from './figures';

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
  // The schema's format (money, percent), written by the one formatter on ticks and tooltips alike.
  const figure = chartFigure(chart.format);
  switch (chart.kind) {
    case 'line':
      return (
        <LineChart
          height={280}
          xAxis={[{ scaleType: 'point', data: xs, valueFormatter: axisLabel }]}
          yAxis={[{ valueFormatter: figure }]}
          series={[
            { data: ys, label: title, showMark: points.length <= 31, valueFormatter: figure },
          ]}
          hideLegend
        />
      );
    case 'bar':
      return (
        <BarChart
          height={280}
          xAxis={[{ scaleType: 'band', data: xs, valueFormatter: axisLabel }]}
          yAxis={[{ valueFormatter: figure }]}
          series={[{ data: ys, label: title, valueFormatter: figure }]}
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
              valueFormatter: (v: { value: number }) => figure(v.value),
              innerRadius: 40,
              paddingAngle: 1,
            },
          ]}
        />
      );
  }
}
