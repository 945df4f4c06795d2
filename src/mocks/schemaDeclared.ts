/**
 * What the schema says an endpoint answers, read from the pages that use it: a list's columns, a
 * record's fields (show pages, edit pages' read-only values and form fields), a settings form's
 * fields, a dashboard's figures and charts. The mock answers (or completes) by these.
 */
import { ENDPOINTS, RESOURCES } from '../generated/endpoints';
import { PAGES } from '../generated/pages';
import type {
  ColumnDef,
  DashboardCardDef,
  DashboardChartDef,
  EndpointDef,
  FieldDef,
  PageDef,
  ResourceDef,
} from '../model/types';

type Page = PageDef;
type SettingsPage = Extract<Page, { kind: 'settings' }>;
type DashboardPage = Extract<Page, { kind: 'dashboard' }>;

/** Every page definition, those inside tabs included. */
function allPages(): Page[] {
  const found: Page[] = [];
  const visit = (page: Page) => {
    found.push(page);
    if (page.kind === 'tabs') for (const tab of page.tabs) visit(tab.page);
  };
  for (const page of Object.values(PAGES) as Page[]) visit(page);
  return found;
}

const PAGE_LIST = allPages();

/** Every list of a resource, wherever it sits (pages, tabs, a show page's related lists). */
export function listColumns(resource: string): ColumnDef[] {
  const found = new Map<string, ColumnDef>();
  const add = (columns: readonly ColumnDef[]) => {
    for (const column of columns) if (!found.has(column.field)) found.set(column.field, column);
  };
  for (const page of PAGE_LIST) {
    if (page.kind === 'list' && page.resource === resource) add(page.columns);
    if (page.kind === 'show')
      for (const related of page.related ?? [])
        if (related.resource === resource) add(related.columns);
  }
  return [...found.values()];
}

/** A record's fields: what its show and edit pages display, and what its forms edit. */
export function recordFields(resource: string): { columns: ColumnDef[]; inputs: FieldDef[] } {
  const columns = new Map<string, ColumnDef>();
  const inputs = new Map<string, FieldDef>();
  for (const page of PAGE_LIST) {
    if (!('resource' in page) || page.resource !== resource) continue;
    if (page.kind === 'show') for (const c of page.fields) columns.set(c.field, c);
    if (page.kind === 'edit') for (const c of page.readOnly) columns.set(c.field, c);
    if (page.kind === 'edit' || page.kind === 'create')
      for (const f of page.fields) if (!columns.has(f.field)) inputs.set(f.field, f);
  }
  return { columns: [...columns.values()], inputs: [...inputs.values()] };
}

/** The settings pages that read or write through the endpoint. */
export function settingsPagesOf(endpoint: string): SettingsPage[] {
  return PAGE_LIST.filter(
    (p): p is SettingsPage => p.kind === 'settings' && (p.get === endpoint || p.put === endpoint),
  );
}

/** The dashboards asking the endpoint, with their figures and charts. */
export function dashboardOf(
  endpoint: string,
): { cards: DashboardCardDef[]; charts: DashboardChartDef[] } | null {
  const pages = PAGE_LIST.filter(
    (p): p is DashboardPage => p.kind === 'dashboard' && p.endpoint === endpoint,
  );
  if (pages.length === 0) return null;
  return {
    cards: pages.flatMap((p) => p.cards.filter((c) => c.field !== undefined)),
    charts: pages.flatMap((p) => [...p.charts]),
  };
}

const RESOURCE_LIST: readonly ResourceDef[] = Object.values(RESOURCES);

/** The resource reading one record through the endpoint (its `one:`). */
export const resourceOfRecord = (endpoint: string): ResourceDef | undefined =>
  RESOURCE_LIST.find((r) => r.one === endpoint);

/** The resource listing through the endpoint (its `list:`). */
export const resourceOfList = (endpoint: string): ResourceDef | undefined =>
  RESOURCE_LIST.find((r) => r.list === endpoint);

export interface CatalogueMatch {
  readonly endpoint: EndpointDef;
  /** The path's placeholders, decoded. */
  readonly params: Readonly<Record<string, string>>;
}

interface Matcher {
  readonly endpoint: EndpointDef;
  readonly pattern: RegExp;
  readonly keys: readonly string[];
}

/** '/api/v1/operator/{operatorId}/x?a={a}' → /^\/api\/v1\/operator\/([^/]+)\/x$/ and ['operatorId']. */
function matcher(endpoint: EndpointDef): Matcher {
  const keys: string[] = [];
  const source = (endpoint.path.split('?')[0] ?? '')
    .split(/(\{\w+\})/)
    .map((part) => {
      const key = /^\{(\w+)\}$/.exec(part)?.[1];
      if (key) keys.push(key);
      return key ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { endpoint, pattern: new RegExp(`^${source}$`), keys };
}

/** Fixed paths first, so `/x/settings` is not taken for the record `/x/{id}`. */
const MATCHERS: readonly Matcher[] = (Object.values(ENDPOINTS) as EndpointDef[])
  .map(matcher)
  .sort((a, b) => a.keys.length - b.keys.length);

/** The catalogue's endpoint a request is for (`apiPath` starts at /api/v1), with its parameters. */
export function catalogueMatch(method: string, apiPath: string): CatalogueMatch | null {
  for (const m of MATCHERS) {
    const match = m.endpoint.method === method.toUpperCase() ? m.pattern.exec(apiPath) : null;
    if (match)
      return {
        endpoint: m.endpoint,
        params: Object.fromEntries(
          m.keys.map((k, i) => [k, decodeURIComponent(match[i + 1] ?? '')]),
        ),
      };
  }
  return null;
}
