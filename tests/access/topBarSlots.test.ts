import { describe, expect, it } from 'vitest';
import {
  showBillingChip,
  showEmailBanner,
  showInvite,
  showUserBalanceExport,
  type SlotContext,
} from '../../src/access/topBarSlots';

const ctx = (
  role: string | null,
  operatorViewId: string | null,
  flags: string[] = [],
  emailVerified?: boolean,
): SlotContext => ({ role, operatorViewId, flags: new Set(flags), emailVerified });

describe('Invite Member in the top bar (§2, §6: INVITE needs update)', () => {
  it.each([
    ['ROLE_ADMIN', null, true],
    ['ROLE_SUPER_ADMIN', null, false],
    ['ROLE_SUPER_ADMIN', '42', true],
    ['ROLE_DEVELOPMENT', null, false],
    ['ROLE_PRODUCT', null, false],
    ['ROLE_MARKETING', null, false],
    ['ROLE_SUPPORT', null, false],
    ['ROLE_MODERATOR', null, false],
    [null, null, false],
  ])('%s with operator in route %s → %s', (role, viewId, expected) => {
    expect(showInvite(ctx(role, viewId))).toBe(expected);
  });
});

describe('User_Balances export (§2: stop-widget flag, operators only)', () => {
  it.each([
    ['ROLE_ADMIN', ['FNC_STOP_WIDGET'], true],
    ['ROLE_SUPPORT', ['FNC_STOP_WIDGET'], true],
    ['ROLE_ADMIN', [], false],
    ['ROLE_SUPER_ADMIN', ['FNC_STOP_WIDGET'], false],
  ])('%s with flags %j → %s', (role, flags, expected) => {
    expect(showUserBalanceExport(ctx(role, null, flags))).toBe(expected);
  });
});

describe('email confirmation banner (§2)', () => {
  it.each([
    ['ROLE_ADMIN', null, false, true],
    ['ROLE_ADMIN', null, true, false],
    // Operator info not loaded: nothing is known, so nothing is claimed.
    ['ROLE_ADMIN', null, undefined, false],
    ['ROLE_SUPER_ADMIN', '42', false, true],
    ['ROLE_SUPER_ADMIN', null, false, false],
  ])('%s in view %s, emailVerified %s → %s', (role, viewId, verified, expected) => {
    expect(showEmailBanner(ctx(role, viewId, [], verified))).toBe(expected);
  });
});

describe('billing header chip (§2, §6: BILLING read and the BILLING flag)', () => {
  it.each([
    ['ROLE_ADMIN', null, ['BILLING'], true],
    ['ROLE_ADMIN', null, [], false],
    ['ROLE_SUPER_ADMIN', '42', ['BILLING'], true],
    ['ROLE_SUPER_ADMIN', null, ['BILLING'], false],
    ['ROLE_SUPER_ADMIN', '42', [], false],
    ['ROLE_DEVELOPMENT', null, ['BILLING'], false],
    ['ROLE_PRODUCT', null, ['BILLING'], false],
    ['ROLE_MARKETING', null, ['BILLING'], false],
    ['ROLE_SUPPORT', null, ['BILLING'], false],
    ['ROLE_MODERATOR', null, ['BILLING'], false],
    [null, null, ['BILLING'], false],
  ])('%s in view %s with flags %j → %s', (role, viewId, flags, expected) => {
    expect(showBillingChip(ctx(role, viewId, flags))).toBe(expected);
  });
});
