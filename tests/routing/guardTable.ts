/**
 * The route-access expectations of the spec, written out by hand (§2 routes and modes, §6 route
 * access, §2 home page per role) — the guard tests compare the generated data against these.
 */
export const SIX = [
  'ROLE_SUPER_ADMIN',
  'ROLE_ADMIN',
  'ROLE_DEVELOPMENT',
  'ROLE_PRODUCT',
  'ROLE_MARKETING',
  'ROLE_SUPPORT',
] as const;

export const ALL_ROLES = [
  'ROLE_SUPER_ADMIN',
  'ROLE_ADMIN_REGISTRATION',
  'ROLE_RESET_PASSWORD',
  'ROLE_ADMIN',
  'ROLE_DEVELOPMENT',
  'ROLE_MARKETING',
  'ROLE_PRODUCT',
  'ROLE_SUPPORT',
  'ROLE_MODERATOR',
] as const;

type Mode = 'operator' | 'nonAdmin' | 'adminOnly' | 'always';
type Access = 'public' | readonly string[];

const WITH_MODERATOR = [...SIX, 'ROLE_MODERATOR'];
const BILLING = ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'];

/** [route name, a URL that opens it (with its required query), where it exists, who may open it]. */
export const ROUTE_TABLE: readonly (readonly [
  name: string,
  url: string,
  mode: Mode,
  access: Access,
])[] = [
  ['Welcome', '/welcome', 'operator', ['ROLE_MODERATOR']],
  ['BasicSetup', '/basic-setup', 'operator', SIX],
  ['MyWidget', '/my-widget', 'operator', SIX],
  ['Users', '/users', 'operator', SIX],
  ['UserData', '/users/17', 'operator', SIX],
  ['Events', '/events', 'operator', SIX],
  ['EventNew', '/events/new', 'operator', SIX],
  ['EventDetails', '/events/5', 'operator', SIX],
  ['Missions', '/missions', 'operator', WITH_MODERATOR],
  ['MissionNew', '/missions/new', 'operator', SIX],
  ['MissionDetails', '/missions/5', 'operator', SIX],
  ['Activity', '/activity', 'operator', SIX],
  ['Dashboard', '/dashboard', 'operator', SIX],
  ['MissionsInsights', '/dashboard/missions-insights', 'operator', SIX],
  ['RewardsInsights', '/dashboard/rewards-insights', 'operator', SIX],
  ['Rewards', '/rewards', 'operator', WITH_MODERATOR],
  ['Revenues', '/revenues', 'operator', SIX],
  ['Requests', '/requests', 'operator', SIX],
  ['Settings', '/settings', 'operator', SIX],
  ['Web3Onboarding', '/web3/onboarding', 'operator', SIX],
  ['Web3Loyalty', '/web3/loyalty', 'operator', SIX],
  ['Web3Setup', '/web3/setup', 'operator', SIX],
  ['Segments', '/segments', 'operator', SIX],
  ['Airdrop', '/airdrop', 'operator', SIX],
  ['TapToEarn', '/tap-to-earn', 'operator', SIX],
  ['Referral', '/referral', 'operator', SIX],
  ['Billing', '/billing', 'operator', BILLING],
  ['BillingProceed', '/billing-proceed?type=downgrade', 'operator', BILLING],
  ['BillingChangePayment', '/billing-change-payment-redirect', 'operator', BILLING],
  ['Registration', '/registration', 'nonAdmin', 'public'],
  ['CompletingRegistration', '/completing-registration', 'nonAdmin', ['ROLE_ADMIN_REGISTRATION']],
  ['ForgotPassword', '/forgot-password', 'nonAdmin', 'public'],
  ['ChangePassword', '/password-recovery?token=reset-link-token', 'nonAdmin', 'public'],
  ['AccountVerify', '/account-verify?token=verify-link-token', 'nonAdmin', 'public'],
  ['Operators', '/operators', 'adminOnly', ['ROLE_SUPER_ADMIN']],
  ['Custody', '/custody', 'adminOnly', ['ROLE_SUPER_ADMIN']],
  ['CreditCost', '/billing-settings', 'adminOnly', ['ROLE_SUPER_ADMIN']],
  ['Login', '/login', 'always', 'public'],
  ['Forbidden', '/403', 'always', 'public'],
  ['NotFound', '/404', 'always', 'public'],
];

/**
 * Where a logged-in role is sent home to (setup finished). ChangePassword, the reset-password
 * role's home, needs the recovery link's token, which a redirect cannot invent: that role is sent
 * to Login, where it stays. Non-admin-only homes do not exist in admin mode: Login as well.
 */
export const HOME_PATH: Readonly<Record<'nonAdmin' | 'admin', Readonly<Record<string, string>>>> = {
  nonAdmin: {
    ROLE_SUPER_ADMIN: '/my-widget',
    ROLE_ADMIN: '/my-widget',
    ROLE_DEVELOPMENT: '/my-widget',
    ROLE_PRODUCT: '/my-widget',
    ROLE_MARKETING: '/my-widget',
    ROLE_SUPPORT: '/my-widget',
    ROLE_MODERATOR: '/welcome',
    ROLE_ADMIN_REGISTRATION: '/completing-registration',
    ROLE_RESET_PASSWORD: '/login',
  },
  admin: {
    ROLE_SUPER_ADMIN: '/operators',
    ROLE_ADMIN: '/my-widget',
    ROLE_DEVELOPMENT: '/my-widget',
    ROLE_PRODUCT: '/my-widget',
    ROLE_MARKETING: '/my-widget',
    ROLE_SUPPORT: '/my-widget',
    ROLE_MODERATOR: '/welcome',
    ROLE_ADMIN_REGISTRATION: '/login',
    ROLE_RESET_PASSWORD: '/login',
  },
};

/** The role's own home page by route name, where being logged in does not bounce it (§2). */
export const OWN_HOME: Readonly<Record<string, string>> = { ROLE_RESET_PASSWORD: 'ChangePassword' };

/** 'render' or the redirect target, from the tables above. */
export function expectedOutcome(
  row: (typeof ROUTE_TABLE)[number],
  role: string | null,
  adminMode: boolean,
): string {
  const [name, url, mode, access] = row;
  const exists =
    mode === 'operator' || mode === 'always' || (mode === 'adminOnly' ? adminMode : !adminMode);
  if (!exists) return '/404';
  if (name === 'Forbidden' || name === 'NotFound' || name === 'AccountVerify') return 'render';
  if (access === 'public') {
    if (!role || OWN_HOME[role] === name) return 'render';
    const home = (adminMode ? HOME_PATH.admin : HOME_PATH.nonAdmin)[role] as string;
    return home === url ? 'render' : home;
  }
  if (!role) return `/login?toRoute=${encodeURIComponent(url)}`;
  return access.includes(role) ? 'render' : '/403';
}
