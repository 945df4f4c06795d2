/**
 * Every endpoint's answer schema, by name: the one source of the published contract
 * (generators/openapi.ts) and of the mock's contract test. The runtime never imports this file:
 * each call loads only its own area's schemas (../api.ts), so no chunk carries another's checks.
 *
 * An endpoint no area names (one a product person adds in YAML) still has one: a resource's
 * endpoints answer its records, any other list answers records, any other read an object, and a
 * write may answer nothing.
 */
import * as v from 'valibot';
import type { EndpointDef, ResourceDef } from '../../model/types';
import { ANSWERS as account } from './account';
import { ANSWERS as billing } from './billing';
import { ANSWERS as dashboards, anyDashboard } from './dashboards';
import { anyObject, nothing, type Answer } from './kit';
import { ANSWERS as records, anyRecord, oneOf, recordOf } from './records';
import { ANSWERS as settings } from './settings';
import { ANSWERS as startup } from './startup';
import { ANSWERS as web3 } from './web3';
import { ANSWERS as widget } from './widget';

const NAMED: Readonly<Record<string, Answer>> = {
  ...account,
  ...startup,
  ...billing,
  ...web3,
  ...widget,
  ...settings,
  ...dashboards,
  ...records,
};

/** Answers that are files, not JSON: their media type. */
export const FILES: Readonly<Record<string, string>> = { 'prizePool.csv': 'application/zip' };

/**
 * The endpoint catalogue as schema/endpoints.yaml declares it: the generator reads the YAML it
 * is generating from, the tests take src/generated's.
 */
export interface Catalogue {
  readonly endpoints: Readonly<Record<string, Pick<EndpointDef, 'method' | 'path' | 'list'>>>;
  readonly resources: Readonly<Record<string, Partial<Omit<ResourceDef, 'name' | 'section'>>>>;
}

const CRUD = ['list', 'one', 'create', 'update', 'delete'] as const;

/** The resource (and its operation) an endpoint serves, if any. */
export function resourceOf(
  name: string,
  catalogue: Catalogue,
): { resource: string; op: (typeof CRUD)[number] } | null {
  for (const [resource, def] of Object.entries(catalogue.resources)) {
    for (const op of CRUD) if (def[op] === name) return { resource, op };
  }
  return null;
}

export function answerFor(name: string, catalogue: Catalogue): Answer {
  const named = NAMED[name];
  if (named) return named;
  const def = catalogue.endpoints[name];
  const served = resourceOf(name, catalogue);
  if (served) {
    // As the dataProvider reads them: a list's rows need their ids (keys, links, selection); one
    // record is named by its path, so its id is the path's when absent; a write may answer
    // nothing (the record is what was sent).
    if (served.op === 'list') return v.array(recordOf(served.resource));
    const one = oneOf(served.resource);
    return served.op === 'one' ? one : v.optional(one);
  }
  if (def?.list) return v.array(anyRecord);
  if (name.startsWith('dashboard.')) return anyDashboard;
  return def?.method === 'GET' ? anyObject : nothing;
}
