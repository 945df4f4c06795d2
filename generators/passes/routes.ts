import type { RouteDef } from '../../src/model/types.js';
import type { RawSection } from '../raw.js';
import type { Segment } from '../source.js';
import { checkGate, checkRoute, checkSection, expandRoles } from './checks.js';
import type { Context } from './context.js';
import type { PageEntry } from './pages.js';
import { buildPage } from './pages.js';

/**
 * Declares route names and paths across all section files, before anything checks a route
 * reference, so references resolve in any order.
 */
export function routeIndexPass(ctx: Context): void {
  for (const src of ctx.schema.sections) {
    (src.data as RawSection).routes.forEach((raw, index) => {
      const loc = { src, index, raw };
      const seenName = ctx.routesByName.get(raw.name);
      if (seenName) {
        ctx.report(
          src,
          ['routes', index, 'name'],
          'duplicateRouteName',
          `duplicate route name '${raw.name}'`,
          { hint: `also declared in ${seenName.src.file}` },
        );
        return;
      }
      const seenPath = ctx.routesByPath.get(raw.path);
      if (seenPath && modesOverlap(seenPath.raw.mode ?? 'operator', raw.mode ?? 'operator')) {
        ctx.report(
          src,
          ['routes', index, 'path'],
          'duplicatePath',
          `duplicate path '${raw.path}'`,
          {
            hint: `route ${seenPath.raw.name} in ${seenPath.src.file} already has it`,
          },
        );
      } else {
        ctx.routesByPath.set(raw.path, loc);
      }
      // Still known by name, so references to it do not cascade into more problems.
      ctx.routesByName.set(raw.name, loc);
      ctx.routeList.push(loc);
    });
  }
}

/** The route definitions, each with its page (built by the pages pass). */
export function routesPass(ctx: Context): { routes: RouteDef[]; pages: PageEntry[] } {
  const pages: PageEntry[] = [];
  const routes = ctx.routeList.map(({ src, index, raw }): RouteDef => {
    const at = (...rest: Segment[]): Segment[] => ['routes', index, ...rest];
    const roles = raw.roles === 'public' ? 'public' : expandRoles(ctx, src, at('roles'), raw.roles);
    if (raw.back !== undefined) checkRoute(ctx, src, at('back'), raw.back);
    if (raw.requiredQuery)
      checkRoute(ctx, src, at('requiredQuery', 'otherwise'), raw.requiredQuery.otherwise);
    if (raw.section !== undefined) checkSection(ctx, src, at('section'), raw.section);
    checkGate(ctx, src, at('gate'), raw.gate);
    if (raw.page) {
      const def = buildPage(ctx, raw.page, raw.name, at('page'), src);
      if (def) pages.push({ id: raw.name, def });
    }
    return {
      name: raw.name,
      path: raw.path,
      title: ctx.msgs.add(`routes.${raw.name}.title`, raw.title, src, at('title')),
      ...(raw.back !== undefined ? { back: raw.back } : {}),
      layout: raw.layout ?? 'APP',
      mode: raw.mode ?? 'operator',
      roles,
      ...(raw.requiredQuery
        ? {
            requiredQuery: {
              params: raw.requiredQuery.params,
              otherwise: raw.requiredQuery.otherwise,
            },
          }
        : {}),
      ...(raw.skipChecks ? { skipChecks: true } : {}),
      ...(raw.keepTokenParam ? { keepTokenParam: true } : {}),
      ...(raw.section !== undefined ? { section: raw.section } : {}),
      ...(raw.page?.kind === 'create' ? { action: 'create' as const } : {}),
      ...(raw.gate ? { gate: raw.gate } : {}),
      ...(raw.page ? { page: raw.name } : {}),
    };
  });
  return { routes, pages };
}

/** Two routes may share a path only when they can never both exist (admin-only vs non-admin). */
function modesOverlap(a: string, b: string): boolean {
  const where = (m: string): string[] =>
    m === 'adminOnly' ? ['admin'] : m === 'nonAdmin' ? ['plain'] : ['admin', 'plain'];
  return where(a).some((x) => where(b).includes(x));
}
