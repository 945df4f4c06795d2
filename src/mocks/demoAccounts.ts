/**
 * The demo accounts of the embedded mock API: one login per role of schema/roles.yaml (the login
 * page lists them), all with the same password. It imports generated data only, because the login
 * page (mock mode) and the browser tests read it on its own.
 */
import { MESSAGES_EN } from '../generated/messages';
import { ROLES } from '../generated/roles';

/** Meets every §5 password rule: 8+ characters, a digit, upper and lower case, no spaces. */
export const DEMO_PASSWORD = 'Demo1234';

/** The seeded operators, by the state each one demonstrates. */
export const DEMO_OPERATORS = {
  /** Setup finished, features installed, paid plan, web3 deploy DONE, email verified. */
  nova: '1001',
  /** Setup not finished, nothing installed, free plan, internal currency, email not verified. */
  pixel: '1002',
  /** Setup finished, web3 deploy STARTED, inactive plan, internal currency. */
  orbit: '1003',
  /** Setup finished, some features and web3 installed, free plan, web3 NONE, email not verified. */
  lumen: '1004',
  /** Registered but registration not completed yet. */
  fresh: '1005',
} as const;

export interface DemoAccountDef {
  readonly login: string;
  readonly role: string;
  readonly operatorId: string;
  readonly description: string;
}

/**
 * Hand-picked accounts, each showing a state of the seeded data. The first account of a role is the
 * one a journey should use (e.g. the admin whose setup is done).
 */
export const CURATED_DEMO_ACCOUNTS: readonly DemoAccountDef[] = [
  {
    login: 'super@console.demo',
    role: 'ROLE_SUPER_ADMIN',
    operatorId: DEMO_OPERATORS.nova,
    description: 'Super admin: every operator, custody and credit cost (admin host)',
  },
  {
    login: 'admin@novagames.demo',
    role: 'ROLE_ADMIN',
    operatorId: DEMO_OPERATORS.nova,
    description: 'Admin of Nova Games: setup finished, paid plan, web3 live',
  },
  {
    login: 'admin@pixelbank.demo',
    role: 'ROLE_ADMIN',
    operatorId: DEMO_OPERATORS.pixel,
    description: 'Admin of Pixel Bank: basic setup not finished, email not verified, free plan',
  },
  {
    login: 'developer@novagames.demo',
    role: 'ROLE_DEVELOPMENT',
    operatorId: DEMO_OPERATORS.nova,
    description: 'Developer of Nova Games',
  },
  {
    login: 'marketing@novagames.demo',
    role: 'ROLE_MARKETING',
    operatorId: DEMO_OPERATORS.nova,
    description: 'Marketer of Nova Games',
  },
  {
    login: 'product@novagames.demo',
    role: 'ROLE_PRODUCT',
    operatorId: DEMO_OPERATORS.nova,
    description: 'Product manager of Nova Games',
  },
  {
    login: 'support@novagames.demo',
    role: 'ROLE_SUPPORT',
    operatorId: DEMO_OPERATORS.nova,
    description: 'Support agent of Nova Games',
  },
  {
    login: 'moderator@novagames.demo',
    role: 'ROLE_MODERATOR',
    operatorId: DEMO_OPERATORS.nova,
    description: 'Moderator of Nova Games: missions and rewards moderation only',
  },
  {
    login: 'registration@freshbrand.demo',
    role: 'ROLE_ADMIN_REGISTRATION',
    operatorId: DEMO_OPERATORS.fresh,
    description: 'Signed up, company details not completed yet',
  },
  {
    login: 'reset@novagames.demo',
    role: 'ROLE_RESET_PASSWORD',
    operatorId: DEMO_OPERATORS.nova,
    description: 'Must choose a new password',
  },
  {
    login: 'admin@orbittravel.demo',
    role: 'ROLE_ADMIN',
    operatorId: DEMO_OPERATORS.orbit,
    description:
      'Admin of Orbit Travel: locked, inactive plan, credits used up; payment links come back empty',
  },
  {
    login: 'admin@lumenfitness.demo',
    role: 'ROLE_ADMIN',
    operatorId: DEMO_OPERATORS.lumen,
    description: 'Admin of Lumen Fitness: web3 installed, not deployed (walk the web3 onboarding)',
  },
];

/** 'ROLE_SALES_LEAD' → 'sales-lead'. */
const loginName = (code: string) =>
  code
    .replace(/^ROLE_/, '')
    .toLowerCase()
    .replace(/_/g, '-');

/**
 * The curated accounts of the schema's roles, then one Nova Games login for each schema role that
 * has none (a role added in YAML can log in at once); accounts of roles the schema dropped go.
 */
export function demoAccountsFor(
  roles: readonly { readonly code: string }[],
  labelOf: (code: string) => string = (code) => code,
): readonly DemoAccountDef[] {
  const codes = new Set(roles.map((r) => r.code));
  const kept = CURATED_DEMO_ACCOUNTS.filter((a) => codes.has(a.role));
  const covered = new Set(kept.map((a) => a.role));
  const added = roles
    .filter((r) => !covered.has(r.code))
    .map((r) => ({
      login: `${loginName(r.code)}@novagames.demo`,
      role: r.code,
      operatorId: DEMO_OPERATORS.nova,
      description: `${labelOf(r.code)} of Nova Games (a role of schema/roles.yaml)`,
    }));
  return [...kept, ...added];
}

const ROLE_LABELS: Readonly<Record<string, string>> = MESSAGES_EN.roles;

export const DEMO_ACCOUNTS: readonly DemoAccountDef[] = demoAccountsFor(
  ROLES,
  (code) => ROLE_LABELS[code] ?? code,
);
