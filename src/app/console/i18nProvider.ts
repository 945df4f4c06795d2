import type { I18nProvider } from 'react-admin';
import englishMessages from 'ra-language-english';
import { mergeCatalogues, type Catalogue } from '../../i18n/merge';
import { en } from '../../i18n/en';
import { formatNumber } from '../../i18n/format';
import { catalogueFor, installCatalogue, textsChanged, translateIn } from '../../i18n/translate';

/**
 * react-admin's `useTranslate` over the app's one translation function, so console components and
 * react-admin's own ones read the same catalogue the front door does. English only (§9).
 * react-admin's own texts (ra.action.*, ra.page.*…) sit under the one catalogue, which wins on a
 * clash; they stay out of `en` itself because the light front door never shows them and should
 * not download them. `extra`: test-only texts.
 */
export function createI18nProvider(...extra: readonly object[]): I18nProvider {
  const catalogue = mergeCatalogues(englishMessages, PAGER, en, ...extra);
  return providerOver(() => catalogue);
}

/** The pager's range in the console's style: an en dash between the rows, `1–25 of 1 200`. */
const PAGER = {
  ra: {
    navigation: {
      page_range_info: '%{offsetBegin}–%{offsetEnd} of %{total}',
      partial_page_range_info: '%{offsetBegin}–%{offsetEnd} of more than %{offsetEnd}',
    },
  },
};

/**
 * react-admin's pager hands its counts over as bare numbers (`1200`); they are written by the one
 * formatter (`1 200`) like every other figure. Only these texts: elsewhere a number may be a
 * plural's count or a year.
 */
const COUNTED = new Set(['ra.navigation.page_range_info', 'ra.navigation.partial_page_range_info']);

function counted(key: string, options: unknown): Record<string, unknown> | undefined {
  const given = options as Record<string, unknown> | undefined;
  if (!given || !COUNTED.has(key)) return given;
  return Object.fromEntries(
    Object.entries(given).map(([name, v]) => [name, typeof v === 'number' ? formatNumber(v) : v]),
  );
}

/** `catalogueOf(key)`: the catalogue a key is read from. */
function providerOver(catalogueOf: (key: string) => Catalogue): I18nProvider {
  return {
    translate: (key, options) => translateIn(catalogueOf(key), key, counted(key, options)),
    changeLocale: async () => undefined,
    getLocale: () => 'en',
    getLocales: () => [{ locale: 'en', name: 'English' }],
  };
}

// The console's features read their texts through `translate` too (wallet, web3, renderers).
installCatalogue(en);

/** The console's catalogue; replaced in place when a schema edit changes texts on the dev server. */
let consoleCatalogue = mergeCatalogues(englishMessages, PAGER, en);

// The front door's texts are read as `translate` reads them (catalogueFor): current on the dev server.
export const i18nProvider = providerOver((key) => catalogueFor(key, consoleCatalogue));

if (import.meta.hot) {
  import.meta.hot.accept('../../i18n/en', (next) => {
    const catalogue = (next as { en?: typeof en } | undefined)?.en;
    if (!catalogue) return;
    installCatalogue(catalogue);
    consoleCatalogue = mergeCatalogues(englishMessages, PAGER, catalogue);
    textsChanged();
  });
}
