import type { DashboardRangeDays } from '../model/types';

/** The query parameters a dashboard keeps its range in, so a reload or a shared link shows the same. */
export const RANGE_PARAM = 'range';
export const FROM_PARAM = 'from';
export const TO_PARAM = 'to';

export const PRESETS: readonly DashboardRangeDays[] = [7, 30, 90];

export type RangeChoice = DashboardRangeDays | 'custom';

/** A dashboard's range: a preset counted back from today, or two dates; both ends included. */
export interface DashboardRange {
  readonly choice: RangeChoice;
  /** ISO dates (YYYY-MM-DD), as the dashboard endpoints take them. */
  readonly from: string;
  readonly to: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The user's calendar day (local time), as an ISO date. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The last `days` days, today included. */
export function presetRange(days: DashboardRangeDays, now: Date): DashboardRange {
  const first = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return { choice: days, from: isoDay(first), to: isoDay(now) };
}

/**
 * The range a URL names: `?range=7|30|90`, or `?range=custom&from=…&to=…`. Anything else (no
 * range, an unknown preset, a bad or reversed date) falls back to the page's default preset.
 */
export function readRange(
  params: URLSearchParams,
  fallback: DashboardRangeDays,
  now: Date,
): DashboardRange {
  const asked = params.get(RANGE_PARAM);
  const preset = PRESETS.find((d) => String(d) === asked);
  if (preset) return presetRange(preset, now);
  const from = params.get(FROM_PARAM);
  const to = params.get(TO_PARAM);
  if (asked === 'custom' && isIsoDate(from) && isIsoDate(to) && from <= to)
    return { choice: 'custom', from, to };
  return presetRange(fallback, now);
}

/** The URL's query with `range` written in; other parameters stay. */
export function writeRange(prev: URLSearchParams, range: DashboardRange): URLSearchParams {
  const next = new URLSearchParams(prev);
  next.set(RANGE_PARAM, String(range.choice));
  if (range.choice === 'custom') {
    next.set(FROM_PARAM, range.from);
    next.set(TO_PARAM, range.to);
  } else {
    next.delete(FROM_PARAM);
    next.delete(TO_PARAM);
  }
  return next;
}
