import { translate } from './translate';

/**
 * The one way the console writes numbers, money, credits, percentages and dates, so a
 * figure looks the same on a list, a dashboard card, a chart and the billing page.
 *
 * - Numbers: thousands separated by a space (§9's separator, for every number, not only prices),
 *   at most 3 decimals, no trailing zeros: `37 716`, `1 249.5`.
 * - Money (§9): '$' plus the number, thousands separated by spaces, up to 3 decimals and no forced
 *   cents: `$13 405.79`, `$78.2`, `$199`, `$1 200`, `$0.005`; a negative amount keeps its sign
 *   first: `-$49.75`.
 * - Credits: numbers as above in the catalogue's words: `18 750 / 25 000 credits`, `25 000 credits / month`.
 * - Percentages: at most 1 decimal, the sign glued on: `75%`, `12.5%`.
 * - Dates: day, short month, year: `3 Nov 2026`; a date-time adds the 24-hour time: `3 Nov 2026, 14:05`.
 *   A chart's axis drops the year (`3 Nov`); its tooltip keeps it.
 *
 * Plain spaces (not U+00A0) so the text reads and copies the same everywhere. Written by hand, not
 * with Intl, so the output does not move with the browser's locale data (en-GB writes 'Sept' in
 * newer ICU) and nothing is built per call (a page of list cells is hundreds of calls).
 */

/**
 * An API code the schema gives no words for, as words rather than the code: `PARTIALLY_REFUNDED`
 * → 'Partially refunded', `activeUsers` → 'Active users'.
 */
export function codeAsWords(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function group(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** `digits` decimals rounded half away from zero, then trailing zeros dropped down to `keep`. */
function fixed(value: number, digits: number, keep: number): string {
  const abs = Math.abs(value);
  // toFixed rounds binary halves the wrong way (1.0005 → '1.000'); a nudge of one ulp fixes it.
  const text = (abs + abs * Number.EPSILON).toFixed(digits);
  const [whole = '0', decimals = ''] = text.split('.');
  let frac = decimals;
  while (frac.length > keep && frac.endsWith('0')) frac = frac.slice(0, -1);
  const zero = /^0*$/.test(whole + frac);
  const sign = value < 0 && !zero ? '-' : '';
  return `${sign}${group(whole)}${frac ? `.${frac}` : ''}`;
}

/** A figure the console does not know (missing, or unreadable in the answer): never a made-up 0. */
export const UNKNOWN_FIGURE = '—';

/** `37 716`, `1 249.5`, `-1 000`; unknown: "—". */
export function formatNumber(value: number | undefined): string {
  return value === undefined ? UNKNOWN_FIGURE : fixed(value, 3, 0);
}

/** `$13 405.79`, `$199`, `$1 200`, `$0.005`, `-$49.75`; unknown: "—". */
export function formatMoney(value: number | undefined): string {
  if (value === undefined) return UNKNOWN_FIGURE;
  const digits = fixed(value, 3, 0);
  return digits.startsWith('-') ? `-$${digits.slice(1)}` : `$${digits}`;
}

/** `75%`, `12.5%`. */
export function formatPercent(value: number): string {
  return `${fixed(value, 1, 0)}%`;
}

/** `18 750 / 25 000 credits` (the words are the catalogue's). */
export function formatCreditUsage(current: number | undefined, total: number | undefined): string {
  return translate('billing.credits', {
    current: formatNumber(current),
    total: formatNumber(total),
  });
}

/** `25 000 credits / month` (§9; the words are the catalogue's). */
export function formatCreditsPerMonth(value: number | undefined): string {
  return translate('billing.creditsPerMonth', { n: formatNumber(value) });
}

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date from an API value: an ISO date-time, epoch milliseconds, or a calendar day
 * ('2026-11-03', read as that day here, not as UTC midnight, which is the day before west of UTC).
 */
export function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'string') {
    const day = DAY_ONLY.exec(value);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  }
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `3 Nov 2026`. */
export function formatDate(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** `3 Nov 2026, 14:05` (local time). */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A chart axis' day: `3 Nov` (the tooltip shows the whole date). */
export function formatDayShort(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]}`;
}

/** `3 Nov 2026 – 30 Nov 2026`: a range is two dates of the same style. */
export function formatDateRange(from: Date, to: Date): string {
  return `${formatDate(from)} – ${formatDate(to)}`;
}

/** `2026-11-03`: a calendar day as the API and the URL carry it. */
function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const TYPED_DAY = /^(\d{1,2})\s+([A-Za-z]{3,})\.?,?\s+(\d{4})$/;

/**
 * The calendar day a person typed, as `YYYY-MM-DD`, or undefined: the console's own style
 * (`3 Nov 2026`, the month's name whole or cut to 3 letters, any case) or the ISO day itself.
 * A day that does not exist (`31 Feb 2026`) is undefined, not the next month's.
 */
export function parseDay(text: string): string | undefined {
  const trimmed = text.trim();
  let y: number, m: number, d: number;
  const iso = DAY_ONLY.exec(trimmed);
  const typed = TYPED_DAY.exec(trimmed);
  if (iso) {
    [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else if (typed) {
    const month = typed[2]!.slice(0, 3).toLowerCase();
    const index = MONTHS.findIndex((name) => name.toLowerCase() === month);
    if (index < 0) return undefined;
    [y, m, d] = [Number(typed[3]), index + 1, Number(typed[1])];
  } else return undefined;
  const date = new Date(y, m - 1, d);
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d)
    return undefined;
  return isoDay(date);
}

const TYPED_TIME = /^(.+?)(?:,\s*|\s+|T)(\d{1,2}):(\d{2})$/;

/**
 * The moment a person typed, in local time, or undefined: a day as parseDay reads it and a
 * 24-hour time after it (`3 Nov 2026, 14:05`, `3 Nov 2026 14:05`, `2026-11-03T14:05`).
 */
export function parseDateTime(text: string): Date | undefined {
  const typed = TYPED_TIME.exec(text.trim());
  if (!typed) return undefined;
  const day = parseDay(typed[1]!);
  const [hours, minutes] = [Number(typed[2]), Number(typed[3])];
  if (!day || hours > 23 || minutes > 59) return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, hours, minutes);
}

/** `2026-11-03T14:05`: a local moment as the browser's own date-time picker carries it. */
export function localMinute(date: Date): string {
  return `${isoDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
