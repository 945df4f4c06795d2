import type { I18nProvider } from 'react-admin';
import englishMessages from 'ra-language-english';
import { mergeCatalogues, type Catalogue } from '../../i18n/merge';
import { en } from '../../i18n/en';
import { installCatalogue, textsChanged, translateIn } from '../../i18n/translate';

/**
 * react-admin's `useTranslate` over the app's one translation function, so console components and
 * react-admin's own ones read the same catalogue the front door does. English only (§9).
 * react-admin's own texts (ra.action.*, ra.page.*…) sit under the one catalogue, which wins on a
 * clash; they stay out of `en` itself because the light front door never shows them and should
 * not download them. `extra`: test-only texts.
 */
export function createI18nProvider(...extra: readonly object[]): I18nProvider {
  const catalogue = mergeCatalogues(englishMessages, en, ...extra);
  return providerOver(() => catalogue);
}

function providerOver(catalogue: () => Catalogue): I18nProvider {
  return {
    translate: (key, options) => translateIn(catalogue(), key, options as Record<string, unknown>),
    changeLocale: async () => undefined,
    getLocale: () => 'en',
    getLocales: () => [{ locale: 'en', name: 'English' }],
  };
}

// The console's features read their texts through `translate` too (wallet, web3, renderers).
installCatalogue(en);

/** The console's catalogue; replaced in place when a schema edit changes texts on the dev server. */
let consoleCatalogue = mergeCatalogues(englishMessages, en);

export const i18nProvider = providerOver(() => consoleCatalogue);

if (import.meta.hot) {
  import.meta.hot.accept('../../i18n/en', (next) => {
    const catalogue = (next as { en?: typeof en } | undefined)?.en;
    if (!catalogue) return;
    installCatalogue(catalogue);
    consoleCatalogue = mergeCatalogues(englishMessages, catalogue);
    textsChanged();
  });
}
