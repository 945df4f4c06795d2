/**
 * Where the console uses each read endpoint, and whether a role may read it there: derived from
 * the generated schema data (routes, pages, resources, permissions), plus the hand-written
 * features' calls (./handWrittenUses.ts), which the schema cannot see.
 */
import { canAccess, roleMayOpen } from '../src/access';
import { canAccessResource } from '../src/access/resources';
import { ENDPOINTS, RESOURCES } from '../src/generated/endpoints';
import { MESSAGES_EN } from '../src/generated/messages';
import { PAGES } from '../src/generated/pages';
import { PERMISSIONS } from '../src/generated/permissions';
import { ROUTES } from '../src/generated/routes';
import type { EndpointDef, PermissionMatrix, ResourceDef, RouteDef } from '../src/model/types';
import { HAND_WRITTEN_USES } from './handWrittenUses';

export interface Use {
  /** Where a person sees the answer, in the console's words: "Users", "Referral → Settings". */
  readonly where: string;
  /** The role may open that place (§6: route roles and the section's read grant). */
  readonly readable: boolean;
}

const endpoints = ENDPOINTS as Readonly<Record<string, EndpointDef>>;
const resources = RESOURCES as Readonly<Record<string, ResourceDef>>;
const pages = PAGES as unknown as Readonly<Record<string, unknown>>;

/** The English words of a message key ('routes.Users.title'); the key itself if it has none. */
export function words(key: string): string {
  let here: unknown = MESSAGES_EN;
  for (const part of key.split('.')) {
    if (here === null || typeof here !== 'object') return key;
    here = (here as Record<string, unknown>)[part];
  }
  return typeof here === 'string' ? here : key;
}

/** `resource`: read through a react-admin resource, which its own section must also let the role read. */
type Found = { endpoint: string; label: string | undefined; resource?: string };

/**
 * Every read endpoint a page definition reaches: a `resource` reads its list (its record at the top
 * of a show or edit page), a string naming an endpoint reads that endpoint. `label` is the nearest
 * labelled part (a tab, a card) below the page, in words.
 */
function reads(node: unknown, top: boolean, label: string | undefined, out: Found[]): void {
  if (Array.isArray(node)) {
    for (const item of node) reads(item, false, label, out);
    return;
  }
  if (node === null || typeof node !== 'object') {
    if (typeof node === 'string' && endpoints[node]?.method === 'GET') {
      out.push({ endpoint: node, label });
    }
    return;
  }
  const obj = node as Record<string, unknown>;
  const own = !top && typeof obj.label === 'string' ? words(obj.label) : label;
  if (typeof obj.resource === 'string') {
    const resource = resources[obj.resource];
    const record = top && (obj.kind === 'show' || obj.kind === 'edit');
    const name = record ? resource?.one : resource?.list;
    if (name) out.push({ endpoint: name, label: own, resource: obj.resource });
  }
  for (const [key, value] of Object.entries(obj)) {
    if (key !== 'resource') reads(value, false, own, out);
  }
}

/** A role that holds a console session: it may read some section (not a recovery or sign-up token). */
function signedIn(role: string | null): boolean {
  const grants = role ? (PERMISSIONS as PermissionMatrix)[role] : undefined;
  return !!grants && Object.values(grants).some((actions) => actions?.includes('read'));
}

/** endpoint name → the places that read it, for `role` (null: no role, nothing is readable). */
export function usesFor(role: string | null): Map<string, Use[]> {
  const uses = new Map<string, Use[]>();
  const add = (endpoint: string, use: Use) => {
    const list = uses.get(endpoint) ?? [];
    if (!list.some((u) => u.where === use.where)) list.push(use);
    uses.set(endpoint, list);
  };
  for (const route of ROUTES as readonly RouteDef[]) {
    if (!route.page || route.layout === 'BLANK') continue;
    const found: Found[] = [];
    reads(pages[route.page], true, undefined, found);
    const title = words(route.title);
    for (const { endpoint, label, resource } of found) {
      add(endpoint, {
        where: label && label !== title ? `${title} → ${label}` : title,
        readable:
          roleMayOpen(route, role) &&
          (resource === undefined || canAccessResource(role, 'read', resource)),
      });
    }
  }
  for (const [endpoint, places] of Object.entries(HAND_WRITTEN_USES)) {
    for (const { where, section } of places) {
      add(endpoint, {
        where,
        readable: section === null ? signedIn(role) : canAccess(role, 'read', section),
      });
    }
  }
  return uses;
}

/** The read endpoints of schema/endpoints.yaml, in the catalogue's order. */
export function readEndpoints(): EndpointDef[] {
  return Object.values(endpoints).filter((e) => e.method === 'GET' && !e.public);
}
