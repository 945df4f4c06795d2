import { describe, expect, it } from 'vitest';
import { mayOpenRouteIn, roleMayOpenIn } from '../../src/access';
import { EMPTY_GATE_STATE } from '../../src/access/gate';
import type { PermissionMatrix, RouteDef } from '../../src/model/types';

const matrix: PermissionMatrix = {
  READER: { EVENTS: ['read'] },
  WRITER: { EVENTS: ['read', 'create'] },
  CREATOR_ONLY: { EVENTS: ['create'] },
};
const page = (over: Partial<RouteDef>): RouteDef => ({
  name: 'P',
  path: '/events/new',
  title: 'P',
  layout: 'APP',
  mode: 'operator',
  roles: ['READER', 'WRITER', 'CREATOR_ONLY'],
  section: 'EVENTS',
  ...over,
});

// §6: the page a role may open is the one its grants let it use: a create page needs create.
describe('who may open a page, by the action it needs on its section', () => {
  it.each([
    ['READER', undefined, true],
    ['READER', 'create', false],
    ['WRITER', 'create', true],
    ['CREATOR_ONLY', 'create', false],
    ['CREATOR_ONLY', undefined, false],
  ] as const)('%s, page needing %s: %s', (role, action, opens) => {
    expect(roleMayOpenIn(matrix, page(action ? { action } : {}), role)).toBe(opens);
  });

  it('a shut gate closes the page once the operator state is known, not before', () => {
    const gated = page({ gate: { flag: 'NEW_EVENTS' } });
    const data = { groups: [], permissions: matrix };
    expect(mayOpenRouteIn(data, gated, 'READER')).toBe(true);
    expect(mayOpenRouteIn(data, gated, 'READER', EMPTY_GATE_STATE)).toBe(false);
    const open = { ...EMPTY_GATE_STATE, flags: new Set(['NEW_EVENTS']) };
    expect(mayOpenRouteIn(data, gated, 'READER', open)).toBe(true);
  });
});
