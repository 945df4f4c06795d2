import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { en } from '../../i18n/en';
import { mergeCatalogues } from '../../i18n/merge';

const catalogue = mergeCatalogues(englishMessages, en) as unknown as TranslationMessages;

/** The console's translations: the one English catalogue; unknown keys (server texts) pass through. */
export const i18nProvider = polyglotI18nProvider(
  () => catalogue,
  'en',
  [{ locale: 'en', name: 'English' }],
  {
    allowMissing: true,
  },
);
