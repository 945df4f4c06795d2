/**
 * The generated data the schema-dependent tests look at, as one value, so the same invariants run
 * over the committed `src/generated/` and over a copy of `schema/` regenerated after edits
 * (tests/schemaEdits/tenEdits.test.ts).
 */
import { APP } from '../../src/generated/app';
import { ENDPOINTS, RESOURCES } from '../../src/generated/endpoints';
import { FEATURES } from '../../src/generated/features';
import { MENUS } from '../../src/generated/menus';
import { MESSAGES_EN } from '../../src/generated/messages';
import { PAGES } from '../../src/generated/pages';
import { PERMISSIONS, SECTIONS } from '../../src/generated/permissions';
import { ROLE_CODES, ROLES } from '../../src/generated/roles';
import { ROUTES } from '../../src/generated/routes';
import type {
  AppDef,
  EndpointDef,
  FeaturesDef,
  MenuDef,
  PageDef,
  PermissionMatrix,
  ResourceDef,
  RoleDef,
  RouteDef,
  SectionDef,
} from '../../src/model/types';

export interface SchemaBundle {
  /** Which data this is, for test names. */
  readonly label: string;
  readonly app: AppDef;
  readonly routes: readonly RouteDef[];
  readonly roles: readonly RoleDef[];
  readonly roleCodes: readonly string[];
  readonly menus: Readonly<Record<MenuDef['id'], MenuDef>>;
  readonly sections: readonly SectionDef[];
  readonly permissions: PermissionMatrix;
  readonly features: FeaturesDef;
  readonly endpoints: Readonly<Record<string, EndpointDef>>;
  readonly resources: Readonly<Record<string, ResourceDef>>;
  readonly pages: Readonly<Record<string, PageDef>>;
  /** The schema's English texts (titles, labels), under the keys the defs use. */
  readonly messages: Readonly<Record<string, unknown>>;
}

export const COMMITTED: SchemaBundle = {
  label: 'src/generated',
  app: APP,
  routes: ROUTES,
  roles: ROLES,
  roleCodes: ROLE_CODES,
  menus: MENUS,
  sections: SECTIONS,
  permissions: PERMISSIONS,
  features: FEATURES,
  endpoints: ENDPOINTS,
  resources: RESOURCES,
  pages: PAGES,
  messages: MESSAGES_EN,
};

/** Evaluates one exported data literal of a generated module (plain data, as the emitter writes it). */
function literal<T>(files: ReadonlyMap<string, string>, file: string, name: string): T {
  const text = files.get(file);
  if (text === undefined) throw new Error(`generate() wrote no ${file}`);
  const match = new RegExp(`export const ${name} = ([\\s\\S]*?\\n[}\\]]) as const`).exec(text);
  if (!match?.[1]) throw new Error(`no ${name} literal in ${file}`);
  return new Function(`return (${match[1]});`)() as T;
}

/** The bundle of the modules `generate()` produced (its `files`), without importing them. */
export function bundleFromFiles(files: ReadonlyMap<string, string>, label: string): SchemaBundle {
  return {
    label,
    app: literal(files, 'app.ts', 'APP'),
    routes: literal(files, 'routes.ts', 'ROUTES'),
    roles: literal(files, 'roles.ts', 'ROLES'),
    roleCodes: literal(files, 'roles.ts', 'ROLE_CODES'),
    menus: literal(files, 'menus.ts', 'MENUS'),
    sections: literal(files, 'permissions.ts', 'SECTIONS'),
    permissions: literal(files, 'permissions.ts', 'PERMISSIONS'),
    features: literal(files, 'features.ts', 'FEATURES'),
    endpoints: literal(files, 'endpoints.ts', 'ENDPOINTS'),
    resources: literal(files, 'endpoints.ts', 'RESOURCES'),
    pages: literal(files, 'pages.ts', 'PAGES'),
    messages: literal(files, 'messages.ts', 'MESSAGES_EN'),
  };
}
