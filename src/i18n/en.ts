import { renderersMessagesEn } from './en/renderers';
import { walletMessagesEn } from './en/wallet';
import { audienceMessagesEn } from './en/audience';
import { moderationMessagesEn } from './en/moderation';
import { dashboardsMessagesEn } from './en/dashboards';
import { web3MessagesEn } from './en/web3';
import { MESSAGES_EN } from '../generated/messages';
import { billingConsoleMessagesEn } from './en/billingConsole';
import { consolePagesMessagesEn } from './en/consolePages';
import { enFront } from './enFront';
import { mergeCatalogues } from './merge';

/**
 * The one English catalogue: the front door's texts, then each console feature's own. The console
 * adds react-admin's own texts (src/app/console/i18nProvider.ts), which the light front door does
 * not need. A second language is another pair of files of the same shape.
 */
export const en = mergeCatalogues(
  // The schema's texts first: the hand-written ones win a clash, as on the front door.
  MESSAGES_EN,
  enFront,
  consolePagesMessagesEn,
  billingConsoleMessagesEn,
  renderersMessagesEn,
  walletMessagesEn,
  audienceMessagesEn,
  moderationMessagesEn,
  dashboardsMessagesEn,
  web3MessagesEn,
);
