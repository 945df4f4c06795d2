import { MESSAGES_EN } from '../generated/messages';
import { dialogsMessagesEn } from './en/ui';
import { pagesMessagesEn } from './en/pages';
import { renderersMessagesEn } from './en/renderers';
import { dataMessagesEn } from './en/data';
import { validationMessagesEn } from './en/validation';
import { shellMessagesEn } from './en/shell';
import { billingMessagesEn } from './en/billing';
import { walletMessagesEn } from './en/wallet';
import { audienceMessagesEn } from './en/audience';
import { moderationMessagesEn } from './en/moderation';
import { recordsMessagesEn } from './en/records';
import { dashboardsMessagesEn } from './en/dashboards';
import { web3MessagesEn } from './en/web3';
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
  billingMessagesEn,
  walletMessagesEn,
  audienceMessagesEn,
  moderationMessagesEn,
  recordsMessagesEn,
  dashboardsMessagesEn,
  web3MessagesEn,
);
