import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, BALANCES_FILE_NAME, type ConsoleApi } from '../../src/data/api';
import { setupRecordingApi } from './support';

const stub = setupRecordingApi();
const O = '/api/v1/operator/7';
const B = { a: 1 };

type Row = readonly [keyof ConsoleApi, () => Promise<unknown>, string, string, unknown?];

/** Every typed call: the method and path of §7 / api-contract.md, and the body it sends. */
const TABLE: readonly Row[] = [
  [
    'login',
    () => api.login({ login: 'a@b.co', password: 'pw' }),
    'POST',
    '/api/v1/auth/login',
    { login: 'a@b.co', password: 'pw' },
  ],
  [
    'register',
    () => api.register({ email: 'a@b.co', password: 'pw' }),
    'POST',
    '/api/v1/auth/registration',
    { email: 'a@b.co', password: 'pw' },
  ],
  [
    'forgotPassword',
    () => api.forgotPassword({ email: 'a@b.co' }),
    'POST',
    '/api/v1/auth/forgot-password',
    { email: 'a@b.co' },
  ],
  [
    'recoverPassword',
    () => api.recoverPassword({ token: 't', password: 'pw' }),
    'POST',
    '/api/v1/auth/password-recovery',
    { token: 't', password: 'pw' },
  ],
  [
    'verifyAccount',
    () => api.verifyAccount({ token: 't' }),
    'POST',
    '/api/v1/auth/account-verify',
    { token: 't' },
  ],
  ['getFeatureFlags', () => api.getFeatureFlags(), 'GET', `${O}/feature-flags`],
  ['getAccountInfo', () => api.getAccountInfo(), 'GET', `${O}/account-info`],
  ['getOperatorInfo', () => api.getOperatorInfo(), 'GET', `${O}/info`],
  ['getTokenInfo', () => api.getTokenInfo(), 'GET', `${O}/token-info`],
  ['getOnboardingProgress', () => api.getOnboardingProgress(), 'GET', `${O}/onboarding-progress`],
  [
    'updateOnboardingProgress',
    () => api.updateOnboardingProgress({ uiSettings: true }),
    'PUT',
    `${O}/onboarding-progress`,
    { uiSettings: true },
  ],
  ['getFeatures', () => api.getFeatures(), 'GET', '/api/v1/operator-feature/7'],
  [
    'installFeature',
    () => api.installFeature('TAP_2_EARN'),
    'POST',
    '/api/v1/operator-feature/7/install/TAP_2_EARN',
  ],
  [
    'uninstallFeature',
    () => api.uninstallFeature('TAP_2_EARN'),
    'POST',
    '/api/v1/operator-feature/7/uninstall/TAP_2_EARN',
  ],
  [
    'updateOperator',
    () => api.updateOperator({ emailVerified: true }),
    'PATCH',
    O,
    { emailVerified: true },
  ],
  ['resendVerification', () => api.resendVerification(), 'POST', `${O}/resend-verification`],
  [
    'completeRegistration',
    () => api.completeRegistration({ company: 'Acme' }),
    'POST',
    `${O}/complete-registration`,
    { company: 'Acme' },
  ],
  ['getAllLanguages', () => api.getAllLanguages(), 'GET', '/api/v1/language/all'],
  ['getLanguages', () => api.getLanguages(), 'GET', `${O}/languages`],
  [
    'updateLanguages',
    () => api.updateLanguages(['en', 'de']),
    'PUT',
    `${O}/languages`,
    ['en', 'de'],
  ],
  ['getWidgetTheme', () => api.getWidgetTheme(), 'GET', `${O}/widget-theme`],
  ['updateWidgetTheme', () => api.updateWidgetTheme(B), 'PUT', `${O}/widget-theme`, B],
  ['getWidget', () => api.getWidget(), 'GET', `${O}/widget`],
  [
    'inviteMember',
    () => api.inviteMember({ email: 'a@b.co', role: 'ROLE_SUPPORT' }),
    'POST',
    `${O}/members/invite`,
    { email: 'a@b.co', role: 'ROLE_SUPPORT' },
  ],
  [
    'updateMemberRole',
    () => api.updateMemberRole(5, 'ROLE_PRODUCT'),
    'PATCH',
    `${O}/members/5?memberRole=ROLE_PRODUCT`,
  ],
  ['deleteMember', () => api.deleteMember(5), 'DELETE', `${O}/members/5`],
  ['getPrizePoolSettings', () => api.getPrizePoolSettings(), 'GET', `${O}/prize-pool/settings`],
  [
    'updatePrizePoolSettings',
    () => api.updatePrizePoolSettings(B),
    'PUT',
    `${O}/prize-pool/settings`,
    B,
  ],
  ['downloadBalances', () => api.downloadBalances(), 'GET', `${O}/prize-pool/csv`],
  ['getBillingInfo', () => api.getBillingInfo(), 'GET', `${O}/subscription/plan/billing-info`],
  ['getAvailablePlans', () => api.getAvailablePlans(), 'GET', `${O}/subscription/plan/available`],
  [
    'getPlanChange',
    () => api.getPlanChange({ planId: 2 }),
    'GET',
    `${O}/subscription/plan/change?planId=2`,
  ],
  [
    'changePlan',
    () => api.changePlan({ planId: 2 }),
    'POST',
    `${O}/subscription/plan/change`,
    { planId: 2 },
  ],
  [
    'getPaymentUpdate',
    () => api.getPaymentUpdate(),
    'GET',
    `${O}/subscription/plan/payment/update`,
  ],
  [
    'getUsageStats',
    () => api.getUsageStats({ month: '2026-01' }),
    'GET',
    `${O}/subscription/plan/usage-stats?month=2026-01`,
  ],
  ['getExtraCredits', () => api.getExtraCredits(), 'GET', `${O}/subscription/extra-credits`],
  [
    'buyExtraCredits',
    () => api.buyExtraCredits({ amount: 1000 }),
    'POST',
    `${O}/subscription/extra-credits/buy`,
    { amount: 1000 },
  ],
  [
    'getBillingHistory',
    () => api.getBillingHistory({ page: 1 }),
    'GET',
    `${O}/subscription/billing-history?page=1`,
  ],
  [
    'getUpgradePreview',
    () => api.getUpgradePreview(3),
    'GET',
    `${O}/subscription/plan/upgrade-preview?planId=3`,
  ],
  [
    'requestPaymentLink',
    () => api.requestPaymentLink({ planId: 3, email: 'a@b.co' }),
    'POST',
    `${O}/subscription/plan/payment-link`,
    { planId: 3, email: 'a@b.co' },
  ],
  ['getDeployStatus', () => api.getDeployStatus(), 'GET', `${O}/custody/integration/deploy-status`],
  [
    'updateDeployStatus',
    () => api.updateDeployStatus(B),
    'PATCH',
    `${O}/custody/integration/deploy-status`,
    B,
  ],
  [
    'updateIntegrationType',
    () => api.updateIntegrationType({ type: 'INSTANT_CREATE' }),
    'PATCH',
    `${O}/custody/integration/type`,
    { type: 'INSTANT_CREATE' },
  ],
  ['getIntegration', () => api.getIntegration(), 'GET', `${O}/custody/integration`],
  ['updateIntegration', () => api.updateIntegration(B), 'PATCH', `${O}/custody/integration`, B],
  ['getTokenomics', () => api.getTokenomics(), 'GET', `${O}/custody/tokenomics`],
  ['updateTokenomics', () => api.updateTokenomics(B), 'PATCH', `${O}/custody/tokenomics`, B],
  ['getSeed', () => api.getSeed(), 'GET', `${O}/custody/seed`],
  ['putMasterWallet', () => api.putMasterWallet(B), 'PUT', `${O}/custody/master-wallet`, B],
  [
    'getPreDeployBalance',
    () => api.getPreDeployBalance(),
    'GET',
    `${O}/custody/integration/pre-deploy-balance`,
  ],
  ['prepareOnboarding', () => api.prepareOnboarding(), 'POST', `${O}/custody/prepare-onboarding`],
  ['deploy', () => api.deploy(), 'POST', `${O}/custody/deploy`],
  ['getAirdropWeb3', () => api.getAirdropWeb3(), 'GET', `${O}/airdrop-web3`],
  ['updateAirdropWeb3', () => api.updateAirdropWeb3(B), 'PATCH', `${O}/airdrop-web3`, B],
  [
    'getDashboard',
    () => api.getDashboard('dashboard.missionsInsights', { from: '2026-01-01', to: '2026-01-31' }),
    'GET',
    `${O}/dashboard/missions-insights?from=2026-01-01&to=2026-01-31`,
  ],
  ['getTapToEarnSettings', () => api.getTapToEarnSettings(), 'GET', `${O}/tap-to-earn/settings`],
  [
    'updateTapToEarnSettings',
    () => api.updateTapToEarnSettings(B),
    'PUT',
    `${O}/tap-to-earn/settings`,
    B,
  ],
  ['getReferralSettings', () => api.getReferralSettings(), 'GET', `${O}/referral/settings`],
  [
    'updateReferralSettings',
    () => api.updateReferralSettings(B),
    'PUT',
    `${O}/referral/settings`,
    B,
  ],
  ['getSettings', () => api.getSettings(), 'GET', `${O}/settings`],
  [
    'runAction',
    () => api.runAction('users.adjustPoints', 5, { amount: -20, reason: 'Fix' }),
    'POST',
    `${O}/users/5/points`,
    { amount: -20, reason: 'Fix' },
  ],
  ['getSingleton', () => api.getSingleton('referral.settings'), 'GET', `${O}/referral/settings`],
  [
    'putSingleton',
    () => api.putSingleton('referral.updateSettings', B),
    'PUT',
    `${O}/referral/settings`,
    B,
  ],
  ['updateSettings', () => api.updateSettings(B), 'PUT', `${O}/settings`, B],
  ['getCreditCost', () => api.getCreditCost(), 'GET', '/api/v1/billing-settings/credit-cost'],
  [
    'updateCreditCost',
    () => api.updateCreditCost([{ action: 'x', credits: 1 }]),
    'PUT',
    '/api/v1/billing-settings/credit-cost',
    [{ action: 'x', credits: 1 }],
  ],
];

