/**
 * The answer to an endpoint of schema/endpoints.yaml the mock does not model yet (a page a product
 * person just added in YAML), made from what its pages declare: a list's rows, a record, a
 * settings form's values (and their save), a dashboard's figures and charts. An endpoint whose
 * answer no page describes (a new action, a create) is a 501 naming it: the demo says what it
 * cannot do rather than pretend it was done.
 */
import type { Row } from './db';
import type { CatalogueMatch } from './schemaDeclared';
import { dashboardOf, resourceOfList, resourceOfRecord, settingsPagesOf } from './schemaDeclared';
import {
  saveSchemaSettings,
  schemaDashboard,
  schemaRecord,
  schemaSettings,
  type SchemaStore,
} from './schemaAnswers';
import { schemaRows } from './schemaRows';

export type SchemaReply =
  | { readonly kind: 'rows'; readonly rows: Row[]; readonly resource: string }
  | { readonly kind: 'json'; readonly body: unknown; readonly changed?: boolean }
  | {
      readonly kind: 'error';
      readonly status: number;
      readonly message: string;
      readonly errors?: Record<string, string>;
    };

export interface SchemaRequest {
  readonly query: URLSearchParams;
  readonly now: number;
  /** The request's JSON body (a malformed one throws the caller's 400). */
  body(): Promise<unknown>;
  /** Where the operator's saved settings are kept. */
  readonly store: SchemaStore;
  /** Varies the made figures between operators. */
  readonly seed: string;
}

/** The record id of a record path: its last placeholder other than the operator. */
function recordId(params: Readonly<Record<string, string>>): string {
  const ids = Object.entries(params).filter(([k]) => k !== 'operatorId');
  return ids.at(-1)?.[1] ?? '';
}

export async function schemaReply(match: CatalogueMatch, req: SchemaRequest): Promise<SchemaReply> {
  const { endpoint, params } = match;
  const name = endpoint.name;
  if (endpoint.list) {
    const resource = resourceOfList(name)?.name ?? name;
    return { kind: 'rows', rows: schemaRows(resource), resource };
  }
  const settings = settingsPagesOf(name)[0];
  if (settings && endpoint.method === 'GET')
    return { kind: 'json', body: schemaSettings(req.store, name) };
  if (settings && endpoint.method !== 'DELETE') {
    const errors = saveSchemaSettings(req.store, name, await req.body());
    if (errors) return { kind: 'error', status: 400, message: 'Validation failed', errors };
    return { kind: 'json', body: schemaSettings(req.store, name), changed: true };
  }
  if (endpoint.method === 'GET') {
    const resource = resourceOfRecord(name);
    if (resource) {
      const record = schemaRecord(resource.name, recordId(params));
      return record
        ? { kind: 'json', body: record }
        : { kind: 'error', status: 404, message: 'Record not found' };
    }
    if (dashboardOf(name))
      return { kind: 'json', body: schemaDashboard(name, req.query, req.now, req.seed) };
  }
  return {
    kind: 'error',
    status: 501,
    message: `The demo's mock API cannot answer ${name} (schema/endpoints.yaml): no page declares what it answers`,
  };
}
