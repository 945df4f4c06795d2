/**
 * Builds the demo database from a seed: the same seed and day give the same data. Operators are
 * written out (each demonstrates a state of §2–§4); their rows are generated.
 */
import {
  DB_VERSION,
  DEPLOY_STATUSES,
  FEATURE_FLAG_CODES,
  FEATURE_GROUPS,
  type AccountRow,
  type BillingInfo,
  type DeployStatus,
  type FeatureGroupState,
  type MockDb,
  type OperatorData,
  type OperatorRow,
  type Plan,
  type Role,
  type Row,
} from './db';
import { DEMO_ACCOUNTS, DEMO_OPERATORS, DEMO_PASSWORD } from './demoAccounts';
import { createRng, type Rng } from './prng';
import { seedAudience } from './seedAudience';
import * as words from './seedData';
import { PROCESSING_STATUSES } from '../model/processingStatuses';

export const DEFAULT_SEED = 20240501;
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

export const PLANS: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    description: 'Try the widget with a small monthly allowance.',
    info: [{ id: 'free-1k', creditAmount: 1000, price: 0 }],
  },
  {
    id: 'starter',
    name: 'Starter',
    description: 'For growing apps with a steady audience.',
    info: [
      { id: 'starter-5k', creditAmount: 5000, price: 49 },
      { id: 'starter-10k', creditAmount: 10000, price: 89 },
    ],
  },
  {
    id: 'growth',
    name: 'Growth',
    description: 'Every engagement feature for large communities.',
    info: [
      { id: 'growth-25k', creditAmount: 25000, price: 199 },
      { id: 'growth-50k', creditAmount: 50000, price: 349 },
      { id: 'growth-100k', creditAmount: 100000, price: 1249.5 },
    ],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'Custom volumes, SLA and a dedicated manager.',
    info: [],
  },
];

/** Operators whose payment-link call answers `{}` (no link): the §4 downgrade → BillingProceed path. */
export const NO_PAYMENT_LINK: ReadonlySet<string> = new Set([DEMO_OPERATORS.orbit]);

const PLAN_FEATURES: [string, string[]][] = [
  ['Missions', ['Free', 'Starter', 'Growth', 'Enterprise']],
  ['Rewards', ['Free', 'Starter', 'Growth', 'Enterprise']],
  ['Tap to Earn', ['Starter', 'Growth', 'Enterprise']],
  ['Referral', ['Starter', 'Growth', 'Enterprise']],
  ['Web3 Loyalty', ['Starter', 'Growth', 'Enterprise']],
  ['Segments', ['Growth', 'Enterprise']],
  ['Airdrop', ['Growth', 'Enterprise']],
  ['Hold to Earn', ['Enterprise']],
  ['Dedicated manager', ['Enterprise']],
];

/** The feature groups (db.ts) each plan feature above stands for. */
const PLAN_FEATURE_GROUPS: Readonly<Record<string, string>> = {
  Missions: 'MISSIONS',
  Rewards: 'REWARDS',
  'Tap to Earn': 'T2E',
  Referral: 'REFERRAL',
  'Web3 Loyalty': 'WEB3_LOYALTY',
  Segments: 'SEGMENTS',
  Airdrop: 'AIRDROP',
  'Hold to Earn': 'H2E',
};

/** The features a plan does not include: the install refuses them, the console shows them locked. */
export function lockedOnPlan(planName: string): string[] {
  return Object.entries(FEATURE_GROUPS).flatMap(([group, features]) => {
    const feature = Object.keys(PLAN_FEATURE_GROUPS).find((f) => PLAN_FEATURE_GROUPS[f] === group);
    const plans = PLAN_FEATURES.find(([name]) => name === feature)?.[1] ?? [];
    return plans.includes(planName) ? [] : [...features];
  });
}

interface OperatorPlan {
  id: string;
  name: string;
  login: string;
  createdDaysAgo: number;
  emailVerified: boolean;
  setupFinished: boolean;
  /** Features installed; 'all' installs every unlocked one. */
  installed: readonly string[] | 'all';
  internalCurrencyName: string | null;
  deploy: DeployStatus;
  plan: { planId: string; optionId: string | null; status: 'ACTIVE' | 'INACTIVE'; used: number };
  flagsOn: readonly string[];
  users: number;
  status: OperatorRow['status'];
}

