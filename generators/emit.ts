import type { Model } from './resolve.js';
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
      `export const ROUTES = ${literal(model.routes)} as const satisfies readonly RouteDef[];\n\nexport type RouteName = (typeof ROUTES)[number]['name'];`,
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

  for (const { id, def } of model.pages) {
    if (def.kind === 'component') {
      out.set(
        `pages/${id}.tsx`,
        module('', `export { default } from '../../pages/components/${def.component}';`),
      );
    } else {
      const parts = rowActionComponents(def);
      const imports = parts
        .map((c) => `\nimport ${c} from '../../pages/components/${c}';`)
        .join('');
      const components = parts.length > 0 ? ` components={{ ${parts.join(', ')} }}` : '';
      out.set(
        `pages/${id}.tsx`,
        module(
          `import type { PageDef } from '../../model/types';\nimport PageRenderer from '../../pages/PageRenderer';${imports}`,
          `const page = ${literal(def)} as const satisfies PageDef;\n\nexport default function ${id}Page() {\n  return <PageRenderer page={page}${components} />;\n}`,
        ),
      );
    }
  }

  out.set(
    'pageTable.ts',
    module(
      `import { lazy } from 'react';\nimport type { ComponentType, LazyExoticComponent } from 'react';`,
      `/** One lazy chunk per page, keyed by the page id that RouteDef.page names. */\n` +
        `export const PAGE_TABLE: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {\n` +
        model.pages.map(({ id }) => `  ${id}: lazy(() => import('./pages/${id}')),`).join('\n') +
        `\n};`,
    ),
  );

  return out;
}

/** Components a page's lists name as row actions, sorted, each imported once into the page chunk. */
function rowActionComponents(def: PageDef): string[] {
  const found = new Set<string>();
  const visit = (p: PageDef): void => {
    if (p.kind === 'list' && p.rowActions) found.add(p.rowActions);
    if (p.kind === 'tabs') p.tabs.forEach((t) => visit(t.page));
  };
  visit(def);
  return [...found].sort();
}
