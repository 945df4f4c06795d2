import type { DashboardCardDef, DashboardChartDef, FigureFormat } from '../../model/types';
import {
  codeAsWords,
  formatDate,
  formatDayShort,
  formatMoney,
  formatNumber,
  formatPercent,
  toDate,
} from '../../i18n/format';
import { readPath, toNumber } from '../shared/formatValue';

export interface ChartPoint {
  readonly x: string;
  readonly y: number;
}

/** A JSON object body; anything else (null, a list, text) is "no figures", not an error. */
export function asBody(body: unknown): Record<string, unknown> | undefined {
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}

/** A card's figure from the body: a number (or numeric text), else undefined. */
export function figureOf(body: unknown, field: string): number | undefined {
  return toNumber(readPath(body, field));
}

/** A chart's points: the items of the body's list with a usable x and a numeric y; others are skipped. */
export function pointsOf(
  body: unknown,
  chart: Pick<DashboardChartDef, 'field' | 'x' | 'y'>,
): ChartPoint[] {
  const items = readPath(body, chart.field);
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown) => {
    const x = readPath(item, chart.x);
    const y = toNumber(readPath(item, chart.y));
    return (typeof x === 'string' || typeof x === 'number') && y !== undefined
      ? [{ x: String(x), y }]
      : [];
  });
}

/** True when the body has nothing the page would show: no card figure and no chart point. */
export function isEmpty(
  body: unknown,
  cards: readonly DashboardCardDef[],
  charts: readonly DashboardChartDef[],
): boolean {
  if (!asBody(body)) return true;
  const anyFigure = cards.some(
    (c) => c.field !== undefined && figureOf(body, c.field) !== undefined,
  );
  return !anyFigure && charts.every((c) => pointsOf(body, c).length === 0);
}

export function formatFigure(value: number, format: FigureFormat): string {
  switch (format) {
    case 'money':
      return formatMoney(value);
    case 'percent':
      return formatPercent(value);
    case 'number':
      return formatNumber(value);
  }
}

/** A chart's value as its axis ticks and tooltips write it; a gap in a series is blank. */
export function chartFigure(format: FigureFormat): (value: number | null) => string {
  return (value) => (value === null ? '' : formatFigure(value, format));
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A chart's category: a day as the console writes dates ('3 Nov 2026'; '3 Nov' under an axis
 * tick, where the year would crowd the ticks); anything else as the API sent it, made readable.
 */
export function axisLabel(x: string, context?: { location?: string }): string {
  const day = DAY.test(x) ? toDate(x) : undefined;
  if (day) return context?.location === 'tick' ? formatDayShort(day) : formatDate(day);
  return codeAsWords(x);
}