const BASE_FLAGS = ['LOYALTY_WIDGET', 'BILLING', 'EVENT_REWARDS', 'MODERATION_REWARDS'];

const OPERATOR_PLANS: OperatorPlan[] = [
  {
    id: DEMO_OPERATORS.nova,
    name: 'Nova Games',
    login: 'admin@novagames.demo',
    createdDaysAgo: 420,
    emailVerified: true,
    setupFinished: true,
    installed: 'all',
    internalCurrencyName: null,
    deploy: 'DONE',
    plan: { planId: 'growth', optionId: 'growth-25k', status: 'ACTIVE', used: 18750 },
    flagsOn: [...BASE_FLAGS, 'WEB3', 'FNC_STOP_WIDGET', 'ADVANCED_COLORS', 'AMPLITUDE_EVENTS'],
    users: 320,
    status: 'ACTIVE',
  },
  {
    id: DEMO_OPERATORS.pixel,
    name: 'Pixel Bank',
    login: 'admin@pixelbank.demo',
    createdDaysAgo: 3,
    emailVerified: false,
    setupFinished: false,
    installed: [],
    internalCurrencyName: 'Gems',
    deploy: 'NONE',
    // Most of the free allowance used in its first days: the usage warning (75 %–100 %).
    plan: { planId: 'free', optionId: 'free-1k', status: 'ACTIVE', used: 940 },
    flagsOn: [...BASE_FLAGS, 'INTERNAL_APP_CURRENCY'],
    users: 40,
    status: 'ACTIVE',
  },
  {
    id: DEMO_OPERATORS.orbit,
    name: 'Orbit Travel',
    login: 'admin@orbittravel.demo',
    createdDaysAgo: 210,
    emailVerified: true,
    setupFinished: true,
    installed: ['MODERATION_MISSIONS', 'SOCIAL_MEDIA_MISSIONS', 'REFERRAL_CODES', 'WEB3'],
    internalCurrencyName: 'Miles',
    deploy: 'STARTED',
    plan: { planId: 'starter', optionId: 'starter-10k', status: 'INACTIVE', used: 10000 },
    flagsOn: [...BASE_FLAGS, 'WEB3', 'INTERNAL_APP_CURRENCY', 'TELEGRAM_BOT_WEB_APP'],
    users: 150,
    status: 'INACTIVE',
  },
  {
    id: DEMO_OPERATORS.lumen,
    name: 'Lumen Fitness',
    login: 'admin@lumenfitness.demo',
    createdDaysAgo: 95,
    emailVerified: false,
    setupFinished: true,
    // Web3 installed, deploy not started: the web3 onboarding can be walked through by hand.
    installed: ['EVENT_MISSIONS', 'TAP_2_EARN', 'PROMO_REWARDS', 'USER_SEGMENTS', 'WEB3'],
    internalCurrencyName: null,
    deploy: 'NONE',
    // Growth: the plan that includes every feature it has installed.
    plan: { planId: 'growth', optionId: 'growth-25k', status: 'ACTIVE', used: 940 },
    flagsOn: [...BASE_FLAGS, 'FIREBASE_EVENTS', 'WEB3'],
    users: 90,
    status: 'ACTIVE',
  },
  {
    id: DEMO_OPERATORS.fresh,
    name: 'Fresh Brand',
    login: 'registration@freshbrand.demo',
    createdDaysAgo: 0,
    emailVerified: false,
    setupFinished: false,
    installed: [],
    internalCurrencyName: null,
    deploy: 'NONE',
    plan: { planId: 'free', optionId: 'free-1k', status: 'ACTIVE', used: 0 },
    flagsOn: BASE_FLAGS,
    users: 0,
    status: 'REGISTRATION',
  },
];

const iso = (ms: number) => new Date(ms).toISOString();
const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

function hex(rng: Rng, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += rng.int(0, 15).toString(16);
  return out;
}

