import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { EMPTY_GATE_STATE, evaluateGate, roleMayOpen, type GateState } from '../../src/access';
import { EMPTY_OPERATOR_DATA, OperatorStateContext, operatorState } from '../../src/operator';
import { PAGES } from '../../src/generated/pages';
import { ROLE_CODES } from '../../src/generated/roles';
import { ROUTES } from '../../src/generated/routes';
import type { RouteDef } from '../../src/model/types';
import { useRouteLink } from '../../src/renderers/shared/useRouteLink';
import { consoleWrapper } from '../operator/support';
import { COMMITTED } from '../schemaEdits/bundle';
import { fullState, guardOf, outcome, runGuard, urlOf } from '../schemaEdits/invariants/support';

/** Keys of a page (at any depth) whose value names a route the page draws as a link. */
const LINK_KEYS = new Set(['link', 'links', 'rowClick', 'create']);

function linksOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(linksOf);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => {
    if (LINK_KEYS.has(key) && typeof value === 'string') return [value];
    if (key === 'links' && Array.isArray(value))
      return value.filter((v): v is string => typeof v === 'string');
    return linksOf(value);
  });
}

/** [page route, link target] for every link any page draws (dashboards, columns, related lists…). */
const LINKS = ROUTES.flatMap((route) =>
  route.page ? [...new Set(linksOf(PAGES[route.page]))].map((to) => [route, to] as const) : [],
);
const byName = new Map<string, RouteDef>(ROUTES.map((r) => [r.name, r]));
const decide = guardOf(COMMITTED);
const FULL = fullState(COMMITTED);

/** useRouteLink as `role` sees it, on an operator whose gates read `gates`. */
function linkAs(role: string, gates: GateState) {
  const { Wrapper } = consoleWrapper({ dataProvider: {}, role });
  const state = {
    ...operatorState({
      operatorId: '1001',
      role,
      adminMode: false,
      data: EMPTY_OPERATOR_DATA,
      reload: async () => undefined,
    }),
    installedFeatures: gates.installedFeatures,
    installedGroups: gates.installedGroups,
    flags: gates.flags,
    web3Status: gates.web3Status ?? null,
    internalCurrencyName: gates.internalCurrencyName ?? null,
  };
  const Gated = ({ children }: { children: ReactNode }) => (
    <Wrapper>
      <OperatorStateContext.Provider value={state}>{children}</OperatorStateContext.Provider>
    </Wrapper>
  );
  return renderHook(() => useRouteLink(), { wrapper: Gated }).result.current;
}

// Routes × roles × links. Each viewer of a page gets exactly the links the guard lets
// them follow; a link they may not follow is not drawn (useRouteLink gives nothing to draw).
describe('links a page draws, for every role that may open the page', () => {
  it.each(ROLE_CODES.map((role) => [role]))('as %s', (role) => {
    const link = linkAs(role, FULL);
    for (const [page, to] of LINKS.filter(([page]) => roleMayOpen(page, role))) {
      const target = byName.get(to)!;
      const drawn = link(to, 7) !== undefined;
      const opens = outcome(runGuard(decide, urlOf(target), { role, state: FULL })) === 'render';
      expect([page.name, to, drawn]).toEqual([page.name, to, roleMayOpen(target, role)]);
      if (drawn && target.mode !== 'adminOnly')
        expect([page.name, to, opens]).toEqual([page.name, to, true]);
    }
  });
});

// A link to a gated page is drawn only while its gate is open: with nothing installed and no flag,
// the guard would send the viewer elsewhere without a word.
describe('links to a gated page, with its gate shut', () => {
  it.each(ROLE_CODES.map((role) => [role]))('as %s', (role) => {
    const link = linkAs(role, EMPTY_GATE_STATE);
    for (const [page, to] of LINKS.filter(([page]) => roleMayOpen(page, role))) {
      const target = byName.get(to)!;
      const open = roleMayOpen(target, role) && evaluateGate(target.gate, EMPTY_GATE_STATE);
      expect([page.name, to, link(to, 7) !== undefined]).toEqual([page.name, to, open]);
    }
  });
});