describe('typed calls (api.ts)', () => {
  it('the table covers every call', () => {
    expect(TABLE.map((row) => row[0]).sort()).toEqual(Object.keys(api).sort());
  });

  const cases = TABLE.map(([name, run, method, path, body]) => ({ name, run, method, path, body }));
  it.each(cases)('$name → $method $path', async ({ run, method, path, body }) => {
    // What is sent is the subject here; the stub's `{}` is no valid answer of every call
    // (what is made of answers: tests/data/answers*.test.ts).
    await run().catch(() => undefined);
    expect(stub.calls).toEqual([{ method, url: path, body }]);
  });

  it('an operator id given to a call overrides the operator in view', async () => {
    await api.getWidget({ operatorId: '42' });
    expect(stub.calls.map((c) => c.url)).toEqual(['/api/v1/operator/42/widget']);
  });

  it('returns the parsed body', async () => {
    stub.answer = () => HttpResponse.json([{ id: 1, code: 'WEB3', enabled: true }]);
    await expect(api.getFeatureFlags()).resolves.toEqual([{ id: 1, code: 'WEB3', enabled: true }]);
  });

  it(`downloads the balances archive as a blob (saved as ${BALANCES_FILE_NAME})`, async () => {
    stub.answer = () =>
      new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
        headers: { 'Content-Type': 'application/zip' },
      });
    const blob = await api.downloadBalances();
    expect(blob.type).toBe('application/zip');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
    expect(BALANCES_FILE_NAME).toBe('User_Balances.zip');
  });

  it('the invite failure can be silenced by the caller (§8: no user message)', async () => {
    stub.answer = () => HttpResponse.json({ message: 'Already a member' }, { status: 409 });
    await expect(
      api.inviteMember(
        { email: 'a@b.co', role: 'ROLE_SUPPORT' },
        { skipNotificationStatus: 'all' },
      ),
    ).rejects.toMatchObject({ status: 409 });
    expect(stub.toasts).toEqual([]);
  });
});
