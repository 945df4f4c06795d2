import type { Gate } from '../../src/model/types.js';
import type { Segment, SourceFile } from '../source.js';
import type { Context } from './context.js';

/*
 * Reference checks: a name written in one file against the names a pass declared. Each reports
 * an unknown name once, where it is written.
 */

/** Role codes and groups → role codes in declaration order; unknown entries are reported. */
export function expandRoles(
  ctx: Context,
  src: SourceFile,
  path: readonly Segment[],
  list: readonly string[],
): string[] {
  const out = new Set<string>();
  list.forEach((entry, i) => {
    const group = ctx.roleGroups.get(entry);
    if (group) group.forEach((c) => out.add(c));
    else if (ctx.roleCodes.includes(entry)) out.add(entry);
    else
      ctx.unknownRoleUse(
        src,
        [...path, i],
        'role or role group',
        entry,
        [...ctx.roleCodes, ...ctx.roleGroups.keys()],
        { extra: 'roles and role groups are declared in schema/roles.yaml' },
      );
  });
  return ctx.roleCodes.filter((c) => out.has(c));
}

/** Like expandRoles, without reporting (the entries were reported where they are written). */
export function expandRolesQuiet(ctx: Context, list: readonly string[]): string[] {
  const out = new Set<string>();
  for (const e of list)
    (ctx.roleGroups.get(e) ?? (ctx.roleCodes.includes(e) ? [e] : [])).forEach((c) => out.add(c));
  return [...out];
}

/** Entries of a role list that name no role or group. */
export function unknownRoleEntries(ctx: Context, list: readonly string[]): string[] {
  return list.filter((e) => !ctx.roleGroups.has(e) && !ctx.roleCodes.includes(e));
}

export function checkSection(
  ctx: Context,
  src: SourceFile,
  path: readonly Segment[],
  value: string,
): boolean {
  if (ctx.sectionRefs.has(value)) return true;
  ctx.unknown(
    src,
    path,
    'unknownSection',
    'section',
    value,
    ctx.sectionRefs,
    'sections are declared in schema/permissions.yaml',
  );
  return false;
}

export function checkGate(
  ctx: Context,
  src: SourceFile,
  path: readonly Segment[],
  gate: Gate | undefined,
): void {
  if (!gate) return;
  if (gate.featureGroup !== undefined && !ctx.groupCodes.includes(gate.featureGroup))
    ctx.unknown(
      src,
      [...path, 'featureGroup'],
      'unknownFeature',
      'feature group',
      gate.featureGroup,
      ctx.groupCodes,
    );
  if (gate.feature !== undefined && !ctx.featureCodes.includes(gate.feature))
    ctx.unknown(
      src,
      [...path, 'feature'],
      'unknownFeature',
      'feature',
      gate.feature,
      ctx.featureCodes,
    );
  if (gate.flag !== undefined && !ctx.flags.includes(gate.flag))
    ctx.unknown(src, [...path, 'flag'], 'unknownFlag', 'feature flag', gate.flag, ctx.flags);
}

export function checkEndpoint(
  ctx: Context,
  src: SourceFile,
  path: readonly Segment[],
  name: string,
  methods?: readonly string[],
): void {
  const e = ctx.endpoints[name];
  if (!e)
    ctx.unknown(
      src,
      path,
      'unknownEndpoint',
      'endpoint',
      name,
      Object.keys(ctx.endpoints),
      'endpoints are declared in schema/endpoints.yaml',
    );
  else if (methods && !methods.includes(e.method))
    ctx.report(
      src,
      path,
      'wrongMethod',
      `endpoint '${name}' is ${e.method}, expected ${methods.join(' or ')}`,
      { hint: 'point at an endpoint with the right method' },
    );
}

export function checkResource(
  ctx: Context,
  src: SourceFile,
  path: readonly Segment[],
  name: string,
): boolean {
  if (ctx.resources[name]) return true;
  ctx.unknown(
    src,
    path,
    'unknownResource',
    'resource',
    name,
    Object.keys(ctx.resources),
    'resources are declared under resources: in schema/endpoints.yaml',
  );
  return false;
}

export function checkRoute(
  ctx: Context,
  src: SourceFile,
  path: readonly Segment[],
  name: string,
): void {
  if (!ctx.routesByName.has(name))
    ctx.unknown(
      src,
      path,
      'unknownRoute',
      'route',
      name,
      ctx.routesByName.keys(),
      'route names are declared in schema/sections/*.yaml',
    );
}

export function checkComponent(
  ctx: Context,
  src: SourceFile,
  path: readonly Segment[],
  name: string,
): void {
  if (ctx.registered.has(name)) return;
  ctx.report(
    src,
    path,
    'missingComponent',
    `page component '${name}' is not in the page registry src/app/pageRegistry.ts`,
    { hint: 'add it there as a lazy import of its file, or fix the name' },
  );
}
