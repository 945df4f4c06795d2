import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { ENDPOINTS, RESOURCES } from '../generated/endpoints';
import type { EndpointDef, ResourceDef } from '../model/types';
import { api, type ConsoleApi } from './api';
import { currentOperatorId, requestRaw, type RequestOptions } from './http';

type Op = 'list' | 'one' | 'create' | 'update' | 'delete';
type Meta = { readonly operatorId?: unknown; readonly pathParams?: unknown } | undefined;
type PathParams = Record<string, string | number>;

function endpointFor(resource: string, op: Op): string {
  const def = (RESOURCES as Readonly<Record<string, ResourceDef>>)[resource];
  const name = def?.[op];
  if (!name)
    throw new Error(`Resource '${resource}' has no ${op} endpoint in schema/endpoints.yaml`);
  return name;
}

/**
 * `meta.operatorId` names the operator explicitly; without it, the operator in view (the token's,
 * or the route's in the super admin's operator view).
 */
function operatorParams(meta: Meta): PathParams {
  const id = meta?.operatorId;
  if (typeof id === 'string' || typeof id === 'number') return { operatorId: id };
  const inView = currentOperatorId();
  // Without one, the client refuses a path that needs it rather than calling /operator//….
  return inView === null ? {} : { operatorId: inView };
}

/** The placeholders of an endpoint's path other than {operatorId}, e.g. {id} in users/{id}/activity. */
function nestedPlaceholders(name: string): string[] {
  const def = (ENDPOINTS as Readonly<Record<string, EndpointDef>>)[name];
  return [...(def?.path ?? '').matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1] ?? '')
    .filter((key) => key !== 'operatorId');
}

/** Extra path values a page passes for a nested list: `meta: {pathParams: {id: userId}}`. */
function metaPathParams(meta: Meta): PathParams {
  const given = meta?.pathParams;
  if (!given || typeof given !== 'object') return {};
  return Object.fromEntries(
    Object.entries(given).filter(
      (e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number',
    ),
  );
}

/**
 * Path parameters for an item endpoint: the record id fills whichever placeholder the path names
 * besides {operatorId} ({id}, {memberId}…).
 */
function idParams(id: Identifier, meta: Meta, extra: PathParams = {}): PathParams {
  return { id, memberId: id, userId: id, ...extra, ...operatorParams(meta) };
}

const withSignal = (signal: AbortSignal | undefined): Pick<RequestOptions, 'signal'> =>
  signal ? { signal } : {};

/**
 * Puts the operator in view into `meta`, hence into react-admin's query key
 * ([resource, method, {…, meta}]): pass `meta: operatorMeta()` (or `withOperatorMeta(params)`) in
 * list/show/reference hooks, so two operators never share a cache entry. The console is also
 * mounted anew, with a new query client, per operator in view (app/console/ConsoleApp.tsx).
 */
export function operatorMeta<M extends object>(meta?: M): M & { operatorId: string | null } {
  return { ...(meta as M), operatorId: currentOperatorId() };
}

export function withOperatorMeta<P extends { meta?: object }>(params: P) {
  return { ...params, meta: operatorMeta(params.meta) };
}

/** A query key for custom (non-resource) calls, scoped to the operator in view. */
export function operatorQueryKey(...parts: readonly unknown[]): unknown[] {
  return ['operator', currentOperatorId(), ...parts];
}

/** ra-data-simple-rest list query: sort, range and filter as JSON (api-contract.md). */
export function listQuery(params: Partial<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>>) {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
  const start = (page - 1) * perPage;
  return {
    sort: JSON.stringify([params.sort?.field || 'id', params.sort?.order || 'ASC']),
    range: JSON.stringify([start, start + perPage - 1]),
    filter: JSON.stringify(params.filter ?? {}),
  };
}

/** `Content-Range: users 0-24/319` → 319; an array without the header counts itself. */
export function totalFrom(headers: Headers, fallback: number): number {
  const range = headers.get('Content-Range');
  const total = range ? Number(range.split('/').pop()) : NaN;
  return Number.isFinite(total) ? total : fallback;
}

const asArray = (body: unknown): RaRecord[] => (Array.isArray(body) ? (body as RaRecord[]) : []);
const asRecord = (body: unknown): Partial<RaRecord> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as RaRecord) : {};

/**
 * The console's react-admin dataProvider: each resource's CRUD method goes to the operator-scoped
 * endpoint the schema names, through the one HTTP client (so the §8 catalogue applies); the typed
 * calls of api.ts are its custom methods.
 */
export function createDataProvider(): DataProvider & ConsoleApi {
  const list = async (
    resource: string,
    params: Partial<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>>,
    meta: Meta,
    signal?: AbortSignal,
    nested: PathParams = {},
  ) => {
    const res = await requestRaw<unknown>(endpointFor(resource, 'list'), {
      pathParams: { ...nested, ...metaPathParams(meta), ...operatorParams(meta) },
      query: listQuery(params),
      ...withSignal(signal),
    });
    const data = asArray(res.body);
    return { data, total: totalFrom(res.headers, data.length) };
  };
  const call = async (resource: string, op: Op, opts: RequestOptions) =>
    (await requestRaw<unknown>(endpointFor(resource, op), opts)).body;

  const provider: DataProvider = {
    getList: (resource, params) => list(resource, params, params.meta, params.signal),
    getOne: async (resource, params) => ({
      data: {
        ...asRecord(
          await call(resource, 'one', {
            pathParams: idParams(params.id, params.meta),
            ...withSignal(params.signal),
          }),
        ),
        id: params.id,
      } as RaRecord,
    }),
    getMany: async (resource, params) => {
      const { data } = await list(
        resource,
        { filter: { id: params.ids }, pagination: { page: 1, perPage: params.ids.length || 1 } },
        params.meta,
        params.signal,
      );
      return { data };
    },
    // A nested list (users/{id}/activity) takes the reference id in its path; a flat one filters.
    getManyReference: (resource, params) => {
      const nested = nestedPlaceholders(endpointFor(resource, 'list'));
      return nested.length > 0
        ? list(
            resource,
            params,
            params.meta,
            params.signal,
            Object.fromEntries(nested.map((key) => [key, params.id])),
          )
        : list(
            resource,
            { ...params, filter: { ...params.filter, [params.target]: params.id } },
            params.meta,
            params.signal,
          );
    },
    create: async (resource, params) => {
      const body = await call(resource, 'create', {
        pathParams: operatorParams(params.meta),
        body: params.data,
      });
      return { data: { ...params.data, ...asRecord(body) } as RaRecord };
    },
    update: async (resource, params) => {
      const role = (params.data as { role?: unknown } | undefined)?.role;
      const body = await call(resource, 'update', {
        pathParams: idParams(params.id, params.meta, role != null ? { role: String(role) } : {}),
        body: params.data,
      });
      return {
        data: { ...params.previousData, ...params.data, ...asRecord(body), id: params.id },
      } as { data: RaRecord };
    },
    updateMany: async (resource, params) => {
      await Promise.all(
        params.ids.map((id) =>
          call(resource, 'update', { pathParams: idParams(id, params.meta), body: params.data }),
        ),
      );
      return { data: params.ids };
    },
    delete: async (resource, params) => {
      await call(resource, 'delete', { pathParams: idParams(params.id, params.meta) });
      return { data: (params.previousData ?? { id: params.id }) as RaRecord };
    },
    deleteMany: async (resource, params) => {
      await Promise.all(
        params.ids.map((id) => call(resource, 'delete', { pathParams: idParams(id, params.meta) })),
      );
      return { data: params.ids };
    },
  } as DataProvider;
  return { ...api, ...provider };
}
