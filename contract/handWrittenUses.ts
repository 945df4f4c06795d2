/**
 * The read calls of the hand-written parts (start-up loads, Basic Setup and My Widget, billing,
 * web3), which no schema page names: where a person sees each answer, and the permission section
 * that must grant `read` (null: every role that holds a console session). Kept beside the tool because only
 * code says where these calls land; a test keeps every GET of schema/endpoints.yaml placed.
 */
export interface HandWrittenUse {
  readonly where: string;
  readonly section: string | null;
}

const STARTUP = 'Start-up (every page)';

export const HAND_WRITTEN_USES: Readonly<Record<string, readonly HandWrittenUse[]>> = {
  'operator.featureFlags': [{ where: `${STARTUP}: feature flags`, section: null }],
  'operator.accountInfo': [{ where: `${STARTUP}: the account menu`, section: null }],
  'operator.info': [{ where: `${STARTUP}: operator info`, section: null }],
  'operator.tokenInfo': [{ where: `${STARTUP}: currency name`, section: null }],
  'onboarding.get': [{ where: 'Basic Setup → onboarding progress', section: 'BASIC_SETUP' }],
  'features.list': [{ where: `${STARTUP}: installed widget features`, section: null }],
  'languages.all': [{ where: 'Basic Setup → Languages', section: 'BASIC_SETUP' }],
  'languages.get': [{ where: 'Basic Setup → Languages', section: 'BASIC_SETUP' }],
  'widgetTheme.get': [{ where: 'Basic Setup → Widget theme', section: 'BASIC_SETUP' }],
  'widget.get': [{ where: 'My Widget → install script', section: 'MY_WIDGET' }],
  'prizePool.settings': [{ where: 'My Widget → prize pool', section: 'MY_WIDGET' }],
  'prizePool.csv': [{ where: 'My Widget → user balance file', section: 'MY_WIDGET' }],
  'billing.info': [{ where: `${STARTUP}: billing chip; Billing → My plan`, section: 'BILLING' }],
  'billing.plans': [{ where: 'Billing → plan cards', section: 'BILLING' }],
  'billing.changeInfo': [{ where: 'Billing → Manage plan', section: 'BILLING' }],
  'billing.paymentUpdate': [{ where: 'Billing → Payment method', section: 'BILLING' }],
  'billing.usageStats': [{ where: 'Billing → Usage statistics card', section: 'BILLING' }],
  'billing.extraCredits': [{ where: 'Billing → Extra credits card', section: 'BILLING' }],
  'billing.history': [{ where: 'Billing → Billing history', section: 'BILLING' }],
  'billing.upgradePreview': [{ where: 'Billing → Upgrade plan dialog', section: 'BILLING' }],
  'custody.deployStatus': [{ where: 'Web3 Setup → deploy status', section: 'WEB3' }],
  'custody.integration': [{ where: 'Web3 Setup → integration', section: 'WEB3' }],
  'custody.tokenomics': [{ where: 'Web3 Setup → tokenomics', section: 'WEB3' }],
  'custody.seed': [{ where: 'Web3 Onboarding → seed phrase', section: 'WEB3' }],
  'custody.preDeployBalance': [
    { where: 'Web3 Onboarding → balance before deploy', section: 'WEB3' },
  ],
  'airdropWeb3.get': [{ where: 'Web3 Setup → web3 airdrop', section: 'WEB3' }],
};
