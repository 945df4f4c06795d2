import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardChartDef, FigureFormat } from '../../../src/model/types';
import { chartFigure } from '../../../src/renderers/dashboard/figures';

/*
 * A chart's `format:`: its value axis and its tooltips write the values as the one
 * formatter does (src/i18n/format.ts), like the cards beside it. The chart library is replaced by
 * a recorder of the props it is given: what it does with a formatter is its own business.
 */
type Props = {
  yAxis?: { valueFormatter?: (v: number | null) => string }[];
  series: { valueFormatter?: (v: never) => string }[];
};
const given: Props[] = [];
const recorder = (props: Props) => {
  given.push(props);
  return null;
};
vi.mock('@mui/x-charts/LineChart', () => ({ LineChart: recorder }));
vi.mock('@mui/x-charts/BarChart', () => ({ BarChart: recorder }));
vi.mock('@mui/x-charts/PieChart', () => ({ PieChart: recorder }));

const { default: DashboardChart } = await import('../../../src/renderers/dashboard/DashboardChart');

const WRITTEN: [FigureFormat, number, string][] = [
  ['money', 13405.79, '$13 405.79'],
  ['money', 78.2, '$78.2'],
  ['number', 37716, '37 716'],
  ['percent', 12.5, '12.5%'],
];

describe('chartFigure', () => {
  it.each(WRITTEN)('%s %s reads %s', (format, value, text) => {
    expect(chartFigure(format)(value)).toBe(text);
  });

  it('a gap in a series is blank, not "$0"', () => {
    expect(chartFigure('money')(null)).toBe('');
  });
});

describe('DashboardChart writes its values in the declared format', () => {
  const chartOf = (kind: DashboardChartDef['kind'], format: FigureFormat): DashboardChartDef => ({
    id: 'revenue',
    kind,
    label: 'Revenue',
    field: 'revenueByDay',
    x: 'date',
    y: 'amount',
    format,
  });

  it.each((['line', 'bar'] as const).flatMap((kind) => WRITTEN.map((w) => [kind, ...w] as const)))(
    '%s chart, %s: axis ticks and tooltips read %s → %s',
    (kind, format, value, text) => {
      given.length = 0;
      render(
        <DashboardChart
          chart={chartOf(kind, format)}
          points={[{ x: '2026-11-03', y: value }]}
          title="Revenue"
        />,
      );
      const props = given.at(-1);
      expect(props?.yAxis?.[0]?.valueFormatter?.(value)).toBe(text);
      expect((props?.series[0]?.valueFormatter as (v: number) => string)(value)).toBe(text);
    },
  );

  it.each(WRITTEN)('pie chart, %s: a slice tooltip reads %s → %s', (format, value, text) => {
    given.length = 0;
    render(
      <DashboardChart
        chart={chartOf('pie', format)}
        points={[{ x: 'WEB', y: value }]}
        title="Revenue"
      />,
    );
    const slice = given.at(-1)?.series[0]?.valueFormatter as (v: { value: number }) => string;
    expect(slice({ value })).toBe(text);
  });
});
