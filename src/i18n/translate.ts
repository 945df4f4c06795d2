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
  return translateIn(catalogueFor(key, active), key, args);
}

/**
 * Where a key is read: the front door's own texts from its catalogue, which this module keeps
 * current on the dev server (below), the rest from `installed`. The console's catalogue holds the
 * same front texts (src/i18n/en.ts, tests/i18n/catalogue.test.ts) as they were when its code ran:
 * a schema file saved while that code was still loading reaches the front catalogue, and can miss
 * the console's copy.
 */
export function catalogueFor(key: string, installed: Catalogue): Catalogue {
  return installed !== front && lookup(front, key) !== undefined ? front : installed;
}

/** The front door's texts until the console brings the whole catalogue (`installCatalogue`). */
let front: Catalogue = enFront;
let active: Catalogue = front;

/**
 * Called once by the console as it loads (src/app/console/i18nProvider.ts): from then on
 * `translate` reads the whole catalogue, console features' texts included.
 */
export function installCatalogue(catalogue: Catalogue): void {
  active = catalogue;
}

/**
 * Dev server: a schema edit changed texts only. The catalogues are replaced in place
 * (this module and the console's adapter accept their updates), so the modules that call
 * `translate` are not fetched and run again; the Gate draws the page anew instead, beneath the
 * operator's data, which stays (`subscribeTexts`).
 */
let textsVersion = 0;
const textListeners = new Set<() => void>();
let textsTimer: ReturnType<typeof setTimeout> | undefined;

/** One edit can change both catalogues, one message each: the page is drawn anew once. */
export function textsChanged(): void {
  clearTimeout(textsTimer);
  textsTimer = setTimeout(() => {
    textsVersion += 1;
    for (const listener of textListeners) listener();
  }, 30);
}

export function subscribeTexts(listener: () => void): () => void {
  textListeners.add(listener);
  return () => textListeners.delete(listener);
}

export const currentTextsVersion = (): number => textsVersion;

if (import.meta.hot) {
  import.meta.hot.accept('./enFront', (next) => {
    const catalogue = (next as { enFront?: Catalogue } | undefined)?.enFront;
    if (!catalogue) return;
    if (active === front) active = catalogue;
    front = catalogue;
    textsChanged();
  });
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
