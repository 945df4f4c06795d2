import { MESSAGES_EN } from '../generated/messages';
import { dialogsMessagesEn } from '../pages/dialogs/messages.en';
import { pagesMessagesEn } from '../pages/components/messages.en';
import { renderersMessagesEn } from '../pages/renderers/messages.en';
import { dataMessagesEn } from '../data/messages.en';
import { validationMessagesEn } from '../validation/messages.en';
import { shellMessagesEn } from './shell.en';
import { mergeCatalogues } from './merge';

/**
 * The one English catalogue: what the schema declares, then each feature folder's own texts. The
 * console adds react-admin's own texts (src/app/console/i18nProvider.ts), which the light front
 * door does not need. A second language is another file of the same shape.
 */
export const en = mergeCatalogues(
  MESSAGES_EN,
  shellMessagesEn,
  renderersMessagesEn,
  dialogsMessagesEn,
  pagesMessagesEn,
  validationMessagesEn,
  dataMessagesEn,
);
