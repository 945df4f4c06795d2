import { enFront } from './enFront';
import { interpolate, lookup, type Catalogue } from './merge';

export type TranslateArgs = Readonly<Record<string, unknown>> & { readonly _?: string };

/**
 * The one translation function, for both front doors: the light one calls it directly, the
 * console reaches it through react-admin's `useTranslate` (src/app/console/i18nProvider.ts is a
 * thin adapter over it). A key missing from the catalogue falls back to `_`, else to the key
 * itself: server texts travel through the same path unchanged.
 */
export function translate(key: string, args?: TranslateArgs): string {
  return translateIn(active, key, args);
}

/** The front door's texts until the console brings the whole catalogue (`installCatalogue`). */
let active: Catalogue = enFront;

/**
 * Called once by the console as it loads (src/app/console/i18nProvider.ts): from then on
 * `translate` reads the whole catalogue, console features' texts included.
 */
export function installCatalogue(catalogue: Catalogue): void {
  active = catalogue;
}

/** `translate` over a given catalogue; kept for the console adapter's defaults (react-admin's own texts). */
export function translateIn(catalogue: Catalogue, key: string, args?: TranslateArgs): string {
  const text = lookup(catalogue, key) ?? args?._ ?? key;
  return interpolate(pluralForm(text, args?.smart_count), args);
}

/**
 * Polyglot's English plural forms ("one |||| many", chosen by `smart_count`), which react-admin's
 * own texts use; the catalogue's texts have a single form.
 */
function pluralForm(text: string, count: unknown): string {
  if (!text.includes('||||')) return text;
  const [one = text, many = one] = text.split('||||').map((part) => part.trim());
  return typeof count === 'number' && count !== 1 ? many : one;
}
