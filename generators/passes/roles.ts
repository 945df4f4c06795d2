import type { RoleDef } from '../../src/model/types.js';
import { didYouMean } from '../problems.js';
import type { RawPermissions, RawRoles, RawSection } from '../raw.js';
import type { Context } from './context.js';
import { checkRoute } from './checks.js';

/** Declares role codes and role groups. */
export function rolesPass(ctx: Context): void {
  const src = ctx.files.roles;
  const raw = src.data as RawRoles;
  raw.roles.forEach((r, i) => {
    if (ctx.roleCodes.includes(r.code))
      ctx.duplicate(src, ['roles', i, 'code'], 'duplicateDeclaration', 'role', r.code);
    else ctx.roleCodes.push(r.code);
  });
  misspeltRoles(ctx, raw);
  for (const [name, list] of Object.entries(raw.groups ?? {})) {
    list.forEach((code, i) => {
      if (!ctx.roleCodes.includes(code))
        ctx.unknownRoleUse(src, ['groups', name, i], 'role', code, ctx.roleCodes);
    });
    ctx.roleGroups.set(
      name,
      list.filter((c) => ctx.roleCodes.includes(c)),
    );
  }
}

/** The role definitions; runs after the routes pass, since home rules name routes. */
export function roleDefsPass(ctx: Context): RoleDef[] {
  const src = ctx.files.roles;
  const raw = src.data as RawRoles;
  return raw.roles
    .filter((r, i) => raw.roles.findIndex((o) => o.code === r.code) === i)
    .map((r) => {
      const i = raw.roles.indexOf(r);
      r.home.forEach((h, j) => checkRoute(ctx, src, ['roles', i, 'home', j, 'route'], h.route));
      // Only invitable roles are held by team members: a guard on another role would never act.
      if (r.keepOne && !r.invitable)
        ctx.report(
          src,
          ['roles', i, 'keepOne'],
          'keepOneNotInvitable',
          `role '${r.code}' has keepOne but no team member can hold it`,
          { hint: 'set `invitable: true`, or remove `keepOne`' },
        );
      return {
        code: r.code,
        label: ctx.msgs.add(`roles.${r.code}`, r.label, src, ['roles', i, 'label']),
        home: r.home.map((h) => ({ ...h })),
        invitable: r.invitable,
        ...(r.keepOne ? { keepOne: true as const } : {}),
      };
    });
}

/**
 * A typo in a role's own definition (`code: ROLE_VIEWR`, used everywhere as ROLE_VIEWER) shows as
 * a role nothing uses plus uses of a role nobody defined. Reported once, at the definition, before
 * the uses (which become its consequences), so the reader fixes the cause rather than every use.
 */
function misspeltRoles(ctx: Context, raw: RawRoles): void {
  const groups = raw.groups ?? {};
  const uses = new Map<string, number>();
  const use = (name: string) => uses.set(name, (uses.get(name) ?? 0) + 1);
  Object.values(groups).forEach((list) => list.forEach(use));
  Object.keys((ctx.files.permissions.data as RawPermissions | undefined)?.grants ?? {}).forEach(
    use,
  );
  for (const section of ctx.schema.sections)
    for (const route of (section.data as RawSection).routes)
      if (Array.isArray(route.roles)) route.roles.filter((r) => !(r in groups)).forEach(use);
  const unused = ctx.roleCodes.filter((c) => !uses.has(c));
  const undefinedUses = [...uses.keys()].filter(
    (u) => !ctx.roleCodes.includes(u) && !(u in groups),
  );
  for (const name of undefinedUses) {
    const defined = didYouMean(name, unused);
    if (defined === undefined || [...ctx.misspeltRoles.values()].includes(defined)) continue;
    ctx.misspeltRoles.set(name, defined);
    const n = uses.get(name) ?? 0;
    ctx.report(
      ctx.files.roles,
      ['roles', raw.roles.findIndex((r) => r.code === defined), 'code'],
      'roleDefinedUnused',
      `role '${defined}' is defined but used nowhere, and '${name}' is used ${n} time${n === 1 ? '' : 's'} but defined nowhere`,
      {
        hint: `if they are one role, rename the definition to '${name}' or the uses to '${defined}'`,
      },
    );
  }
}
