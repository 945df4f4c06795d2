import type { Action } from '../../src/model/types.js';
import type { ProblemOptions } from '../problems.js';
import type { ProblemKind } from '../problemCodes.js';
import type { RawPermissions } from '../raw.js';
import type { Segment, SourceFile } from '../source.js';
import type { Context } from '../passes/context.js';
import { SPEC_GRANTS, SPEC_ROLE_CODES, SPEC_SECTIONS } from './defaults.js';

/** How the spec checks report a departure (see check.ts). */
export type Warn = (
  src: SourceFile,
  path: readonly Segment[],
  kind: ProblemKind,
  subject: string,
  message: string,
  options?: ProblemOptions,
) => void;

const ORDER: readonly Action[] = ['create', 'read', 'update', 'delete'];

const parentOf = (ref: string): string | undefined =>
  ref.includes('.') ? ref.split('.')[0] : undefined;

/** What a role may do on a section: its own grant joined with its parent section's. */
function effective(grants: Readonly<Record<string, readonly Action[]>>, ref: string): Action[] {
  const parent = parentOf(ref);
  const all = new Set([...(grants[ref] ?? []), ...(parent ? (grants[parent] ?? []) : [])]);
  return ORDER.filter((a) => all.has(a));
}

function specMatrix(role: string): Record<string, Action[]> {
  const out: Record<string, Action[]> = {};
  for (const rule of SPEC_GRANTS)
    if (rule.roles.includes(role))
      for (const s of rule.sections) out[s] = [...(out[s] ?? []), ...rule.actions];
  return out;
}

const list = (actions: readonly Action[]): string =>
  actions.length > 0 ? actions.join(', ') : 'no action';

/**
 * §6 Resource permissions: each (role, section) of the spec's whose actions differ from the spec's
 * is its own departure (`W011 <role>.<section>`), so recording one never quiets another. A
 * sub-section is reported only where it differs otherwise than its section does (narrowing
 * MISSIONS is one departure, not one per sub-section). Returns, per role, the sections departing.
 */
export function grantWarnings(ctx: Context, warn: Warn): Map<string, Set<string>> {
  const src = ctx.files.permissions;
  const raw = (src.data as RawPermissions).grants;
  const departing = new Map<string, Set<string>>();
  const sections = SPEC_SECTIONS.filter((s) => ctx.sectionRefs.has(s));
  for (const role of SPEC_ROLE_CODES.filter((r) => ctx.roleCodes.includes(r))) {
    const has = ctx.permissions[role] ?? {};
    const spec = specMatrix(role);
    const rule = SPEC_GRANTS.find((g) => g.roles.includes(role))?.rule;
    const diff = (ref: string) => {
      const got = effective(has, ref);
      const want = effective(spec, ref);
      return {
        got,
        want,
        missing: want.filter((a) => !got.includes(a)),
        extra: got.filter((a) => !want.includes(a)),
      };
    };
    for (const ref of sections) {
      const d = diff(ref);
      if (d.missing.length === 0 && d.extra.length === 0) continue;
      const parent = parentOf(ref);
      if (parent !== undefined && ctx.sectionRefs.has(parent)) {
        const p = diff(parent);
        if (String(p.missing) === String(d.missing) && String(p.extra) === String(d.extra))
          continue;
      }
      departing.set(role, (departing.get(role) ?? new Set()).add(ref));
      const what = [
        ...(d.missing.length > 0 ? [`without ${list(d.missing)}`] : []),
        ...(d.extra.length > 0 ? [`also ${list(d.extra)}`] : []),
      ].join('; ');
      warn(
        src,
        grantPath(raw, role, ref, d.extra),
        'specGrant',
        `${role}.${ref}`,
        `${role} has ${list(d.got)} on ${ref} (${what}); §6 Resource permissions gives ${list(d.want)}${rule ? ` ('${rule}')` : ` (it grants ${role} nothing)`}`,
      );
    }
  }
  return departing;
}

/**
 * Where the departure is written: the grant giving an action the spec does not, else the `except`
 * entry taking the section away, else the role's grants (or the grants key when it has none).
 */
function grantPath(
  raw: RawPermissions['grants'],
  role: string,
  ref: string,
  extra: readonly Action[],
): Segment[] {
  const grants = raw[role];
  if (!grants) return ['grants'];
  const names = [ref, parentOf(ref)].filter((n): n is string => n !== undefined);
  const covers = (g: (typeof grants)[number]): boolean =>
    g.sections === 'ALL'
      ? !names.some((n) => (g.except ?? []).includes(n))
      : names.some((n) => (g.sections as readonly string[]).includes(n));
  const giving = grants.findIndex((g) => covers(g) && g.actions.some((a) => extra.includes(a)));
  if (giving >= 0) return ['grants', role, giving, 'actions'];
  for (const [gi, g] of grants.entries()) {
    const ei = (g.except ?? []).findIndex((s) => names.includes(s));
    if (g.sections === 'ALL' && ei >= 0) return ['grants', role, gi, 'except', ei];
  }
  return ['grants', role];
}
