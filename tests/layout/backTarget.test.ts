import { describe, expect, it } from 'vitest';
import { backTarget } from '../../src/layout/backTarget';
import { ROUTES as GENERATED } from '../../src/generated/routes';
import type { RouteDef } from '../../src/model/types';

// The §2 back targets the spec names are checked over any schema in schemaEdits/invariants/texts.ts.
const ROUTES: readonly RouteDef[] = GENERATED;
const pathOf = (name: string) => ROUTES.find((r) => r.name === name)!.path;
// A back target with a path parameter would need an id the arrow does not have; none exists today.
const withBack = ROUTES.filter(
  (r): r is RouteDef & { back: string } => !!r.back && !pathOf(r.back).includes(':'),
);
const withoutBack = ROUTES.filter((r) => !r.back);

describe('top bar back arrow (§2)', () => {
  it.each(withBack.map((r) => [r.name, r.back, r] as const))(
    '%s goes back to %s, inside the operator view too',
    (_name, back, route) => {
      expect(backTarget(route, '', null)).toBe(pathOf(back));
      expect(backTarget(route, '/operators/42', '42')).toBe(`/operators/42${pathOf(back)}`);
    },
  );

  it.each(withoutBack.map((r) => [r.name, r] as const))(
    '%s has no back arrow, except in the operator view, where it goes to Operators',
    (_name, route) => {
      expect(backTarget(route, '', null)).toBeNull();
      expect(backTarget(route, '/operators/42', '42')).toBe(pathOf('Operators'));
    },
  );

  it('a back target naming no route draws no arrow', () => {
    expect(backTarget({ back: 'NoSuchRoute' }, '', null)).toBeNull();
  });
});
