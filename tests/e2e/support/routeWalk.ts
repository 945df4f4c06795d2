/**
 * The route walk the smoke test and the answer fuzz share: every demo account (plus a visitor who
 * is not logged in) and the routes the console's own guard lets it open in its mount.
 */
import { ENDPOINTS, RESOURCES } from '../../../src/generated/endpoints';
import { PAGES } from '../../../src/generated/pages';
import { ROUTES } from '../../../src/generated/routes';
import { DEMO_ACCOUNTS, DEMO_OPERATORS } from '../../../src/mocks/demoAccounts';
import { mintToken } from '../../../src/mocks/jwt';
import type { RouteDef } from '../../../src/model/types';
import { decide, OPERATOR_VIEW_PREFIX } from '../../../src/routing';
import type { Page } from 'playwright-core';
import { ADMIN_BASE, BASE } from './browser';
import { firstId } from './smoke';

const SUPER_ADMIN = 'ROLE_SUPER_ADMIN';

export interface Account {
  readonly who: string;
  readonly login: string | null;
  readonly role: string | null;
  /** The operator whose pages the account opens (the super admin: the one it views). */
  readonly operatorId: string | null;
  readonly base: string;
  readonly adminMode: boolean;
}

/** Every demo account, plus a visitor who is not logged in (the public pages). */
export const ACCOUNTS: readonly Account[] = [
  {
    who: 'anonymous',
    login: null,
    role: null,
    operatorId: null,
    base: BASE,
    adminMode: false,
  },
  ...DEMO_ACCOUNTS.map((a) => ({
    who: `${a.role} ${a.login}`,
    login: a.login,
    role: a.role,
    operatorId: a.operatorId,
    // The super admin's console is the admin host: its own pages and /operators/<id>/… views.
    base: a.role === SUPER_ADMIN ? ADMIN_BASE : BASE,
    adminMode: a.role === SUPER_ADMIN,
  })),
];

/** A link's token as the mock mails it: verification for the operator's owner, recovery otherwise. */
function linkToken(route: RouteDef, account: Account): string {
  const owner =
    account.login ?? DEMO_ACCOUNTS.find((a) => a.operatorId === DEMO_OPERATORS.pixel)!.login;
  const operatorId = account.operatorId ?? DEMO_OPERATORS.pixel;
  const role = route.name === 'ChangePassword' ? 'ROLE_RESET_PASSWORD' : 'ROLE_ADMIN';
  return mintToken({ role, id_operator: operatorId, sub: owner }, Date.now());
}

/** Values for the query a route requires (§2 requiredQuery), as the mails and redirects bring them. */
function requiredQuery(route: RouteDef, account: Account): string {
  const params = route.requiredQuery?.params ?? [];
  if (params.length === 0) return '';
  const value = (p: string) => {
    if (p === 'token') return linkToken(route, account);
    if (p === 'type') return 'downgrade';
    throw new Error(`No smoke value for the required query '${p}' of ${route.name}`);
  };
  return `?${new URLSearchParams(params.map((p) => [p, value(p)])).toString()}`;
}

export interface Visit {
  readonly label: string;
  readonly route: RouteDef;
  /** The path with its `:params` still open (filled with seeded ids at visit time). */
  readonly pattern: string;
  readonly query: string;
}

/** A JWT of the account's role for the guard's pre-check (the guard only decodes it). */
function roleToken(account: Account): string | null {
  if (!account.login || !account.role) return null;
  return mintToken(
    { role: account.role, id_operator: account.operatorId, sub: account.login },
    Date.now(),
  );
}

/** The routes the account's role may open in its mount, by the console's own guard. */
export function plan(account: Account): Visit[] {
  const token = roleToken(account);
  const visits: Visit[] = [];
  for (const route of ROUTES) {
    const pattern =
      account.adminMode && route.mode === 'operator'
        ? `${OPERATOR_VIEW_PREFIX}/${account.operatorId}${route.path}`
        : route.path;
    const query = requiredQuery(route, account);
    // Role and mount only: feature gates are judged at visit time, from the operator's loads.
    const decision = decide({
      pathname: pattern.replace(/:\w+/g, '1'),
      search: query,
      adminMode: account.adminMode,
      storedToken: token,
      nowMs: Date.now(),
    });
    // A public page the session is sent on from (pending: on to a home that needs the loads).
    if (decision.kind !== 'render' || decision.pending) continue;
    visits.push({ label: `${route.name} ${pattern}`, route, pattern, query });
  }
  // Verifying the email changes the operator (the banner goes): last, so it cannot hide anything.
  return [
    ...visits.filter((v) => !v.route.skipChecks),
    ...visits.filter((v) => v.route.skipChecks),
  ];
}

/**
 * The list endpoint whose first record fills a `:param`: the page's own resource's list where the
 * parameter is the record the page shows (`/missions/categories/:id` → `missions.categories`), else
 * the list of the segment before it (`/users/:userId/…` → `users.list`).
 */
export function listFor(
  route: RouteDef,
  pattern: string,
  param: string,
): keyof typeof ENDPOINTS | null {
  const page = route.page
    ? (PAGES[route.page as keyof typeof PAGES] as { resource?: string; idParam?: string })
    : undefined;
  const resource = page?.resource ? RESOURCES[page.resource as keyof typeof RESOURCES] : undefined;
  if (resource && 'list' in resource && (page?.idParam ?? 'id') === param) {
    return resource.list as keyof typeof ENDPOINTS;
  }
  const parts = pattern.split('/');
  const before = parts[parts.indexOf(`:${param}`) - 1];
  const name = `${before}.list`;
  return name in ENDPOINTS ? (name as keyof typeof ENDPOINTS) : null;
}

/**
 * The seeded record ids that fill the visits' `:params` (`/users/:userId` → the first user), keyed
 * `${pattern}:${param}`; null where the list the parameter stands for has none.
 */
export async function seededIds(
  page: Page,
  token: string,
  operatorId: string,
  visits: readonly Visit[],
): Promise<Map<string, string | null>> {
  const ids = new Map<string, string | null>();
  for (const v of visits) {
    for (const param of v.pattern.match(/(?<=:)\w+/g) ?? []) {
      const list = listFor(v.route, v.pattern, param);
      ids.set(`${v.pattern}:${param}`, list ? await firstId(page, token, operatorId, list) : null);
    }
  }
  return ids;
}
