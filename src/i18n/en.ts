import englishMessages from 'ra-language-english';
import { MESSAGES_EN } from '../generated/messages';
import { dialogsMessagesEn } from '../pages/dialogs/messages.en';
import { pagesMessagesEn } from '../pages/components/messages.en';
import { renderersMessagesEn } from '../pages/renderers/messages.en';
import { dataMessagesEn } from '../data/messages.en';
import { validationMessagesEn } from '../validation/messages.en';
import { shellMessagesEn } from './shell.en';
import { mergeCatalogues } from './merge';

/**
 * The one English catalogue: react-admin's texts, then what the schema declares, then each feature
 * folder's own texts. A second language is another file of the same shape.
 */
export const en = mergeCatalogues(
  englishMessages,
  MESSAGES_EN,
  shellMessagesEn,
  renderersMessagesEn,
  dialogsMessagesEn,
  pagesMessagesEn,
  validationMessagesEn,
  dataMessagesEn,
);
