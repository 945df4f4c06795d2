import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { en } from '../../i18n/en';

/** The console's translations: the one English catalogue; unknown keys (server texts) pass through. */
export const i18nProvider = polyglotI18nProvider(
  () => en as unknown as TranslationMessages,
  'en',
  [{ locale: 'en', name: 'English' }],
  {
    allowMissing: true,
  },
);
