/**
 * What the spec (console-spec.md §2, §3, §6) fixes as defaults, written out by hand from its text.
 * `npm run generate` compares the schema against these and warns (W0xx) where it departs; a
 * departure made on purpose is recorded in schema/departures.yaml with its reason. Only what the
 * schema has is compared: a route, role or menu item the spec names but the schema leaves out is
 * not reported, and anything the spec does not name is free.
 */

/** §3 Roles, with their display labels. */
export const SPEC_ROLES: readonly (readonly [code: string, label: string])[] = [
  ['ROLE_SUPER_ADMIN', 'Super Admin'],
  ['ROLE_ADMIN_REGISTRATION', 'Admin (registration)'],
  ['ROLE_RESET_PASSWORD', 'Reset Password'],
  ['ROLE_ADMIN', 'Admin'],
  ['ROLE_DEVELOPMENT', 'Developer'],
  ['ROLE_MARKETING', 'Marketer'],
  ['ROLE_PRODUCT', 'Product'],
  ['ROLE_SUPPORT', 'Support'],
  ['ROLE_MODERATOR', 'Moderator'],
];

export const SPEC_ROLE_CODES: readonly string[] = SPEC_ROLES.map(([code]) => code);

const SIX = [
  'ROLE_SUPER_ADMIN',
  'ROLE_ADMIN',
  'ROLE_DEVELOPMENT',
  'ROLE_PRODUCT',
  'ROLE_MARKETING',
  'ROLE_SUPPORT',
];
const WITH_MODERATOR = [...SIX, 'ROLE_MODERATOR'];
const BILLING = ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'];

export type SpecMode = 'operator' | 'nonAdmin' | 'adminOnly' | 'always';

/** §2 routes and modes with §6 route access: [route, path, mode, §3 roles that may open it]. */
export const SPEC_ROUTES: readonly (readonly [
  name: string,
  path: string,
  mode: SpecMode,
  access: 'public' | readonly string[],
])[] = [
  ['Welcome', '/welcome', 'operator', ['ROLE_MODERATOR']],
  ['BasicSetup', '/basic-setup', 'operator', SIX],
  ['MyWidget', '/my-widget', 'operator', SIX],
  ['Users', '/users', 'operator', SIX],
  ['UserData', '/users/:userId', 'operator', SIX],
  ['Events', '/events', 'operator', SIX],
  ['EventNew', '/events/new', 'operator', SIX],
  ['EventDetails', '/events/:id', 'operator', SIX],
  ['Missions', '/missions', 'operator', WITH_MODERATOR],
  ['MissionNew', '/missions/new', 'operator', SIX],
  ['MissionDetails', '/missions/:id', 'operator', SIX],
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
  ['BillingProceed', '/billing-proceed', 'operator', BILLING],
  ['BillingChangePayment', '/billing-change-payment-redirect', 'operator', BILLING],
  ['Registration', '/registration', 'nonAdmin', 'public'],
  ['CompletingRegistration', '/completing-registration', 'nonAdmin', ['ROLE_ADMIN_REGISTRATION']],
  ['ForgotPassword', '/forgot-password', 'nonAdmin', 'public'],
  ['ChangePassword', '/password-recovery', 'nonAdmin', 'public'],
  ['AccountVerify', '/account-verify', 'nonAdmin', 'public'],
  ['Operators', '/operators', 'adminOnly', ['ROLE_SUPER_ADMIN']],
  ['Custody', '/custody', 'adminOnly', ['ROLE_SUPER_ADMIN']],
  ['CreditCost', '/billing-settings', 'adminOnly', ['ROLE_SUPER_ADMIN']],
  ['Login', '/login', 'always', 'public'],
  ['Forbidden', '/403', 'always', 'public'],
  ['NotFound', '/404', 'always', 'public'],
];

/**
 * §2 "Home page per role" as home rules (first that holds and is available wins). Outside admin
 * mode the super admin is treated like an admin (spec-readings).
 */
const SETUP_HOME = ['MyWidget when setupFinished', 'BasicSetup'];
export const SPEC_HOMES: Readonly<Record<string, readonly string[]>> = {
  ROLE_SUPER_ADMIN: ['Operators when adminMode', ...SETUP_HOME],
  ROLE_ADMIN_REGISTRATION: ['CompletingRegistration'],
  ROLE_RESET_PASSWORD: ['ChangePassword'],
  ROLE_ADMIN: SETUP_HOME,
  ROLE_DEVELOPMENT: SETUP_HOME,
  ROLE_MARKETING: SETUP_HOME,
  ROLE_PRODUCT: SETUP_HOME,
  ROLE_SUPPORT: SETUP_HOME,
  ROLE_MODERATOR: ['Welcome'],
};

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

/** §2 menus, as target routes (dropdowns by id), each with the spec's words for the rule. */
export const SPEC_MENUS: Readonly<
  Record<string, { readonly rule: string; readonly order: readonly string[] }>
