import type { DashboardCardDef, DashboardChartDef } from '../../model/types';
import { formatMoney, readPath, toNumber } from '../formatValue';

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

export function formatFigure(value: number, format: DashboardCardDef['format']): string {
  switch (format) {
    case 'money':
      return formatMoney(value);
    case 'percent':
      return `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
    case 'number':
      return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  }
}

/** An API code such as `MISSION_COMPLETED` or `activeUsers` as words: the API names them, not the console. */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
