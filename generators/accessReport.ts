import { canAccessIn, roleMayOpenIn } from '../src/access/permissions.js';
import type { ActionDef, Gate, MenuItemDef, PageDef, RouteDef } from '../src/model/types.js';
import type { Model } from './resolve.js';

/** Where `npm run generate` writes the access review, relative to the project root. */
export const ACCESS_REPORT_FILE = 'docs/access.md';

/**
 * The access review (docs/access.md): per role, its home, its menus, every page it may open and
 * every action it may take, by the console's own rule (src/access). Committed with the schema, so
 * a YAML change shows its effect on access as a diff of this file in review.
 */
export function accessReport(model: Model): string {
  const text = (key: string): string => {
    let node: unknown = model.messages;
    for (const part of key.split('.'))
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    return typeof node === 'string' ? node : key;
  };
  const byName = new Map(model.routes.map((r) => [r.name, r]));
  const pageOf = (r: RouteDef) =>
    r.page ? model.pages.find((p) => p.id === r.page)?.def : undefined;
  const out: string[] = [
    '<!-- generated from schema/ by `npm run generate` — do not edit -->',
    '',
    '# Access review',
    '',
    "Who may open and do what, per role, as the console decides it (the guard's own rule,",
    "`src/access/permissions.ts`): a page opens for a role when the page's `roles:` let it in **and**",
    "the role may read the page's section (`schema/permissions.yaml`), and create there for a page",
    'that only creates; menus and links show only such pages. Feature conditions (needs …) apply on',
    "top, per operator: a menu item's are its own, its dropdown's and its target page's together.",
    'Pages open to everyone (public) are listed once at the end.',
    '',
  ];
  const operators = byName.get(OPERATORS_ROUTE);
  for (const role of model.roles) {
    const may = (r: RouteDef) =>
      r.roles !== 'public' && roleMayOpenIn(model.permissions, r, role.code);
    // The admin menus are drawn in admin mode's operator pages, which only the Operators roles enter.
    const adminMenus = !!operators && may(operators);
    out.push(`## ${text(role.label)} (\`${role.code}\`)`, '');
    out.push(
      `- Invitable: ${role.invitable ? 'yes' : 'no'}${role.keepOne ? ' (the team keeps one)' : ''}`,
    );
    const home = role.home.map((h) => `${h.route}${h.when ? ` when ${WHEN[h.when]}` : ''}`);
    out.push(`- Home: ${home.length > 0 ? home.join(', else ') : 'none'} (else Login)`, '');

    for (const menu of Object.values(model.menus)) {
      if (menu.id !== 'operatorSidebar' && !adminMenus) continue;
      // An item shows when the role may read its section and open its target; it needs its own
      // gate, its dropdown's and the target page's (src/access/menu.ts), all written together.
      const seen = (item: MenuItemDef, above: readonly (Gate | undefined)[]): string[] => {
        if (item.section && !canAccessIn(model.permissions, role.code, 'read', item.section))
          return [];
        const gates = [...above, item.gate];
        if (item.children) {
          const kids = item.children.flatMap((c) => seen(c, gates));
          return kids.length > 0 ? [`${text(item.label)} [${kids.join(', ')}]`] : [];
        }
        const target = (n: string | undefined, when?: Gate) => {
          const r = n !== undefined ? byName.get(n) : undefined;
          return r && may(r) ? [`${r.name}${needs(combined(...gates, when, r.gate))}`] : [];
        };
        const targets = [
          ...target(item.route),
          ...target(item.altRoute?.route, item.altRoute?.when),
        ];
        if (targets.length === 0) return [];
        return [`${text(item.label)} → ${targets.join(' / ')}`];
      };
      const groups = menu.groups.flatMap((g) => {
        const items = g.items.flatMap((i) => seen(i, []));
        if (items.length === 0) return [];
        return [
          `- ${g.label ? text(g.label) : '(no title)'} (group \`${g.id}\`)`,
          ...items.map((i) => `  - ${i}`),
        ];
      });
      out.push(`Menu ${menu.id}:${groups.length > 0 ? '' : ' nothing'}`, '');
      if (groups.length > 0) out.push(...groups, '');
    }

    const routes = model.routes.filter(may);
    const mode = (r: RouteDef) =>
      r.mode === 'adminOnly'
        ? ' (admin mode)'
        : r.mode === 'nonAdmin'
          ? ' (not in admin mode)'
          : '';
    out.push(`Pages it may open:${routes.length > 0 ? '' : ' none'}`, '');
    for (const r of routes)
      out.push(
        `- ${r.name} (${text(r.title)}) \`${r.path}\`${mode(r)}${r.section ? `, section ${r.section}` : ''}${needs(r.gate)}`,
      );
    if (routes.length > 0) out.push('');

    const grants = Object.entries(model.permissions[role.code] ?? {}).filter(
      ([, a]) => a.length > 0,
    );
    out.push(`Actions by section:${grants.length > 0 ? '' : ' none'}`, '');
    if (grants.length > 0) out.push(...grants.map(([s, a]) => `- ${s}: ${a.join(', ')}`), '');
    const buttons = routes.flatMap((r) =>
      actionsOf(pageOf(r))
        .filter((a) => canAccessIn(model.permissions, role.code, 'update', a.section))
        .map((a) => `${r.name}: ${text(a.label)}${a.bulk ? ' (also for selected rows)' : ''}`),
    );
    out.push(`Page actions:${buttons.length > 0 ? '' : ' none'}`, '');
    if (buttons.length > 0) out.push(...buttons.map((b) => `- ${b}`), '');
  }
  const open = model.routes.filter((r) => r.roles === 'public');
  out.push('## Everyone (public pages)', '', ...open.map((r) => `- ${r.name} \`${r.path}\``), '');
  return out.join('\n');
}

/** The route whose openers may use admin mode's operator views (the guard's GUARD_ROUTES.operators). */
const OPERATORS_ROUTE = 'Operators';

const WHEN = { adminMode: 'in admin mode', setupFinished: 'basic setup is finished' } as const;

/** Every condition of the gates given, as one gate (each must hold). */
function combined(...gates: readonly (Gate | undefined)[]): Gate | undefined {
  const all = gates.filter((g): g is Gate => g !== undefined);
  return all.length > 0 ? Object.assign({}, ...all) : undefined;
}

function needs(gate: Gate | undefined): string {
  if (!gate) return '';
  const parts = [
    gate.featureGroup && `feature group ${gate.featureGroup}`,
    gate.feature && `feature ${gate.feature}`,
    gate.flag && `flag ${gate.flag}`,
    gate.web3 && `web3 deploy ${gate.web3}`,
    gate.noInternalCurrency && 'no internal currency',
  ].filter(Boolean);
  return parts.length > 0 ? ` (needs ${parts.join(', ')})` : '';
}

/** The action buttons of a page, tabs included. */
function actionsOf(page: PageDef | undefined): readonly ActionDef[] {
  if (!page) return [];
  if (page.kind === 'tabs') return page.tabs.flatMap((t) => actionsOf(t.page));
  return 'actions' in page ? (page.actions ?? []) : [];
}
