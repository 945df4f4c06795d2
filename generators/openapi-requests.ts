/**
 * What the console sends (§7 payloads, api-contract.md), as JSON Schema for the published
 * contract. The answers are src/data/answers'; the bodies are short and written here.
 */
type Json = Readonly<Record<string, unknown>>;

const str = (description?: string): Json => ({
  type: 'string',
  ...(description ? { description } : {}),
});
const obj = (properties: Record<string, Json>, required: string[] = [], description?: string) => ({
  type: 'object',
  properties,
  ...(required.length > 0 ? { required } : {}),
  ...(description ? { description } : {}),
});
const id: Json = { type: ['string', 'number'] };
/** A settings object as the page edits it: every key it received, sent back. */
const values = (description: string): Json => ({ type: 'object', description });
const decision = obj(
  { status: { enum: ['APPROVED', 'DECLINED'] }, reason: str('Why it was declined.') },
  ['status'],
);

export const REQUEST_BODIES: Readonly<Record<string, Json>> = {
  'auth.login': obj({ login: str(), password: str() }, ['login', 'password']),
  'auth.registration': obj({ email: str(), password: str() }, ['email', 'password']),
  'auth.forgotPassword': obj({ email: str() }, ['email']),
  'auth.passwordRecovery': obj({ token: str(), password: str() }, ['token', 'password']),
  'auth.accountVerify': obj({ token: str() }, ['token']),
  'operator.update': obj({
    emailVerified: { type: 'boolean', description: 'The email banner’s “I verified it”.' },
    name: str(),
  }),
  'operator.completeRegistration': {
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'The company details of the registration form.',
  },
  'members.invite': obj({ email: str(), role: str('One of the §3 role codes.') }, [
    'email',
    'role',
  ]),
  'members.create': obj(
    { email: str('The new member’s e-mail.'), role: str('One of the §3 role codes.') },
    ['email', 'role'],
    'The new member (§7), as the invitation payload (§3).',
  ),
  'languages.update': obj({ languages: { type: 'array', items: str('A language code.') } }, [
    'languages',
  ]),
  'widgetTheme.update': values('The widget theme, with every key it was read with.'),
  'onboarding.update': {
    type: 'object',
    additionalProperties: { type: 'boolean' },
    description: 'The setup steps to mark, e.g. {"uiSettings": true}.',
  },
  'prizePool.updateSettings': values('The prize pool settings.'),
  'billing.change': obj({ planId: id, optionId: id }, ['planId']),
  'billing.buyExtraCredits': obj({ credits: { type: 'integer', minimum: 1 } }, ['credits']),
  'billing.paymentLink': obj({ planId: id, email: str() }, ['planId', 'email']),
  'custody.updateDeployStatus': obj({ status: str('One of the §4 deploy statuses.') }, ['status']),
  'custody.updateType': obj({ type: { enum: ['INSTANT_CREATE', 'LOYALTY_TOKENIZATION'] } }, [
    'type',
  ]),
  'custody.updateIntegration': values('The integration’s fields to change (flow, walletMode…).'),
  'custody.updateTokenomics': values('The flow’s tokenomics fields.'),
  'custody.masterWallet': obj(
    {
      mode: { enum: ['CONNECT_WALLET', 'CREATE_WALLET'] },
      address: str('0x followed by 40 hexadecimal digits (CONNECT_WALLET).'),
    },
    ['mode'],
  ),
  'airdropWeb3.update': values('The web3 airdrop settings.'),
  'tapToEarn.updateSettings': values('The tap to earn settings.'),
  'referral.updateSettings': values('The referral settings.'),
  'settings.update': values('The operator settings.'),
  'creditCost.update': {
    type: 'array',
    items: obj({ action: str(), credits: { type: 'number' } }, ['action', 'credits']),
  },
  'missions.moderationDecide': decision,
  'rewards.moderationDecide': decision,
  'requests.update': decision,
  'users.update': obj({ status: { enum: ['ACTIVE', 'BLOCKED'] } }, ['status']),
  'users.adjustPoints': obj(
    { amount: { type: 'number', description: 'May be negative.' }, reason: str() },
    ['amount', 'reason'],
  ),
  'segments.create': obj(
    {
      name: str(),
      description: str(),
      rules: {
        type: 'array',
        items: obj(
          { field: str(), op: { enum: ['gte', 'lte'] }, value: { type: ['number', 'string'] } },
          ['field', 'op', 'value'],
        ),
      },
    },
    ['name', 'rules'],
  ),
  'airdrop.create': obj(
    {
      name: str(),
      segmentId: id,
      points: { type: 'integer', minimum: 1, maximum: 1_000_000 },
      scheduledAt: str('ISO 8601; absent or past: now.'),
    },
    ['name', 'segmentId', 'points'],
  ),
};

/**
 * A valid body per write, where one can be given without knowing the API's state: the contract's
 * example, and what the mock's contract test sends (tests/mocks/contract.test.ts).
 */
export const REQUEST_EXAMPLES: Readonly<Record<string, unknown>> = {
  'auth.forgotPassword': { email: 'someone@example.com' },
  'operator.update': { name: 'Nova Games' },
  'members.invite': { email: 'new.member@example.com', role: 'ROLE_SUPPORT' },
  'onboarding.update': { uiSettings: true },
  'billing.buyExtraCredits': { credits: 1000 },
  'users.update': { status: 'BLOCKED' },
  'users.adjustPoints': { amount: 50, reason: 'Goodwill' },
  'segments.create': {
    name: 'Big spenders',
    description: '',
    rules: [{ field: 'balance', op: 'gte', value: 1000 }],
  },
};

/** Query values beyond the list convention, by endpoint. */
export const QUERIES: Readonly<
  Record<string, readonly { name: string; required?: boolean; description: string }[]>
> = {
  'billing.usageStats': [
    { name: 'from', description: 'First day, YYYY-MM-DD.' },
    { name: 'to', description: 'Last day, YYYY-MM-DD.' },
  ],
  'billing.changeInfo': [
    { name: 'planId', required: true, description: 'The option (or plan) to change to.' },
    { name: 'optionId', description: 'The option, when planId names a plan.' },
  ],
  'billing.upgradePreview': [
    { name: 'optionId', description: 'The option, when planId names a plan.' },
  ],
};
