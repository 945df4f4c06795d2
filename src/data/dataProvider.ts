import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { RESOURCES } from '../generated/endpoints';
import type { ResourceDef } from '../model/types';
import { currentOperatorId, request, requestRaw } from './http';

type Op = 'list' | 'one' | 'create' | 'update' | 'delete';

function endpointFor(resource: string, op: Op): string {
  const def = (RESOURCES as Readonly<Record<string, ResourceDef>>)[resource];
  const name = def?.[op];
  if (!name)
    throw new Error(`Resource '${resource}' has no ${op} endpoint in schema/endpoints.yaml`);
  return name;
}

/**
 * Path parameters for an item endpoint: the record id fills whichever placeholder the path names
 * besides {operatorId} ({id}, {memberId}…).
 */
function idParams(id: Identifier, extra: Record<string, string | number> = {}) {
  return { id, memberId: id, userId: id, ...extra } as Record<string, string | number>;
}

/** ra-data-simple-rest list query: sort, range and filter as JSON (api-contract.md). */
export function listQuery(params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>) {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
  const start = (page - 1) * perPage;
  return {
    sort: JSON.stringify([params.sort?.field ?? 'id', params.sort?.order ?? 'ASC']),
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

/**
 * The console's react-admin dataProvider: each resource's CRUD method goes to the operator-scoped
 * endpoint the schema names, through the one HTTP client (so the §8 catalogue applies). The
 * operator in view is part of every query's `meta`, hence of every react-admin query key.
 */
export function createDataProvider(): DataProvider {
  const withOperator = <P extends { meta?: Record<string, unknown> }>(params: P) => ({
    ...params,
    meta: { ...params.meta, operatorId: currentOperatorId() },
  });
  return {
    getList: async (resource, params) => {
      const p = withOperator(params);
      const res = await requestRaw<unknown>(endpointFor(resource, 'list'), {
        query: listQuery(p),
        ...(p.signal ? { signal: p.signal } : {}),
      });
      const data = asArray(res.body);
      return { data, total: totalFrom(res.headers, data.length) };
    },
    getOne: async (resource, params) => ({
      data: await request<RaRecord>(endpointFor(resource, 'one'), {
        pathParams: idParams(params.id),
        ...(params.signal ? { signal: params.signal } : {}),
      }),
    }),
    getMany: async (resource, params) => {
      const res = await requestRaw<unknown>(endpointFor(resource, 'list'), {
        query: { filter: JSON.stringify({ id: params.ids }) },
      });
      return { data: asArray(res.body) };
    },
    getManyReference: async (resource, params) => {
      const res = await requestRaw<unknown>(endpointFor(resource, 'list'), {
        query: listQuery({ ...params, filter: { ...params.filter, [params.target]: params.id } }),
      });
      const data = asArray(res.body);
      return { data, total: totalFrom(res.headers, data.length) };
    },
    create: async (resource, params) => {
      const body = await request<RaRecord | undefined>(endpointFor(resource, 'create'), {
        body: params.data,
      });
      return { data: { ...params.data, ...(body ?? {}) } as RaRecord };
    },
    update: async (resource, params) => {
      const body = await request<RaRecord | undefined>(endpointFor(resource, 'update'), {
        pathParams: idParams(
          params.id,
          params.data?.role ? { role: String(params.data.role) } : {},
        ),
        body: params.data,
      });
      return {
        data: {
          ...params.previousData,
          ...params.data,
          ...(body ?? {}),
          id: params.id,
        } as RaRecord,
      };
    },
    updateMany: async (resource, params) => {
      await Promise.all(
        params.ids.map((id) =>
          request(endpointFor(resource, 'update'), { pathParams: idParams(id), body: params.data }),
        ),
      );
      return { data: params.ids };
    },
    delete: async (resource, params) => {
      await request(endpointFor(resource, 'delete'), { pathParams: idParams(params.id) });
      return { data: (params.previousData ?? { id: params.id }) as RaRecord };
    },
    deleteMany: async (resource, params) => {
      await Promise.all(
        params.ids.map((id) =>
          request(endpointFor(resource, 'delete'), { pathParams: idParams(id) }),
        ),
      );
      return { data: params.ids };
    },
  } as DataProvider;
}