export function featureGroupsFor(
  installed: readonly string[] | 'all',
  locked: readonly string[],
): FeatureGroupState[] {
  return Object.entries(FEATURE_GROUPS).map(([groupName, features]) => {
    const featureGroups = features.map((featureFlag) => ({
      featureFlag,
      locked: locked.includes(featureFlag),
      installed:
        !locked.includes(featureFlag) && (installed === 'all' || installed.includes(featureFlag)),
    }));
    return { groupName, installed: featureGroups.some((f) => f.installed), featureGroups };
  });
}

export function emptyOperatorData(): OperatorData {
  return {
    members: [],
    users: [],
    events: [],
    missions: [],
    missionCategories: [],
    missionModeration: [],
    rewards: [],
    rewardModeration: [],
    activity: [],
    revenues: [],
    requests: [],
    segments: [],
    airdrops: [],
    referralCodes: [],
    billingHistory: [],
    languages: ['en'],
    widgetTheme: defaultTheme(''),
    widget: {},
    onboarding: {
      authSettings: false,
      uiSettings: false,
      langSettings: false,
      missionsSettings: false,
      goLiveSettings: false,
    },
    featureGroups: featureGroupsFor([], []),
    featureFlags: FEATURE_FLAG_CODES.map((code, i) => ({ id: i + 1, code, enabled: false })),
    tokenInfo: { internalCurrencyName: null, symbol: null, decimals: 2 },
    billing: billingFor('free', 'free-1k', 'ACTIVE', 0),
    creditsByDay: [],
    extraCredits: { available: 0, pricePerCredit: 0.01, packages: [1000, 5000, 10000] },
    prizePool: { csvReportGenerationStatus: 'PENDING', enabled: false },
    web3: { type: null, status: 'NONE', data: null },
    custodyIntegration: { enabled: false, network: 'Polygon' },
    tokenomics: {},
    airdropWeb3: { enabled: false },
    masterWallet: null,
    tapToEarn: { enabled: false, pointsPerTap: 1, dailyTapLimit: 500 },
    referral: { enabled: false, referrerReward: 100, refereeReward: 50 },
    settings: { name: '', websiteUrl: '', supportEmail: '' },
  };
}

/**
 * A mission proof's picture: the console's own demo picture (public/demo/proof.png), so the
 * moderation preview shows something in the demo and the browser suite, which have no internet.
 * Absolute, as an API's would be (the safe-URL rule); outside a browser, a made-up https host.
 */
function demoProofBase(): string {
  const origin = typeof location === 'undefined' ? 'https://proof.example.com' : location.origin;
  return `${origin}/demo/proof.png`;
}

function defaultTheme(name: string): Record<string, unknown> {
  const base = `https://cdn.example.com/widgets/${slug(name) || 'default'}`;
  return {
    primaryColor: '#2ECC71',
    backgroundColor: '#121212',
    textColor: '#FFFFFF',
    fontFamily: 'Inter',
    borderRadius: 12,
    images: {
      logo: { mini: `${base}/logo-64.png`, original: `${base}/logo.png` },
      banner: { mini: `${base}/banner-320.jpg`, original: `${base}/banner.jpg` },
    },
  };
}

export function billingFor(
  planId: string,
  optionId: string | null,
  status: 'ACTIVE' | 'INACTIVE',
  used: number,
): BillingInfo {
  const plan = PLANS.find((p) => p.id === planId) ?? PLANS[0]!;
  const option = plan.info.find((o) => o.id === optionId) ?? plan.info[0];
  const total = option?.creditAmount ?? 0;
  return {
    planName: plan.name,
    planId: plan.id,
    optionId: option?.id ?? null,
    planPrice: option?.price ?? 0,
    status,
    usage: { currentUsage: used, total },
    monthlyUsage: { currentUsage: Math.min(used, total), total },
    extraCreditsUsage: { currentUsage: 0, total: 0 },
  };
}

/** The list's i-th name; past its end, the names again as a new round: 'Level up (round 2)'. */
function nth(names: readonly string[], i: number): string {
  const name = names[i % names.length]!;
  const round = Math.floor(i / names.length) + 1;
  return round === 1 ? name : `${name} (round ${round})`;
}

/** What one entry of a user's history is worth, in points (a claim spends them). */
function pointsFor(rng: Rng, type: string): number {
  switch (type) {
    case 'REWARD_CLAIMED':
      return -rng.int(1, 20) * 50;
    case 'MISSION_COMPLETED':
      return rng.int(1, 40) * 25;
    case 'AIRDROP':
      return rng.int(5, 50) * 100;
    case 'REFERRAL':
      return 200;
    case 'TAP':
      return rng.int(1, 100);
    default:
      return rng.int(1, 100) * 5;
  }
}

