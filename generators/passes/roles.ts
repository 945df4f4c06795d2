import type { RoleDef } from '../../src/model/types.js';
import type { RawRoles } from '../raw.js';
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
  for (const [name, list] of Object.entries(raw.groups ?? {})) {
    list.forEach((code, i) => {
      if (!ctx.roleCodes.includes(code))
        ctx.unknown(src, ['groups', name, i], 'unknownRole', 'role', code, ctx.roleCodes);
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
