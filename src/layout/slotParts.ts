import { lazyPreload } from '../ui/lazyPreload';
import {
  showBillingChip,
  showEmailBanner,
  showInvite,
  showUserBalanceExport,
  type SlotContext,
} from '../access/topBarSlots';

// The shell's optional parts (top-bar buttons, the email banner), each in a slot the access rules
// show or hide: each its own chunk, drawn only where its slot shows. They are preloadable so the
// start-up can fetch the ones that will show while its calls are in flight.
export const InviteMemberButton = lazyPreload(() => import('../features/team/InviteMemberButton'));
export const UserBalanceFileButton = lazyPreload(
  () => import('../features/widget/UserBalanceFileButton'),
);
// The billing chip is its own small chunk; its Manage Plan dialogs load only when opened.
export const BillingChip = lazyPreload(() => import('../features/billing/BillingChip'));
// Only operators with an unverified email need the banner's code.
export const EmailConfirmationBanner = lazyPreload(
  () => import('../features/account/EmailConfirmationBanner'),
);

/** The parts the first console screen will draw for these slots (top bar and banner). */
export function slotPartsFor(slots: SlotContext) {
  return [
    showBillingChip(slots) && BillingChip,
    showUserBalanceExport(slots) && UserBalanceFileButton,
    showInvite(slots) && InviteMemberButton,
    showEmailBanner(slots) && EmailConfirmationBanner,
  ].filter((w) => w !== false);
}