/**
 * Every user's history (the activity rows), in one ledger: each entry after its user signed up,
 * a few keen users with much of it, and no claim a user could not pay for when it was made (in
 * time order, a claim beyond the balance is a mission completed instead): a balance, the sum of
 * the history, is never below zero.
 */
function ledger(
  rng: Rng,
  users: readonly Row[],
  count: number,
  after: (u: Row) => string,
  ids: () => string,
): Row[] {
  const keen = users.slice(0, Math.max(1, Math.ceil(users.length / 20)));
  const rows: Row[] = [];
  for (let i = 0; i < count; i += 1) {
    const u = rng.chance(0.3) ? rng.pick(keen) : rng.pick(users);
    const type = rng.pick(words.ACTIVITY_TYPES);
    rows.push({
      id: ids(),
      userId: u.id,
      userLogin: u.login,
      type,
      points: pointsFor(rng, type),
      createdAt: after(u),
    });
  }
  rows.sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
  const balance = new Map<string, number>();
  for (const row of rows) {
    const held = balance.get(String(row.userId)) ?? 0;
    if (held + Number(row.points) < 0) {
      row.type = 'MISSION_COMPLETED';
      row.points = -Number(row.points);
    }
    balance.set(String(row.userId), held + Number(row.points));
  }
  return rows;
}

function person(rng: Rng): { name: string; email: string } {
  const first = rng.pick(words.FIRST_NAMES);
  const last = rng.pick(words.LAST_NAMES);
  const email = `${slug(first)}.${slug(last)}${rng.int(1, 999)}@${rng.pick(words.MAIL_DOMAINS)}`;
  return { name: `${first} ${last}`, email };
}

/**
 * When the operator signed up: `createdDaysAgo` days before today, at an hour of the working day
 * (not midnight), so even one made today was made before anything it holds.
 */
function openedAt(op: OperatorPlan, now: number): number {
  return now - op.createdDaysAgo * DAY - (3 + (Number(op.id) % 7)) * HOUR - 17 * 60 * 1000;
}

/**
 * Credits used per day, from the day the operator opened to today: the current period (the last 30
 * days) adds up to the plan's usage, earlier days are of the same size. One ledger, which the
 * usage statistics read, so the chart's total and My Plan's usage agree.
 */
function creditLedger(rng: Rng, used: number, opened: number, now: number) {
  const days: { date: string; credits: number }[] = [];
  const first = Math.floor(opened / DAY) * DAY;
  const periodStart = now - 29 * DAY;
  const inPeriod: number[] = [];
  for (let t = first; t <= now; t += DAY) {
    days.push({ date: iso(t).slice(0, 10), credits: 0 });
    if (t >= periodStart) inPeriod.push(days.length - 1);
  }
  const weights = inPeriod.map(() => rng.int(1, 10));
  const sum = weights.reduce((a, b) => a + b, 0);
  let left = used;
  inPeriod.forEach((index, k) => {
    const share = k === inPeriod.length - 1 ? left : Math.floor((used * weights[k]!) / sum);
    days[index]!.credits = share;
    left -= share;
  });
  const daily = Math.max(1, Math.round(used / 30));
  for (let i = 0; i < days.length && days[i]!.date < iso(periodStart).slice(0, 10); i += 1)
    days[i]!.credits = rng.int(Math.ceil(daily / 2), Math.ceil(daily * 1.5));
  return days;
}

