import simpleRestProvider from 'ra-data-simple-rest';
import * as v from 'valibot';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { RESOURCES, type EndpointName } from '../generated/endpoints';
import type { EndpointDef, ResourceDef } from '../model/types';
import { createApi, type ConsoleApi } from './api';
import { oneOf, recordOf } from './answers/records';
import { readAnswer } from './answers/parse';
import { AnswerMismatch } from './HttpError';
import { endpointDef } from './endpoints';
import {
  buildUrl,
  httpClient,
  malformedAnswer,
  reportDeviation,
  unreadValues,
  type HttpClientOptions,
  type JsonResponse,
} from './http';

type Op = 'list' | 'one' | 'create' | 'update' | 'delete';
type Meta =
  | {
      readonly operatorId?: unknown;
      readonly pathParams?: unknown;
      readonly skipNotificationStatus?: unknown;
      readonly ahead?: unknown;
    }
  | undefined;
type PathParams = Record<string, string | number>;

/** The console's dataProvider: react-admin's CRUD methods plus the typed calls of api.ts. */
export type ConsoleDataProvider = DataProvider & ConsoleApi;

function endpointFor(resource: string, op: Op): EndpointDef {
  const def = (RESOURCES as Readonly<Record<string, ResourceDef>>)[resource];
  const name = def?.[op];
  if (!name)
    throw new Error(`Resource '${resource}' has no ${op} endpoint in schema/endpoints.yaml`);
  return endpointDef(name as EndpointName);
}

/** The placeholders of an endpoint's path other than {operatorId}, e.g. {id} in users/{id}/activity. */
function nestedPlaceholders(def: EndpointDef): string[] {
  return [...def.path.matchAll(/\{(\w+)\}/g)]
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
 * `meta.skipNotificationStatus`: the page reports a failed load itself (a list: once, after the
 * retries), so the client raises no toast per attempt.
 */
function skipOf(meta: Meta): number | 'all' | undefined {
  const skip = meta?.skipNotificationStatus;
  return skip === 'all' || typeof skip === 'number' ? skip : undefined;
}

/** `meta.ahead`: a page's first call sent before the page opens (src/data/routeCalls.ts). */
const aheadOf = (meta: Meta): boolean => meta?.ahead === true;

/**
 * What a read answers: a list is an array of records, each with an id; one record is
 * an object. Anything else is the §8 load failure, reported. Other fields pass as sent.
 */
type Check = { readonly kind: 'list' | 'one'; readonly resource: string };

function checkRead(check: Check, def: EndpointDef, res: JsonResponse, skip?: number | 'all') {
  const schema = check.kind === 'list' ? v.array(recordOf(check.resource)) : oneOf(check.resource);
  const rules = {
    label: `${def.method} ${def.path}`,
    ...(def.silent ? { silent: true } : {}),
    ...(skip !== undefined ? { skipNotificationStatus: skip } : {}),
  };
  let read;
  try {
    read = readAnswer(schema, res.json);
  } catch (error) {
    if (!(error instanceof AnswerMismatch)) throw error;
    throw malformedAnswer(rules, error, res.status);
  }
  if (read.unread) unreadValues(rules, read.unread, res.status);
  return read.value;
}

/**
 * A list's total from Content-Range (`users 0-24/319`). Without one (not sent, or not exposed to
 * the browser by CORS), or without a number after the slash, the list is taken to end with this
 * page (its start plus its rows) and the deviation is reported: the page shows what came instead
 * of failing, as simple-rest would.
 */
function withTotal(headers: Headers, url: URL, rows: number, label: string): Headers {
  const total = Number.parseInt(headers.get('Content-Range')?.split('/').pop() ?? '', 10);
  if (Number.isFinite(total)) return headers;
  reportDeviation(
    label,
    new AnswerMismatch('Content-Range: expected `<resource> <first>-<last>/<total>`'),
  );
  let start = 0;
  try {
    const range: unknown = JSON.parse(url.searchParams.get('range') ?? '[0]');
    if (Array.isArray(range) && typeof range[0] === 'number') start = range[0];
  } catch {
    // no range asked: the whole list came
  }
  const fixed = new Headers(headers);
  fixed.set('Content-Range', `items ${start}-${start + rows - 1}/${start + rows}`);
  return fixed;
}

const asRecord = (body: unknown): Partial<RaRecord> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as RaRecord) : {};

/**
 * The console's react-admin dataProvider, bound to one operator (null: none, the super admin's own
 * pages). CRUD is ra-data-simple-rest itself (its sort/range/filter query, Range and Content-Range,
 * JSON bodies) over the one HTTP client; the schema decides where each call goes: every resource
 * method is sent to the path and with the method its endpoint declares in schema/endpoints.yaml
 * (operator-scoped, `{id}` filled with the record id, `?memberRole={role}` from the data). The
 * typed calls of api.ts, bound to the same operator, are its custom methods.
 *
 * `meta.operatorId` names another operator for one call; `meta.pathParams` fills a nested list's
 * placeholders.
 */
