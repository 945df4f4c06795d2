/**
 * What the schema grants a role on an endpoint, as a real API enforcing §6 would decide it: the
 * endpoint belongs to the permission sections of the resources and pages that use it, and the
 * request's method needs its action (GET read, POST create, PUT/PATCH update, DELETE delete) on one
 * of them, granted on that section or on its parent. The handlers' own role lists stay the rule for
 * the roles of §3; this lets a role a product person adds in YAML reach what its grants name.
 */
import { ENDPOINTS, RESOURCES } from '../generated/endpoints';
import { PAGES } from '../generated/pages';
import { PERMISSIONS } from '../generated/permissions';
import { ROUTES } from '../generated/routes';
import type { Action, EndpointDef, PermissionMatrix, ResourceDef, RouteDef } from '../model/types';

const ACTION_OF: Record<string, Action> = {
  GET: 'read',
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

const ENDPOINT_NAMES = new Set(Object.keys(ENDPOINTS));
const RESOURCE_LIST: readonly ResourceDef[] = Object.values(RESOURCES);

/** Endpoint name → the sections of everything that uses it. */
function endpointSections(): Map<string, Set<string>> {
  const sections = new Map<string, Set<string>>();
  const add = (endpoint: string, section: string): void => {
    const set = sections.get(endpoint) ?? new Set<string>();
    set.add(section);
    sections.set(endpoint, set);
  };
  const resourceEndpoints = (r: ResourceDef): string[] =>
    [r.list, r.one, r.create, r.update, r.delete].filter((e): e is string => e !== undefined);
  for (const r of RESOURCE_LIST) for (const e of resourceEndpoints(r)) add(e, r.section);
  // A page names endpoints (settings get/put, choices) and resources anywhere in its definition.
  const walk = (node: unknown, section: string): void => {
    if (typeof node === 'string') {
      if (ENDPOINT_NAMES.has(node)) add(node, section);
      const resource = RESOURCES[node as keyof typeof RESOURCES] as ResourceDef | undefined;
      if (resource) for (const e of resourceEndpoints(resource)) add(e, section);
    } else if (Array.isArray(node)) for (const n of node) walk(n, section);
    else if (node && typeof node === 'object') {
      const own = (node as { section?: unknown }).section;
      for (const value of Object.values(node)) walk(value, typeof own === 'string' ? own : section);
    }
  };
  for (const route of ROUTES as readonly RouteDef[]) {
    if (route.section === undefined || route.page === undefined) continue;
    walk(PAGES[route.page as keyof typeof PAGES], route.section);
  }
  return sections;
}

interface Matcher {
  readonly name: string;
  readonly method: string;
  readonly pattern: RegExp;
}

function matcher(def: EndpointDef): Matcher {
  const source = (def.path.split('?')[0] ?? '')
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return { name: def.name, method: def.method, pattern: new RegExp(`^${source}$`) };
}

const MATCHERS: readonly Matcher[] = (Object.values(ENDPOINTS) as EndpointDef[]).map(matcher);
const SECTIONS = endpointSections();
const MATRIX: PermissionMatrix = PERMISSIONS;

function holds(role: string, section: string, action: Action): boolean {
  const grants = MATRIX[role];
  if (!grants) return false;
  const has = (key: string) => grants[key]?.includes(action) ?? false;
  const dot = section.indexOf('.');
  return has(section) || (dot > 0 && has(section.slice(0, dot)));
}

/** Whether the schema's grants let `role` make this call (`apiPath` starts at /api/v1). */
export function grantedBySchema(role: string, method: string, apiPath: string): boolean {
  const action = ACTION_OF[method.toUpperCase()];
  if (!action) return false;
  return MATCHERS.some(
    (m) =>
      m.method === method.toUpperCase() &&
      m.pattern.test(apiPath) &&
      [...(SECTIONS.get(m.name) ?? [])].some((s) => holds(role, s, action)),
  );
}

/**
 * Whether the schema's grants let `role` call the named endpoint: the method's action on a
 * section of what uses it. An endpoint no page or resource uses belongs to no section: any
 * signed-in role may call it.
 */
export function endpointGranted(role: string, name: string): boolean {
  const def = (ENDPOINTS as Readonly<Record<string, EndpointDef>>)[name];
  const action = def ? ACTION_OF[def.method] : undefined;
  if (!action) return false;
  const sections = SECTIONS.get(name);
  return !sections || [...sections].some((s) => holds(role, s, action));
}
