import { describe, expect, it } from 'vitest';
import { PAGES } from '../../../src/generated/pages';
import { ROLES } from '../../../src/generated/roles';
import type { PageDef } from '../../../src/model/types';

/** Every list page of the members resource, tabs included. */
function memberLists(page: PageDef): Extract<PageDef, { kind: 'list' }>[] {
  if (page.kind === 'tabs') return page.tabs.flatMap((t) => memberLists(t.page));
  return page.kind === 'list' && page.resource === 'members' ? [page] : [];
}

const FILTERS = Object.values(PAGES)
  .flatMap(memberLists)
  .flatMap((page) => (page.filters ?? []).filter((f) => f.field === 'role'));

// A member may hold a role that is no longer invitable; the filter must still find them.
describe('the team role filter', () => {
  it('lists every role, on every members list that filters by role', () => {
    for (const filter of FILTERS)
      expect((filter.choices ?? []).map((c) => c.value)).toEqual(ROLES.map((r) => r.code));
  });
});
