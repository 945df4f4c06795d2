import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, setRuntimeConfig } from '../../src/config/runtimeConfig';
import { buildUrl } from '../../src/data/http';
import { ENDPOINTS } from '../../src/generated/endpoints';
import type { EndpointDef } from '../../src/model/types';

const ALL: readonly EndpointDef[] = Object.values(
  ENDPOINTS as Readonly<Record<string, EndpointDef>>,
);

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');

const queryOf = (def: EndpointDef): string => def.path.split('?')[1] ?? '';

/**
 * The only placeholders a path may carry in its query string: those §7 and api-contract.md show
 * there. Any other query value (list sort/range/filter, the dashboard's from/to, a month, a page)
 * is sent by its caller as a query value, which a `{placeholder}` would make the client refuse.
 */
const DOCUMENTED_QUERY_PLACEHOLDERS: Readonly<Record<string, readonly string[]>> = {
  'members.updateRole': ['role'], // §7: ?memberRole={role}
  'billing.upgradePreview': ['planId'], // api-contract.md: ?planId=
};

describe('endpoint catalogue: every placeholder is one a caller fills', () => {
  it.each(ALL.map((def) => ({ name: def.name, def })))(
    '$name: no query-string placeholder beyond the documented ones',
    ({ name, def }) => {
      expect(placeholders(queryOf(def))).toEqual(DOCUMENTED_QUERY_PLACEHOLDERS[name] ?? []);
    },
  );

  it.each(ALL.filter((def) => def.list).map((def) => ({ name: def.name, def })))(
    '$name: a list path has no query string (the list convention owns the query)',
    ({ def }) => {
      expect(def.path).not.toContain('?');
    },
  );

  it('the dashboard paths take the range as query parameters (api-contract.md)', () => {
    setRuntimeConfig({ ...DEFAULT_CONFIG, apiUrl: 'http://api.test', mockApi: false });
    const dashboard = ALL.filter((def) => def.name.startsWith('dashboard.'));
    expect(dashboard.map((d) => d.name).sort()).toEqual([
      'dashboard.missionsInsights',
      'dashboard.rewardsInsights',
      'dashboard.summary',
    ]);
    for (const def of dashboard) {
      const url = new URL(
        buildUrl(def, {
          pathParams: { operatorId: 7 },
          query: { from: '2026-10-01', to: '2026-10-31' },
        }),
      );
      expect(url.pathname).toMatch(/^\/api\/v1\/operator\/7\/dashboard\/[a-z-]+$/);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        from: '2026-10-01',
        to: '2026-10-31',
      });
    }
  });
});
