import { FRONT_MESSAGES_EN } from '../generated/frontMessages';
import { dialogsMessagesEn } from './en/ui';
import { pagesMessagesEn } from './en/pages';
import { dataMessagesEn } from './en/data';
import { validationMessagesEn } from './en/validation';
import { shellMessagesEn } from './en/shell';
import { billingMessagesEn } from './en/billing';
import { recordsMessagesEn } from './en/records';
import { mergeCatalogues } from './merge';

/**
 * The texts the front door can show: the schema's app name, role labels and route titles, the
 * shell, the public and blank pages (account pages, billing proceed, error pages) and the data
 * layer's messages. The console's own texts (the schema's field, menu and action texts, renderers,
 * widget and team pages, billing, wallet, web3, audience, moderation, dashboards) join them when
 * the console loads (src/i18n/en.ts): the login route does not download them.
 */
export const enFront = mergeCatalogues(
  FRONT_MESSAGES_EN,
  shellMessagesEn,
  dialogsMessagesEn,
  pagesMessagesEn,
  validationMessagesEn,
  dataMessagesEn,
  billingMessagesEn,
  recordsMessagesEn,
);
