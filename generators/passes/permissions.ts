import type { ProblemKind } from '../problemCodes.js';
import type { Action, PermissionMatrix, SectionDef } from '../../src/model/types.js';
import { didYouMean } from '../problems.js';
import type { RawPermissions } from '../raw.js';
import { checkSection } from './checks.js';
import type { Context } from './context.js';

const ALL_ACTIONS: readonly Action[] = ['create', 'read', 'update', 'delete'];

/** Declares sections and sub-sections, and builds each role's grant matrix. */
export function permissionsPass(ctx: Context): {
  sections: SectionDef[];
  permissions: PermissionMatrix;
} {
  const src = ctx.files.permissions;
  const raw = src.data as RawPermissions;
  const sections: SectionDef[] = [];
  raw.sections.forEach((s, i) => {
    if (ctx.sectionCodes.includes(s.code)) {
      ctx.duplicate(src, ['sections', i, 'code'], 'duplicateDeclaration', 'section', s.code);
      return;
    }
    ctx.sectionCodes.push(s.code);
    ctx.sectionRefs.add(s.code);
    const subs = s.subSections ?? [];
    subs.forEach((sub) => ctx.sectionRefs.add(`${s.code}.${sub}`));
    sections.push({ code: s.code, subSections: subs });
  });

  const cause = (role: string, text: string, kind: ProblemKind): void => {
    ctx.grantCauses.set(role, [...(ctx.grantCauses.get(role) ?? []), { text, kind }]);
  };
  for (const code of ctx.roleCodes) ctx.permissions[code] = {};
  for (const [role, grants] of Object.entries(raw.grants)) {
    if (!ctx.roleCodes.includes(role)) {
      ctx.unknownRoleUse(src, ['grants', role], 'role', role, ctx.roleCodes, { key: true });
      const meant = didYouMean(role, ctx.roleCodes);
      if (meant && !ctx.misspeltRoles.has(role))
        cause(
          meant,
          `the grants of ${meant} are written under the unknown role '${role}'`,
          'unknownRole',
        );
      continue;
    }
    const matrix = ctx.permissions[role] ?? {};
    grants.forEach((g, gi) => {
      (g.except ?? []).forEach((s, i) =>
        checkSection(ctx, src, ['grants', role, gi, 'except', i], s),
      );
      const targets =
        g.sections === 'ALL'
          ? ctx.sectionCodes.filter((s) => !(g.except ?? []).includes(s))
          : g.sections;
      if (g.sections !== 'ALL')
        g.sections.forEach((s, i) => {
          if (!checkSection(ctx, src, ['grants', role, gi, 'sections', i], s))
            cause(role, `section '${s}' in the grants of ${role} is unknown`, 'unknownSection');
        });
      for (const s of targets) {
        const merged = new Set([...(matrix[s] ?? []), ...g.actions]);
        matrix[s] = ALL_ACTIONS.filter((a) => merged.has(a));
      }
    });
  }
  return { sections, permissions: ctx.permissions };
}

/** Read on the section, on its parent section, or on one of its sub-sections. */
export function canRead(ctx: Context, role: string, section: string): boolean {
  const m = ctx.permissions[role] ?? {};
  const top = section.split('.')[0] ?? section;
  return Object.entries(m).some(
    ([s, acts]) =>
      acts.includes('read') && (s === section || s === top || s.startsWith(`${section}.`)),
  );
}
