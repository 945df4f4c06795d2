// @vitest-environment node
/**
 * The answer fuzz's plan (tests/e2e/support/answerFuzz.ts): which mutations an
 * answer gets, picked by a seed, and a schedule that meets every one. A hand-made contract for
 * one GET of the catalogue, so the tests hold whatever the schema holds.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from '../../src/generated/endpoints';
import type { Mutation } from '../../src/mocks/faults';
import { mutationsOf, schedule } from '../e2e/support/answerFuzz';

const READ = (Object.keys(ENDPOINTS) as EndpointName[]).find((n) => ENDPOINTS[n].method === 'GET')!;
const FIELDS = ['a', 'b', 'b.c', 'b.d', 'e', 'e.*.f', 'g', 'h', 'i', 'j'];
const doc = {
  paths: {
    [ENDPOINTS[READ].path.split('?')[0]!]: {
      get: {
        responses: {
          200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } } },
        },
      },
    },
  },
  components: {
    schemas: {
      A: {
        type: 'object',
        properties: {
          a: { type: 'string' },
          b: { type: 'object', properties: { c: { type: 'number' }, d: { type: 'string' } } },
          e: { type: 'array', items: { type: 'object', properties: { f: { type: 'string' } } } },
          ...Object.fromEntries(['g', 'h', 'i', 'j'].map((k) => [k, { type: 'string' }])),
        },
      },
    },
  },
};
const fieldsOf = (list: readonly Mutation[]) => list.map((m) => m.at).filter(Boolean);

describe('the answer fuzz plan', () => {
  it('spoils the body itself, then each field once, with the op its seed picks', () => {
    const list = mutationsOf(doc, READ, { seed: 7 });
    expect(list.slice(0, 2)).toEqual([
      { at: '', op: 'null' },
      { at: '', op: 'wrongType' },
    ]);
    expect(fieldsOf(list)).toEqual(FIELDS);
    expect(mutationsOf(doc, READ, { seed: 7 })).toEqual(list);
  });

  it('picks other ops for another seed, and every op for some field', () => {
    const ops = (seed: number) => mutationsOf(doc, READ, { seed }).map((m) => m.op);
    const seeds = Array.from({ length: 20 }, (_, seed) => ops(seed).join());
    expect(new Set(seeds).size).toBeGreaterThan(1);
    expect(new Set(ops(7).slice(2))).toEqual(new Set(['remove', 'null', 'wrongType']));
  });

  it('takes every field all three ways with allOps', () => {
    const list = mutationsOf(doc, READ, { allOps: true });
    expect(list).toHaveLength(2 + FIELDS.length * 3);
    for (const at of FIELDS)
      expect(list.filter((m) => m.at === at).map((m) => m.op)).toEqual([
        'remove',
        'null',
        'wrongType',
      ]);
  });

  it('meets every mutation once, starting where the walk left each answer', () => {
    const list = mutationsOf(doc, READ);
    const visits = ['one', 'two', 'three'].map((visit) => ({ visit, reads: [READ] }));
    const met = new Map([[READ, 4]]);
    const plan = schedule(visits, new Map([[READ, list]]), { everyVisitOnce: false, met });
    const taken = plan.map((p) => p.faults.get(READ));
    expect(taken.slice(0, list.length - 4)).toEqual(list.slice(4));
    // Whole rounds over the visits that read the answer, none once all are met.
    expect(taken.length % visits.length).toBe(0);
    expect(taken.length).toBeLessThan(list.length - 4 + visits.length);
  });
});
