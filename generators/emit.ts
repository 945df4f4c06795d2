import type { Model } from './resolve.js';
import type { MessageTree } from './messages.js';
import type { PageDef } from '../src/model/types';

export const HEADER = '// generated from schema/ — do not edit; run `npm run generate`';

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A TypeScript literal of plain data; prettier lays it out afterwards. */
export function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(
      ([, v]) => v !== undefined,
    );
    return `{${entries.map(([k, v]) => `${IDENT.test(k) ? k : JSON.stringify(k)}: ${literal(v)}`).join(', ')}}`;
  }
  return JSON.stringify(value);
}

function module(imports: string, body: string): string {
  return `${HEADER}\n${imports ? `${imports}\n\n` : '\n'}${body}\n`;
}

/** File path (relative to the output folder) → unformatted source. */
export function emit(model: Model): Map<string, string> {
  const out = new Map<string, string>();
  const types = (...names: string[]): string =>
    `import type { ${names.join(', ')} } from '../model/types';`;

  out.set(
    'app.ts',
    module(types('AppDef'), `export const APP = ${literal(model.app)} as const satisfies AppDef;`),
  );

  out.set(
    'roles.ts',
    module(
      types('RoleDef'),
      `export const ROLES = ${literal(model.roles)} as const satisfies readonly RoleDef[];\n\n` +
        `export const ROLE_CODES = ${literal(model.roles.map((r) => r.code))} as const;\n\n` +
        `export type RoleCode = (typeof ROLE_CODES)[number];`,
    ),
  );

  out.set(
    'permissions.ts',
    module(
      types('PermissionMatrix', 'SectionDef'),
      `export const SECTIONS = ${literal(model.sections)} as const satisfies readonly SectionDef[];\n\n` +
        `/** role → section → allowed actions; a grant on a section covers its sub-sections. */\n` +
        `export const PERMISSIONS = ${literal(model.permissions)} as const satisfies PermissionMatrix;`,
    ),
  );

  out.set(
    'features.ts',
    module(
      types('FeaturesDef'),
      `export const FEATURES = ${literal(model.features)} as const satisfies FeaturesDef;`,
    ),
  );

  out.set(
    'routes.ts',
    module(
      types('RouteDef'),
      `export const ROUTES = ${literal(withComponents(model))} as const satisfies readonly RouteDef[];\n\nexport type RouteName = (typeof ROUTES)[number]['name'];`,
    ),
  );

  out.set(
    'menus.ts',
    module(
      types('MenuDef'),
      `export const MENUS = ${literal(model.menus)} as const satisfies Readonly<Record<MenuDef['id'], MenuDef>>;`,
    ),
  );

  out.set(
    'endpoints.ts',
    module(
      types('EndpointDef', 'ResourceDef'),
      `export const ENDPOINTS = ${literal(model.endpoints)} as const satisfies Readonly<Record<string, EndpointDef>>;\n\n` +
        `export type EndpointName = keyof typeof ENDPOINTS;\n\n` +
        `export const RESOURCES = ${literal(model.resources)} as const satisfies Readonly<Record<string, ResourceDef>>;`,
    ),
  );

  out.set(
    'messages.ts',
    module(
      '',
      `/** English texts declared in schema/, under the keys the generated defs use. */\nexport const MESSAGES_EN = ${literal(model.messages)} as const;`,
    ),
  );

  out.set(
    'frontMessages.ts',
    module(
      '',
      `/** The part of messages.ts the front door shows (issue 11: the login route downloads no more). */\n` +
        `export const FRONT_MESSAGES_EN = ${literal(frontMessages(model.messages))} as const;`,
    ),
  );

  out.set(
    'pages.ts',
    module(
      types('PageDef'),
      `/** Page definitions by page id (RouteDef.page): drawn by src/renderers, or a registered component. */\n` +
        `export const PAGES = ${literal(Object.fromEntries(model.pages.map(({ id, def }) => [id, def])))} as const satisfies Readonly<Record<string, PageDef>>;\n\n` +
        `export type PageId = keyof typeof PAGES;\n\n` +
        `/** Every hand-written component the schema names (component pages, list row actions): the keys of src/app/pageRegistry.ts. */\n` +
        `export const COMPONENT_NAMES = ${literal(componentNames(model))} as const;\n\n` +
        `export type ComponentName = (typeof COMPONENT_NAMES)[number];`,
    ),
  );

  return out;
}

/** Routes whose page is a hand-written component name it, so the front door needs no page data. */
/**
 * The front door's texts among the schema's: the app's name, role labels (the demo accounts) and
 * route titles (every page's document title, front door or console). Field, menu, filter, action
 * and dashboard texts are the console's.
 */
const FRONT_MESSAGE_KEYS = ['app', 'roles', 'routes'];

function frontMessages(messages: MessageTree): MessageTree {
  return Object.fromEntries(
    Object.entries(messages).filter(([key]) => FRONT_MESSAGE_KEYS.includes(key)),
  );
}

function withComponents(model: Model) {
  const byId = new Map(model.pages.map(({ id, def }) => [id, def]));
  return model.routes.map((route) => {
    const def = route.page ? byId.get(route.page) : undefined;
    return def?.kind === 'component' ? { ...route, component: def.component } : route;
  });
}

/** Component pages and row-action components, sorted, each once. */
function componentNames(model: Model): string[] {
  const found = new Set<string>();
  const visit = (p: PageDef): void => {
    if (p.kind === 'component') found.add(p.component);
    if (p.kind === 'list' && p.rowActions) found.add(p.rowActions);
    if (p.kind === 'tabs') p.tabs.forEach((t) => visit(t.page));
  };
  model.pages.forEach(({ def }) => visit(def));
  return [...found].sort();
}