function seedOperator(rng: Rng, op: OperatorPlan, now: number, ids: () => string): OperatorData {
  const data = emptyOperatorData();
  const since = openedAt(op, now);
  const when = () => iso(rng.int(since, now));
  const planName = PLANS.find((p) => p.id === op.plan.planId)?.name ?? 'Free';
  const groups = featureGroupsFor(op.installed, lockedOnPlan(planName));
  data.featureGroups = groups;
  const has = (feature: string) =>
    groups.some((g) => g.featureGroups.some((f) => f.featureFlag === feature && f.installed));

  data.featureFlags = FEATURE_FLAG_CODES.map((code, i) => ({
    id: Number(op.id) * 100 + i + 1,
    code,
    enabled: op.flagsOn.includes(code),
  }));
  data.tokenInfo = {
    internalCurrencyName: op.internalCurrencyName,
    symbol: op.internalCurrencyName ? op.internalCurrencyName.slice(0, 3).toUpperCase() : null,
    decimals: 2,
  };
  data.onboarding = {
    authSettings: op.setupFinished,
    uiSettings: op.setupFinished,
    langSettings: op.setupFinished,
    missionsSettings: op.setupFinished,
    goLiveSettings: op.setupFinished,
  };
  data.languages = op.setupFinished ? ['en', rng.pick(['es', 'de', 'fr', 'pt'])] : ['en'];
  data.widgetTheme = defaultTheme(op.name);
  data.widget = {
    widgetId: `wgt_${hex(rng, 12)}`,
    enabled: op.setupFinished,
    apiKey: `pk_live_${hex(rng, 24)}`,
    scriptUrl: `https://widget.example.com/v2/loader.js?id=${op.id}`,
    allowedOrigins: [`https://${slug(op.name)}.example.com/`],
  };
  data.billing = billingFor(op.plan.planId, op.plan.optionId, op.plan.status, op.plan.used);
  data.creditsByDay = creditLedger(rng, op.plan.used, since, now);
  data.prizePool = {
    csvReportGenerationStatus: op.id === DEMO_OPERATORS.nova ? 'DONE' : 'PENDING',
    enabled: op.setupFinished,
  };
  const deployIndex = DEPLOY_STATUSES.indexOf(op.deploy);
  const contract = deployIndex > DEPLOY_STATUSES.indexOf('STARTED') ? `0x${hex(rng, 40)}` : null;
  data.web3 = {
    type: op.deploy === 'NONE' ? null : 'INSTANT_CREATE',
    status: op.deploy,
    data: contract
      ? {
          contractAddress: contract,
          chainId: 137,
          symbol: 'NOVA',
          // A finished deploy has opened its pool (not drawn from rng: the rest of the seed stays).
          ...(op.deploy === 'DONE'
            ? { poolAddress: `0x${[...contract.slice(2)].reverse().join('')}` }
            : {}),
        }
      : null,
  };
  // The onboarding saves the tokenomics before it allows the deploy: a deployed token has them.
  if (deployIndex >= DEPLOY_STATUSES.indexOf('ALLOWED_TOKEN_DEPLOY'))
    data.tokenomics = {
      name: `${op.name} Token`,
      symbol: 'NOVA',
      totalSupply: 1_000_000,
      decimals: 18,
    };
  data.tapToEarn = { enabled: has('TAP_2_EARN'), pointsPerTap: 1.5, dailyTapLimit: 1000 };
  data.referral = { enabled: has('REFERRAL_CODES'), referrerReward: 200, refereeReward: 100 };
  data.settings = {
    name: op.name,
    websiteUrl: `https://${slug(op.name)}.example.com`,
    supportEmail: `support@${slug(op.name)}.example.com`,
  };

  // Team: the demo accounts of this operator, plus a few invited colleagues.
  for (const account of DEMO_ACCOUNTS.filter(
    (a) =>
      a.operatorId === op.id && a.role !== 'ROLE_SUPER_ADMIN' && a.role !== 'ROLE_RESET_PASSWORD',
  )) {
    data.members.push({
      id: ids(),
      email: account.login,
      role: account.role === 'ROLE_ADMIN_REGISTRATION' ? 'ROLE_ADMIN' : account.role,
      status: 'ACTIVE',
      createdAt: iso(since),
    });
  }
  for (let i = 0; i < (op.users > 0 ? 3 : 0); i += 1) {
    data.members.push({
      id: ids(),
      email: `${slug(rng.pick(words.FIRST_NAMES))}@${slug(op.name)}.example.com`,
      role: rng.pick(['ROLE_MARKETING', 'ROLE_SUPPORT', 'ROLE_PRODUCT']),
      status: rng.pick(['ACTIVE', 'INVITED']),
      createdAt: when(),
    });
  }

  for (let i = 0; i < op.users; i += 1) {
    const p = person(rng);
    data.users.push({
      id: ids(),
      login: p.email,
      name: p.name,
      country: rng.pick(words.COUNTRIES),
      status: rng.chance(0.9) ? 'ACTIVE' : 'BLOCKED',
      // The sum of the user's history, set once the history is written (below).
      balance: 0,
      createdAt: when(),
    });
  }
  const user = () => rng.pick(data.users);
  /** A moment of the user's life: after they signed up, not after today. */
  const after = (u: Row) => iso(rng.int(Date.parse(String(u.createdAt)), now));
  if (data.users.length === 0) return data;

  data.missionCategories = words.MISSION_CATEGORIES.map((name) => ({ id: ids(), name }));
  for (let i = 0; i < Math.round(op.users / 5); i += 1) {
    const category = rng.pick(data.missionCategories);
    data.missions.push({
      id: ids(),
      title: nth(words.MISSION_TITLES, i),
      description: 'Complete the task and earn points.',
      category: category.name,
      categoryId: category.id,
      reward: rng.int(1, 40) * 25,
      link: rng.chance(0.5) ? `https://${slug(op.name)}.example.com/m/${i}` : '',
      telegramChannel: rng.chance(0.3) ? `@${slug(op.name)}_news` : '',
      status: rng.pick(['ACTIVE', 'ACTIVE', 'DRAFT', 'ARCHIVED']),
      completions: rng.int(0, 2000),
      createdAt: when(),
    });
  }
  for (let i = 0; i < Math.round(op.users / 6); i += 1) {
    // The code is the name's, as a developer would write it: 'Level up' is `evt-level-up`.
    const name = nth(words.EVENT_NAMES, i);
    data.events.push({
      id: ids(),
      name,
      code: `evt-${name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}`,
      points: rng.int(1, 100) * 5,
      status: rng.pick(['ACTIVE', 'ACTIVE', 'INACTIVE']),
      triggered: rng.int(0, 9000),
      createdAt: when(),
    });
  }
  for (let i = 0; i < Math.round(op.users / 8); i += 1) {
    data.rewards.push({
      id: ids(),
      name: rng.pick(words.REWARD_NAMES),
      type: rng.pick(['PROMO', 'EVENT', 'MODERATION']),
      price: rng.int(1, 100) * 50,
      stock: rng.int(0, 500),
      status: rng.pick(['ACTIVE', 'ACTIVE', 'INACTIVE']),
      createdAt: when(),
    });
  }
  const moderation = (kind: 'mission' | 'reward', source: Row[], titleField: string): Row[] =>
    source.length === 0
      ? []
      : Array.from({ length: Math.round(op.users / 6) }, (_, i) => {
          const item = rng.pick(source);
          const u = user();
          const createdAt = after(u);
          return {
            id: ids(),
            [`${kind}Id`]: item.id,
            [`${kind}Title`]: item[titleField],
            userId: u.id,
            userLogin: u.login,
            proof: kind === 'mission' ? `${demoProofBase()}?id=${hex(rng, 8)}` : '',
            status: PROCESSING_STATUSES[i % PROCESSING_STATUSES.length],
            createdAt,
          };
        });
  data.missionModeration = moderation('mission', data.missions, 'title');
  data.rewardModeration = moderation('reward', data.rewards, 'name');

  data.activity = ledger(rng, data.users, op.users * 2, after, ids);
  const balances = new Map<string, number>();
  for (const row of data.activity)
    balances.set(String(row.userId), (balances.get(String(row.userId)) ?? 0) + Number(row.points));
  for (const u of data.users) u.balance = balances.get(u.id) ?? 0;
  for (let i = 0; i < Math.round(op.users / 2); i += 1) {
    const u = user();
    data.revenues.push({
      id: ids(),
      userId: u.id,
      source: rng.pick(words.REVENUE_SOURCES),
      amount: rng.int(100, 50000) / 100,
      currency: 'USD',
      createdAt: after(u),
    });
  }
  for (let i = 0; i < Math.round(op.users / 3); i += 1) {
    const u = user();
    data.requests.push({
      id: ids(),
      userId: u.id,
      userLogin: u.login,
      type: rng.pick(words.REQUEST_TYPES),
      amount: rng.int(10, 5000),
      // Cycling guarantees every processing status is present.
      status: PROCESSING_STATUSES[i % PROCESSING_STATUSES.length],
      createdAt: after(u),
    });
  }
  data.segments = words.SEGMENT_NAMES.slice(0, rng.int(4, words.SEGMENT_NAMES.length)).map(
    (name) => ({
      id: ids(),
      name,
      description: `Users in “${name}”`,
      usersCount: rng.int(5, op.users),
      createdAt: when(),
    }),
  );
  data.airdrops = words.AIRDROP_NAMES.map((name, i) => ({
    id: ids(),
    name,
    points: rng.int(1, 50) * 100,
    recipients: rng.int(10, op.users),
    status: PROCESSING_STATUSES[i % PROCESSING_STATUSES.length],
    createdAt: when(),
  }));
  for (let i = 0; i < Math.round(op.users / 10); i += 1) {
    const u = user();
    data.referralCodes.push({
      id: ids(),
      code: `${slug(String(u.name)).slice(0, 6).toUpperCase()}${rng.int(10, 99)}`,
      userId: u.id,
      userLogin: u.login,
      uses: rng.int(0, 60),
      createdAt: after(u),
    });
  }
  const price = data.billing.planPrice;
  for (let m = 1; m <= Math.min(12, Math.floor(op.createdDaysAgo / 30)); m += 1) {
    data.billingHistory.push({
      id: ids(),
      description: `${data.billing.planName} plan, monthly`,
      amount: price,
      currency: 'USD',
      status: m === 1 && op.plan.status === 'INACTIVE' ? 'FAILED' : 'PAID',
      invoiceUrl: `https://billing.example.com/invoices/${op.id}-${m}.pdf`,
      createdAt: iso(now - m * 30 * DAY),
    });
  }
  return seedAudience(data, now);
}

