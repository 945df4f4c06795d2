/**
 * The modelled handlers' answers, completed with what the schema declares since: a column added
 * to a modelled list, a figure or chart added to a modelled dashboard get values of their type
 * (schemaAnswers.ts) rather than reaching the console missing. One handler in front of the others: it lets them answer, then adds what is missing.
 */
import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { ENDPOINTS } from '../generated/endpoints';
import type { EndpointDef } from '../model/types';
import { completeAnswer } from './schemaAnswers';
import { catalogueMatch, dashboardOf, listColumns, resourceOfList } from './schemaDeclared';

/** The GET endpoints whose answer the schema describes field by field. */
const DESCRIBED = new Set(
  (Object.values(ENDPOINTS) as EndpointDef[])
    .filter((e) => {
      if (e.method !== 'GET') return false;
      const listed = e.list ? resourceOfList(e.name) : undefined;
      if (listed) return listColumns(listed.name).length > 0;
      return dashboardOf(e.name) !== null;
    })
    .map((e) => e.name),
);

function apiPath(url: URL, baseUrl: string): string {
  let base = '';
  try {
    base = baseUrl ? new URL(baseUrl).pathname : '';
  } catch {
    base = baseUrl;
  }
  return url.pathname.slice(base.replace(/\/$/, '').length);
}

/** A handler answering the described GETs through `handlers`, completed; others pass on. */
export function completingSchema(
  env: { readonly baseUrl: string; readonly now: () => number },
  handlers: readonly HttpHandler[],
): HttpHandler {
  const baseUrl = env.baseUrl;
  const prefix = `${baseUrl.replace(/\/$/, '')}/api/v1`;
  return http.get(`${prefix}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const match = catalogueMatch('GET', apiPath(url, baseUrl));
    if (!match || !DESCRIBED.has(match.endpoint.name)) return undefined;
    const response = await getResponse([...handlers], request);
    if (!response || !response.ok || !response.headers.get('Content-Type')?.includes('json'))
      return response;
    let body: unknown;
    try {
      body = JSON.parse(await response.clone().text());
    } catch {
      return response; // A cut-off answer (an injected fault) goes as it is.
    }
    const completed = completeAnswer(
      match.endpoint,
      body,
      url.searchParams,
      env.now(),
      match.params.operatorId ?? '',
    );
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new HttpResponse(JSON.stringify(completed), { status: response.status, headers });
  });
}
