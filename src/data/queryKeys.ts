import type { EndpointName } from '../generated/endpoints';

/**
 * The query key of an operator's call: the operator first, so nothing crosses operators and
 * `['operator', id]` invalidates all of one operator's data; then the endpoint's name and any
 * arguments (`operatorKey(id, 'dashboard.summary', range)`).
 */
export function operatorKey(
  operatorId: string | null,
  endpoint: EndpointName,
  ...args: readonly unknown[]
): readonly unknown[] {
  return ['operator', operatorId, endpoint, ...args];
}

/** A list's page as react-admin's useGetList asks for it (the key's third part). */
export interface ListCallParams {
  readonly pagination: { readonly page: number; readonly perPage: number };
  readonly sort: { readonly field: string; readonly order: 'ASC' | 'DESC' };
  readonly filter: Readonly<Record<string, unknown>>;
  readonly meta?: unknown;
}

/**
 * The key react-admin's useGetList (ra-core 5) reads a list page under. A call made ahead of the
 * page (start-up, hover) must be cached under exactly this key, or the page asks again.
 */
export function raListKey(resource: string, params: ListCallParams): readonly unknown[] {
  const { pagination, sort, filter, meta } = params;
  return [resource, 'getList', { pagination, sort, filter, meta }];
}

/** The key react-admin's useGetOne (Show, Edit) reads a record under: the id as a string. */
export function raOneKey(
  resource: string,
  id: string | number,
  meta?: unknown,
): readonly unknown[] {
  return [resource, 'getOne', { id: String(id), meta }];
}
