import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../../src/model/types';
import type { ListPage } from '../../src/renderers/shared/pageKinds';
import {
  rowClickFor,
  rowPrefetchRoute,
  type RowLinkRule,
} from '../../src/renderers/shared/rowRoute';

const route = (name: string, path: string): RouteDef => ({
  name,
  path,
  title: name,
  layout: 'APP',
  mode: 'operator',
  roles: ['ROLE_ADMIN'],
});
const ROUTES = [route('SegmentDetails', '/segments/:segmentId'), route('Airdrop', '/airdrop')];

const list = (over: Partial<ListPage>): ListPage => ({
  kind: 'list',
  resource: 'segments',
  columns: [],
  filters: [],
  exportCsv: false,
  perPage: 10,
  perPageOptions: [10],
  ...over,
});

const rule = (open: boolean): RowLinkRule => ({
  mayOpen: () => open,
  link: (name, id) => `/x/${name}/${String(id)}`,
});

// The one rule a table row, a phone row and the row's prefetch follow.
describe('what a list row opens', () => {
  it.each([
    [
      'a record page at the resource’s path, the viewer may open it',
      'SegmentDetails',
      true,
      'edit',
    ],
    ['a record page at the resource’s path, refused to the viewer', 'SegmentDetails', false, false],
    ['another route, the viewer may open it', 'Airdrop', true, 'path'],
    ['another route, refused to the viewer (grants or gate)', 'Airdrop', false, false],
    ['no rowClick', undefined, true, false],
  ] as const)('%s', (_case, rowClick, open, expected) => {
    const page = list(rowClick ? { rowClick } : {});
    const click = rowClickFor(page, ROUTES, rule(open));
    if (expected === 'path') {
      expect(typeof click).toBe('function');
      expect((click as (id: number) => string)(7)).toBe('/x/Airdrop/7');
    } else {
      expect(click).toBe(expected);
    }
    expect(rowPrefetchRoute(page, rule(open))).toBe(open && rowClick ? rowClick : undefined);
  });

  it('a row of the operators list opens that operator’s view', () => {
    const click = rowClickFor(list({ rowClickOperatorView: true }), ROUTES, rule(true));
    expect((click as (id: number) => string)(12)).toBe('/operators/12');
  });
});
