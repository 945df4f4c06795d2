/**
 * What the spec (shared/spec/console-spec.md) fixes, written out by hand from its text — never from
 * src/generated. The invariant suites compare any generated data against these; what the spec
 * leaves open (a new role, a new page, a title it does not name, a menu group) is free to change.
 */

/** §3 Roles, with their display labels. */
export const SPEC_ROLES = [
  ['ROLE_SUPER_ADMIN', 'Super Admin'],
  ['ROLE_ADMIN_REGISTRATION', 'Admin (registration)'],
  ['ROLE_RESET_PASSWORD', 'Reset Password'],
  ['ROLE_ADMIN', 'Admin'],
  ['ROLE_DEVELOPMENT', 'Developer'],
  ['ROLE_MARKETING', 'Marketer'],
  ['ROLE_PRODUCT', 'Product'],
  ['ROLE_SUPPORT', 'Support'],
  ['ROLE_MODERATOR', 'Moderator'],
] as const;

export const SPEC_ROLE_CODES: readonly string[] = SPEC_ROLES.map(([code]) => code);

/** §6: "super admin, admin, development, product, marketing, support". */
export const SIX = [
  'ROLE_SUPER_ADMIN',
  'ROLE_ADMIN',
  'ROLE_DEVELOPMENT',
  'ROLE_PRODUCT',
  'ROLE_MARKETING',
  'ROLE_SUPPORT',
] as const;

const WITH_MODERATOR = [...SIX, 'ROLE_MODERATOR'];
const BILLING = ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'];

export type SpecMode = 'operator' | 'nonAdmin' | 'adminOnly' | 'always';
export type SpecAccess = 'public' | readonly string[];

/**
 * §2 routes and modes with §6 route access: [route name, a URL that opens it (with its required
 * query), where it exists, the §3 roles that may open it]. A role list is a ceiling for the §3
 * roles: a product person may narrow it, but a §3 role outside it must never get in.
 */
export const SPEC_ROUTES: readonly (readonly [
  name: string,
  url: string,
  mode: SpecMode,
  access: SpecAccess,
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
 * §2 "Home page per role" as the URL '/' leads to (basic setup finished / not, admin mode / not).
 * ChangePassword, the reset-password role's home, needs the recovery link's token, which a redirect
 * cannot invent: that role stays on Login. Outside admin mode the super admin is treated like an
 * admin (spec-readings).
 */
export const SPEC_HOMES: readonly (readonly [
  role: string,
  adminMode: boolean,
  setupFinished: boolean,
  path: string,
])[] = [
  ...(['ROLE_ADMIN', 'ROLE_PRODUCT', 'ROLE_DEVELOPMENT', 'ROLE_MARKETING', 'ROLE_SUPPORT'] as const)
    .flatMap((role) => [false, true].map((adminMode) => [role, adminMode] as const))
    .flatMap(
      ([role, adminMode]) =>
        [
          [role, adminMode, true, '/my-widget'],
          [role, adminMode, false, '/basic-setup'],
        ] as const,
    ),
  ['ROLE_MODERATOR', false, true, '/welcome'],
  ['ROLE_MODERATOR', true, false, '/welcome'],
  ['ROLE_SUPER_ADMIN', true, true, '/operators'],
  ['ROLE_SUPER_ADMIN', true, false, '/operators'],
  ['ROLE_SUPER_ADMIN', false, true, '/my-widget'],
  ['ROLE_ADMIN_REGISTRATION', false, true, '/completing-registration'],
  ['ROLE_RESET_PASSWORD', false, true, '/login'],
];

/** §2 route titles the spec names ("/users/{userId} (User Data, …)", "/403 (Access Forbidden)"…). */
export const SPEC_TITLES: readonly (readonly [route: string, title: string])[] = [
  ['Welcome', 'Coming soon'],
  ['UserData', 'User Data'],
  ['EventDetails', 'Event Details'],
  ['Web3Onboarding', 'Set Up Web3 Loyalty'],
  ['Billing', 'Billing Page'],
  ['BillingProceed', 'Payment Proceed'],
  ['BillingChangePayment', 'Change Payment Method'],
  ['CreditCost', 'Credit Cost'],
  ['Forbidden', 'Access Forbidden'],
  ['NotFound', 'Page Not Found'],
];

/** §2 back targets the spec names: "(User Data, back to Users)", "(…, back to Web3Setup)". */
export const SPEC_BACK: readonly (readonly [route: string, back: string])[] = [
  ['UserData', 'Users'],
  ['Web3Onboarding', 'Web3Setup'],
];

/**
 * §2 operator sidebar: "Basic Setup, My Widget, Dashboard, Users, Activity, Revenues, Requests,
 * then Events, Missions, Rewards, Tap to Earn, Referral, Segments, Airdrop, Web3, with Settings at
 * the bottom" — as target routes, Web3 before its deploy has started.
 */
export const SPEC_OPERATOR_SIDEBAR = [
  'BasicSetup',
  'MyWidget',
  'Dashboard',
  'Users',
  'Activity',
  'Revenues',
  'Requests',
  'Events',
  'Missions',
  'Rewards',
  'TapToEarn',
  'Referral',
  'Segments',
  'Airdrop',
  'Web3Setup',
  'Settings',
] as const;

/** §2 super admin sidebar: "Operators, Custody, Credit Cost". */
export const SPEC_ADMIN_SIDEBAR = ['Operators', 'Custody', 'CreditCost'] as const;

/**
 * §2 horizontal menu: "Basic Setup, My Widget, Users, Activity, an Activities dropdown (…),
 * Dashboard, Web3 Loyalty (only when deploy is finished), Segments, Settings".
 */
export const SPEC_HORIZONTAL = [
  'BasicSetup',
  'MyWidget',
  'Users',
  'Activity',
  'activities',
  'Dashboard',
  'Web3Loyalty',
  'Segments',
  'Settings',
] as const;
export const SPEC_ACTIVITIES = [
  'Events',
  'Missions',
  'Rewards',
  'TapToEarn',
  'Referral',
  'Airdrop',
  'Revenues',
  'Requests',
] as const;

/**
 * §2 "Side-menu visibility by feature", which the guard applies to the pages too: [route, what is
 * missing]. Each page must stay out of every menu and unopenable while its condition is missing.
 */
export type Missing =
  { readonly feature: string } | { readonly featureGroup: string } | { readonly flag: string };
export const SPEC_FEATURE_RULES: readonly (readonly [route: string, missing: Missing])[] = [
  ['Events', { feature: 'EVENT_MISSIONS' }],
  ['Missions', { featureGroup: 'MISSIONS' }],
  ['Rewards', { featureGroup: 'REWARDS' }],
  ['TapToEarn', { featureGroup: 'T2E' }],
  ['Referral', { featureGroup: 'REFERRAL' }],
  ['Segments', { featureGroup: 'SEGMENTS' }],
  ['Airdrop', { featureGroup: 'AIRDROP' }],
  ['Web3Loyalty', { featureGroup: 'WEB3_LOYALTY' }],
  ['Web3Setup', { featureGroup: 'WEB3_LOYALTY' }],
  ['Billing', { flag: 'BILLING' }],
];

/** "a, b, c" keeping only the names of `wanted`, in the order they appear. */
export function inSpecOrder(names: readonly string[], wanted: readonly string[]): string[] {
  return names.filter((n) => wanted.includes(n));
}