/** The seeded database. `now` anchors every date (default: the start of today, UTC). */
export function seedDb(options: { seed?: number; now?: number } = {}): MockDb {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? Math.floor(Date.now() / DAY) * DAY;
  const rng = createRng(seed);
  let next = 10000;
  const ids = () => String((next += 1));

  const operators: OperatorRow[] = [];
  const byOperator: Record<string, OperatorData> = {};
  for (const op of OPERATOR_PLANS) {
    byOperator[op.id] = seedOperator(rng, op, now, ids);
    operators.push({
      id: op.id,
      name: op.name,
      login: op.login,
      emailVerified: op.emailVerified,
      widgetEnabled: op.setupFinished,
      locked: op.plan.status === 'INACTIVE',
      plan: byOperator[op.id]!.billing.planName,
      status: op.status,
      createdAt: iso(openedAt(op, now)),
    });
  }
  const accounts: AccountRow[] = DEMO_ACCOUNTS.map((a) => ({
    login: a.login,
    password: DEMO_PASSWORD,
    role: a.role as Role,
    operatorId: a.operatorId,
  }));
  const custodyWallets: Row[] = operators.flatMap((op, i) =>
    byOperator[op.id]!.web3.status === 'NONE'
      ? []
      : [
          {
            id: ids(),
            operatorId: op.id,
            address: `0x${hex(rng, 40)}`,
            network: 'Polygon',
            balance: rng.int(0, 100000) / 100,
            status: i % 2 === 0 ? 'ACTIVE' : 'PENDING',
          },
        ],
  );
  return {
    version: DB_VERSION,
    seed,
    nextId: next + 1,
    operators,
    accounts,
    allLanguages: words.LANGUAGES.map((l) => ({ ...l })),
    plans: PLANS.map((p) => ({ ...p, info: p.info.map((o) => ({ ...o })) })),
    planFeatures: PLAN_FEATURES.map(([name, plans]) => ({
      name,
      plans: plans.map((planName) => ({ planName })),
    })),
    custodyWallets,
    creditCost: [
      ...words.CREDIT_ACTIONS.map((action, i) => ({
        action,
        credits: [1, 2, 1, 3, 5, 1][i] ?? 1,
      })),
      // An action the API charges that the console's schema does not name (yet): the page shows
      // it by its code and sends it back.
      { action: 'WEBHOOK', credits: 2 },
    ],
    byOperator,
    outbox: [],
  };
}
