import type {
  AppDef,
  EndpointDef,
  FeaturesDef,
  MenuDef,
  PermissionMatrix,
  ResourceDef,
  RoleDef,
  RouteDef,
  SectionDef,
} from '../src/model/types.js';
import type { LoadedSchema } from './load.js';
import type { MessageTree } from './messages.js';
import { appPass } from './passes/app.js';
import { Context } from './passes/context.js';
import { endpointsPass } from './passes/endpoints.js';
import { featuresPass } from './passes/features.js';
import { homesPass, linksPass } from './passes/links.js';
import { menusPass } from './passes/menus.js';
import type { PageEntry } from './passes/pages.js';
import { permissionsPass } from './passes/permissions.js';
import { roleDefsPass, rolesPass } from './passes/roles.js';
import { routeIndexPass, routesPass } from './passes/routes.js';
import type { Problem } from './problems.js';
import { specWarnings } from './spec/check.js';

export type { PageEntry } from './passes/pages.js';

/** Everything the emitter writes, already normalised and cross-checked. */
export interface Model {
  readonly app: AppDef;
  readonly roles: readonly RoleDef[];
  readonly sections: readonly SectionDef[];
  readonly permissions: PermissionMatrix;
  readonly features: FeaturesDef;
  readonly routes: readonly RouteDef[];
  readonly menus: Readonly<Record<MenuDef['id'], MenuDef>>;
  readonly endpoints: Readonly<Record<string, EndpointDef>>;
  readonly resources: Readonly<Record<string, ResourceDef>>;
  readonly pages: readonly PageEntry[];
  readonly messages: MessageTree;
}

/**
 * Cross-reference checks (what JSON Schema cannot see) and normalisation into the model types.
 * Each pass declares names the later ones check against; the order also fixes the order of the
 * generated message catalogue, so it must not change without regenerating.
 */
export function resolve(
  schema: LoadedSchema,
  /** Component names of the hand-written page registry (src/app/pageRegistry.ts). */
  registered: ReadonlySet<string>,
): { model?: Model; problems: Problem[]; warnings?: Problem[] } {
  const ctx = new Context(schema, registered);
  const app = appPass(ctx);
  rolesPass(ctx);
  const { sections, permissions } = permissionsPass(ctx);
  const features = featuresPass(ctx);
  endpointsPass(ctx);
  routeIndexPass(ctx);
  const roles = roleDefsPass(ctx);
  const { routes, pages } = routesPass(ctx);
  const menus = menusPass(ctx);
  linksPass(ctx);
  homesPass(ctx);

  const problems = [...ctx.problems, ...ctx.msgs.problems];
  if (problems.length > 0) return { problems };
  return {
    problems,
    warnings: specWarnings(ctx),
    model: {
      app,
      roles,
      sections,
      permissions,
      features,
      routes,
      menus,
      endpoints: ctx.endpoints,
      resources: ctx.resources,
      pages,
      messages: ctx.msgs.tree,
    },
  };
}
