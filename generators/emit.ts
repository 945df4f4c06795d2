import type { Model } from './resolve.js';
import type { MessageTree } from './messages.js';
import type { PageDef } from '../src/model/types';
import { constant } from './layout.js';

export const HEADER = '// generated from schema/ — do not edit; run `npm run generate`';

function module(imports: string, body: string): string {
  return `${HEADER}\n${imports ? `${imports}\n\n` : '\n'}${body}\n`;
}

/** File path (relative to the output folder) → unformatted source. */
export function emit(model: Model): Map<string, string> {
  const out = new Map<string, string>();
  const types = (...names: string[]): string =>
    `import type { ${names.join(', ')} } from '../model/types';`;

  out.set('app.ts', module(types('AppDef'), constant('APP', model.app, 'AppDef')));

  out.set(
    'roles.ts',
    module(
      types('RoleDef'),
      `${constant('ROLES', model.roles, 'readonly RoleDef[]')}\n\n` +
        `${constant(
          'ROLE_CODES',
          model.roles.map((r) => r.code),
        )}\n\n` +
        `export type RoleCode = (typeof ROLE_CODES)[number];`,
    ),
  );

  out.set(
    'permissions.ts',
    module(
      types('PermissionMatrix', 'SectionDef'),
      `${constant('SECTIONS', model.sections, 'readonly SectionDef[]')}\n\n` +
        `/** role → section → allowed actions; a grant on a section covers its sub-sections. */\n` +
        constant('PERMISSIONS', model.permissions, 'PermissionMatrix'),
    ),
  );

  out.set(
    'features.ts',
    module(types('FeaturesDef'), constant('FEATURES', model.features, 'FeaturesDef')),
  );

  out.set(
    'routes.ts',
    module(
      types('RouteDef'),
      `${constant('ROUTES', withComponents(model), 'readonly RouteDef[]')}\n\nexport type RouteName = (typeof ROUTES)[number]['name'];`,
    ),
  );

  out.set(
    'menus.ts',
    module(
      types('MenuDef'),
      constant('MENUS', model.menus, "Readonly<Record<MenuDef['id'], MenuDef>>"),
    ),
  );

  out.set(
    'endpoints.ts',
    module(
      types('EndpointDef', 'ResourceDef'),
      `${constant('ENDPOINTS', model.endpoints, 'Readonly<Record<string, EndpointDef>>')}\n\n` +
        `export type EndpointName = keyof typeof ENDPOINTS;\n\n` +
        constant('RESOURCES', model.resources, 'Readonly<Record<string, ResourceDef>>'),
    ),
  );

  out.set(
    'publicEndpoints.ts',
    module(
      types('EndpointDef'),
      `/** The part of endpoints.ts called without a session (\`public\`): the front door's calls, the only endpoint definitions the login route downloads. */\n` +
        `${constant('PUBLIC_ENDPOINTS', publicEndpoints(model.endpoints), 'Readonly<Record<string, EndpointDef>>')}\n\n` +
        `export type PublicEndpointName = keyof typeof PUBLIC_ENDPOINTS;`,
    ),
  );

  out.set(
    'messages.ts',
    module(
      '',
      `/** English texts declared in schema/, under the keys the generated defs use. */\n${constant('MESSAGES_EN', model.messages)}`,
    ),
  );

  out.set(
    'frontMessages.ts',
    module(
      '',
      `/** The part of messages.ts the front door shows, the only messages the login route downloads. */\n` +
        constant('FRONT_MESSAGES_EN', frontMessages(model.messages)),
    ),
  );

  out.set(
    'pages.ts',
    module(
      types('PageDef'),
      `/** Page definitions by page id (RouteDef.page): drawn by src/renderers, or a registered component. */\n` +
        `${constant('PAGES', Object.fromEntries(model.pages.map(({ id, def }) => [id, def])), 'Readonly<Record<string, PageDef>>')}\n\n` +
        `export type PageId = keyof typeof PAGES;\n\n` +
        `/** Every hand-written component the schema names (component pages, list row actions): the keys of src/app/pageRegistry.ts. */\n` +
        `${constant('COMPONENT_NAMES', componentNames(model))}\n\n` +
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

function publicEndpoints(endpoints: Model['endpoints']): Model['endpoints'] {
  return Object.fromEntries(Object.entries(endpoints).filter(([, def]) => def.public === true));
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