> = {
  operatorSidebar: {
    rule: 'Operator sidebar: Basic Setup, My Widget, Dashboard, Users, Activity, Revenues, Requests, then Events, Missions, Rewards, Tap to Earn, Referral, Segments, Airdrop, Web3, with Settings at the bottom',
    order: [
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
    ],
  },
  adminSidebar: {
    rule: 'Super admin sidebar: Operators, Custody, Credit Cost',
    order: ['Operators', 'Custody', 'CreditCost'],
  },
  adminHorizontal: {
    rule: 'horizontal menu: Basic Setup, My Widget, Users, Activity, an Activities dropdown, Dashboard, Web3 Loyalty, Segments, Settings',
    order: [
      'BasicSetup',
      'MyWidget',
      'Users',
      'Activity',
      'activities',
      'Dashboard',
      'Web3Loyalty',
      'Segments',
      'Settings',
    ],
  },
  'adminHorizontal.activities': {
    rule: 'Activities dropdown (Events, Missions, Rewards, Tap to Earn, Referral, Airdrop, Revenues, Requests)',
    order: [
      'Events',
      'Missions',
      'Rewards',
      'TapToEarn',
      'Referral',
      'Airdrop',
      'Revenues',
      'Requests',
    ],
  },
};

/**
 * §2 "A sidebar has an Overview group and a Configuration group": the items the sidebar rule lists
 * before "then" are Overview's, the rest (Settings aside, at the bottom) Configuration's.
 */
export const SPEC_SIDEBAR_GROUPS: readonly {
  readonly label: string;
  readonly items: readonly string[];
}[] = [
  {
    label: 'Overview',
    items: ['BasicSetup', 'MyWidget', 'Dashboard', 'Users', 'Activity', 'Revenues', 'Requests'],
  },
  {
    label: 'Configuration',
    items: [
      'Events',
      'Missions',
      'Rewards',
      'TapToEarn',
      'Referral',
      'Segments',
      'Airdrop',
      'Web3Setup',
    ],
  },
];

/** The operator sidebar item §2 keeps at the bottom ("with Settings at the bottom"). */
export const SPEC_SIDEBAR_BOTTOM = 'Settings';

/** §2 "Side-menu visibility by feature": the gate each page needs, as [route, key, value]. */
export const SPEC_FEATURE_RULES: readonly (readonly [
  route: string,
  key: 'feature' | 'featureGroup' | 'flag',
  value: string,
])[] = [
  ['Events', 'feature', 'EVENT_MISSIONS'],
  ['Missions', 'featureGroup', 'MISSIONS'],
  ['Rewards', 'featureGroup', 'REWARDS'],
  ['TapToEarn', 'featureGroup', 'T2E'],
  ['Referral', 'featureGroup', 'REFERRAL'],
  ['Segments', 'featureGroup', 'SEGMENTS'],
  ['Airdrop', 'featureGroup', 'AIRDROP'],
  ['Web3Loyalty', 'featureGroup', 'WEB3_LOYALTY'],
  ['Web3Setup', 'featureGroup', 'WEB3_LOYALTY'],
  ['Billing', 'flag', 'BILLING'],
];

/** §3 Sections, sub-sections written SECTION.SUB. */
export const SPEC_SECTIONS: readonly string[] = [
  'BASIC_SETUP',
  'MY_WIDGET',
  'DASHBOARD',
  'USERS',
  'STATS',
  'REVENUES',
  'REQUESTS',
  'EVENTS',
  'MISSIONS',
  'MISSIONS.LIST',
  'MISSIONS.CATEGORIES',
  'MISSIONS.GROUP',
  'MISSIONS.MODERATION',
  'REWARDS',
  'REWARDS.LIST',
  'REWARDS.MODERATION',
  'TAP_TO_EARN',
  'REFERRAL',
  'SEGMENTS',
  'AIRDROP',
  'WEB3',
  'BILLING',
  'SETTINGS',
  'INVITE',
];

type SpecAction = 'create' | 'read' | 'update' | 'delete';
const EVERY_ACTION: readonly SpecAction[] = ['create', 'read', 'update', 'delete'];
const SECTIONS_BUT_INVITE_BILLING = SPEC_SECTIONS.filter((s) => s !== 'INVITE' && s !== 'BILLING');

/**
 * §6 Resource permissions, one rule per line of the spec: the §3 roles it names, the §3 sections
 * (a section covers its sub-sections) and the actions. Where the spec names no actions ("every
 * section") a role may do all four; roles it does not name (admin registration, reset password)
 * have no grant.
 */
export const SPEC_GRANTS: readonly {
  readonly rule: string;
  readonly roles: readonly string[];
  readonly sections: readonly string[];
  readonly actions: readonly SpecAction[];
}[] = [
  {
    rule: 'Super admin and admin: every section, plus invite and billing',
    roles: ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'],
    sections: SPEC_SECTIONS,
    actions: EVERY_ACTION,
  },
  {
    rule: 'Development, product, marketing, support: the same sections without invite and billing',
    roles: ['ROLE_DEVELOPMENT', 'ROLE_PRODUCT', 'ROLE_MARKETING', 'ROLE_SUPPORT'],
    sections: SECTIONS_BUT_INVITE_BILLING,
    actions: EVERY_ACTION,
  },
  {
    rule: 'Moderator: only missions moderation and rewards moderation, with read and update',
    roles: ['ROLE_MODERATOR'],
    sections: ['MISSIONS.MODERATION', 'REWARDS.MODERATION'],
    actions: ['read', 'update'],
  },
];