export function createDataProvider(operatorId: string | null): ConsoleDataProvider {
  const operatorOf = (meta: Meta): PathParams => {
    const id = meta?.operatorId;
    if (typeof id === 'string' || typeof id === 'number') return { operatorId: id };
    // Without one, the client refuses a path that needs it rather than calling /operator//….
    return operatorId === null ? {} : { operatorId };
  };

  /**
   * simple-rest for one endpoint: it builds the query, headers and body as it always does; the
   * request goes to the endpoint's own path and method, with simple-rest's query added.
   */
  const restFor = (
    def: EndpointDef,
    values: PathParams,
    skip?: number | 'all',
    check?: Check,
    ahead = false,
  ) => {
    // async: a path it cannot fill rejects like any failed call instead of throwing.
    const client = async (url: string, options: HttpClientOptions = {}) => {
      const target = new URL(buildUrl(def, { pathParams: values }));
      new URL(url, window.location.origin).searchParams.forEach((value, key) => {
        if (!target.searchParams.has(key)) target.searchParams.set(key, value);
      });
      // The page travels in the `range` query (api-contract.md); simple-rest's extra Range
      // header is not one the API's CORS policy allows (Authorization, Content-Type, Accept).
      const headers = new Headers(options.headers);
      headers.delete('Range');
      const res = await httpClient(target.toString(), {
        ...options,
        headers,
        method: def.method,
        ...(skip !== undefined ? { skipNotificationStatus: skip } : {}),
        ...(ahead ? { ahead } : {}),
      });
      if (!check) return res;
      const json = checkRead(check, def, res, skip);
      const label = `${def.method} ${def.path}`;
      const listed = Array.isArray(json)
        ? withTotal(res.headers, target, json.length, label)
        : null;
      return { ...res, json, ...(listed ? { headers: listed } : {}) };
    };
    return simpleRestProvider(getRuntimeConfig().apiUrl, client);
  };

  /** An item endpoint's values: the record id fills whichever placeholder it names ({id}, {memberId}…). */
  const itemValues = (id: Identifier, meta: Meta, extra: PathParams = {}): PathParams => ({
    id,
    memberId: id,
    userId: id,
    ...extra,
    ...metaPathParams(meta),
    ...operatorOf(meta),
  });
  const listValues = (meta: Meta, extra: PathParams = {}): PathParams => ({
    ...extra,
    ...metaPathParams(meta),
    ...operatorOf(meta),
  });
  const roleOf = (data: unknown): PathParams => {
    const role = (data as { role?: unknown } | undefined)?.role;
    return typeof role === 'string' ? { role } : {};
  };

  const provider: DataProvider = {
    getList: (resource, params) =>
      restFor(
        endpointFor(resource, 'list'),
        listValues(params.meta),
        skipOf(params.meta),
        { kind: 'list', resource },
        aheadOf(params.meta),
      ).getList(resource, params),
    getOne: async (resource, params) => {
      const def = endpointFor(resource, 'one');
      const { data } = await restFor(
        def,
        itemValues(params.id, params.meta),
        undefined,
        { kind: 'one', resource },
        aheadOf(params.meta),
      ).getOne(resource, params);
      return { data: { ...asRecord(data), id: params.id } as RaRecord };
    },
    getMany: (resource, params) =>
      restFor(endpointFor(resource, 'list'), listValues(params.meta), undefined, {
        kind: 'list',
        resource,
      }).getMany(resource, params),
    // A nested list (users/{id}/activity) takes the reference id in its path; a flat one filters.
    getManyReference: (resource, params) => {
      const def = endpointFor(resource, 'list');
      const nested = nestedPlaceholders(def);
      const check: Check = { kind: 'list', resource };
      if (nested.length === 0)
        return restFor(def, listValues(params.meta), undefined, check).getManyReference(
          resource,
          params,
        );
      const values = listValues(params.meta, Object.fromEntries(nested.map((k) => [k, params.id])));
      return restFor(def, values, undefined, check).getList(resource, params);
    },
    create: async (resource, params) => {
      const def = endpointFor(resource, 'create');
      const { data } = await restFor(def, listValues(params.meta)).create(resource, params);
      // An API may answer a create with nothing (204): the record is what was sent.
      return { data: { ...params.data, ...asRecord(data) } as RaRecord };
    },
    update: async (resource, params) => {
      const def = endpointFor(resource, 'update');
      const values = itemValues(params.id, params.meta, roleOf(params.data));
      const { data } = await restFor(def, values).update(resource, params);
      return {
        data: { ...params.previousData, ...params.data, ...asRecord(data), id: params.id },
      } as { data: RaRecord };
    },
    updateMany: async (resource, params) => {
      const def = endpointFor(resource, 'update');
      await Promise.all(
        params.ids.map((id) =>
          restFor(def, itemValues(id, params.meta, roleOf(params.data))).update(resource, {
            id,
            data: params.data,
            previousData: { id },
          }),
        ),
      );
      return { data: params.ids };
    },
    delete: async (resource, params) => {
      const def = endpointFor(resource, 'delete');
      const { data } = await restFor(def, itemValues(params.id, params.meta)).delete(
        resource,
        params,
      );
      const answered = asRecord(data);
      return {
        data: (answered.id !== undefined
          ? answered
          : (params.previousData ?? { id: params.id })) as RaRecord,
      };
    },
    deleteMany: async (resource, params) => {
      const def = endpointFor(resource, 'delete');
      await Promise.all(
        params.ids.map((id) =>
          restFor(def, itemValues(id, params.meta)).delete<RaRecord>(resource, { id }),
        ),
      );
      return { data: params.ids };
    },
  } as DataProvider;
  return { ...createApi(operatorId), ...provider };
}
