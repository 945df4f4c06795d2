import type {
  DashboardCardDef,
  DashboardChartDef,
  DashboardRangeDays,
  PageDef,
} from '../../src/model/types.js';
import type { RawDashboardCard, RawDashboardChart, RawPage } from '../raw.js';
import type { Segment, SourceFile } from '../source.js';
import { checkEndpoint, checkResource, checkRoute } from './checks.js';
import type { Context } from './context.js';

type RawDashboard = Extract<RawPage, { kind: 'dashboard' }>;
type DashboardPage = Extract<PageDef, { kind: 'dashboard' }>;

/** The preset a dashboard opens on when its URL names no range. */
const DEFAULT_RANGE: DashboardRangeDays = 30;

/**
 * A `kind: dashboard` page, checked and normalised: KPI cards (a figure of the endpoint's body, or
 * a list total), charts of the body's point lists, links to other routes.
 */
export function buildDashboard(
  ctx: Context,
  p: RawDashboard,
  pageId: string,
  path: readonly Segment[],
  src: SourceFile,
): DashboardPage {
  if (p.endpoint !== undefined) checkEndpoint(ctx, src, [...path, 'endpoint'], p.endpoint, ['GET']);
  else if (p.range !== undefined)
    noEndpoint(ctx, src, [...path, 'range'], 'a range', 'remove range:');
  (p.links ?? []).forEach((l, i) => checkRoute(ctx, src, [...path, 'links', i], l));

  const cards = p.cards ?? [];
  const charts = p.charts ?? [];
  if (cards.length === 0 && charts.length === 0)
    ctx.report(src, path, 'emptyDashboard', 'a dashboard has neither cards nor charts', {
      hint: 'add cards: [{ field, label }] or charts: [{ kind, label, field, x, y }]',
    });

  const ids = new Set<string>();
  const unique = (id: string, at: readonly Segment[]) => {
    if (ids.has(id))
      ctx.duplicate(src, at, 'duplicateDashboardId', 'dashboard card or chart id', id);
    ids.add(id);
  };

  return {
    kind: 'dashboard',
    ...(p.endpoint !== undefined ? { endpoint: p.endpoint } : {}),
    range: p.range ?? DEFAULT_RANGE,
    links: p.links ?? [],
    cards: cards.map((c, i) => card(ctx, c, p, pageId, [...path, 'cards', i], src, unique)),
    charts: charts.map((c, i) => chart(ctx, c, p, pageId, [...path, 'charts', i], src, unique)),
  };
}

function noEndpoint(
  ctx: Context,
  src: SourceFile,
  path: readonly Segment[],
  what: string,
  fix: string,
): void {
  ctx.report(
    src,
    path,
    'dashboardNoEndpoint',
    `${what} needs the page's endpoint:, and it has none`,
    {
      hint: `add endpoint: <GET endpoint> to the page, or ${fix}`,
    },
  );
}

function card(
  ctx: Context,
  c: RawDashboardCard,
  p: RawDashboard,
  pageId: string,
  path: readonly Segment[],
  src: SourceFile,
  unique: (id: string, at: readonly Segment[]) => void,
): DashboardCardDef {
  const id = c.id ?? c.field?.replace(/\./g, '_') ?? c.count?.resource ?? 'card';
  unique(id, [...path, c.id !== undefined ? 'id' : c.field !== undefined ? 'field' : 'count']);
  if ((c.field === undefined) === (c.count === undefined))
    ctx.report(
      src,
      path,
      'dashboardCardSource',
      `card '${id}' needs exactly one of field: (a figure of the endpoint) or count: (a list total)`,
      { hint: 'keep field: or count:, not both' },
    );
  if (c.field !== undefined && p.endpoint === undefined)
    noEndpoint(ctx, src, [...path, 'field'], `card '${id}' (field: ${c.field})`, 'use count:');
  if (
    c.count !== undefined &&
    checkResource(ctx, src, [...path, 'count', 'resource'], c.count.resource)
  ) {
    if (!ctx.resources[c.count.resource]?.list)
      ctx.report(
        src,
        [...path, 'count', 'resource'],
        'dashboardCountNotList',
        `resource '${c.count.resource}' has no list: endpoint to count`,
        { hint: 'count a resource declared with list: in schema/endpoints.yaml' },
      );
  }
  if (c.link !== undefined) checkRoute(ctx, src, [...path, 'link'], c.link);
  return {
    id,
    label: ctx.msgs.add(`dashboards.${pageId}.cards.${id}`, c.label, src, [...path, 'label']),
    ...(c.field !== undefined ? { field: c.field } : {}),
    ...(c.count !== undefined
      ? { count: { resource: c.count.resource, filter: c.count.filter ?? {} } }
      : {}),
    format: c.format ?? 'number',
    ...(c.link !== undefined ? { link: c.link } : {}),
  };
}

function chart(
  ctx: Context,
  c: RawDashboardChart,
  p: RawDashboard,
  pageId: string,
  path: readonly Segment[],
  src: SourceFile,
  unique: (id: string, at: readonly Segment[]) => void,
): DashboardChartDef {
  const id = c.id ?? c.field.replace(/\./g, '_');
  unique(id, [...path, c.id !== undefined ? 'id' : 'field']);
  if (p.endpoint === undefined)
    noEndpoint(ctx, src, [...path, 'field'], `chart '${id}'`, 'remove the chart');
  if (c.x === c.y)
    ctx.report(
      src,
      [...path, 'y'],
      'dashboardChartAxes',
      `chart '${id}' plots '${c.y}' against itself`,
      {
        hint: 'x: names the category or date of each point, y: its value',
      },
    );
  return {
    id,
    kind: c.kind,
    label: ctx.msgs.add(`dashboards.${pageId}.charts.${id}`, c.label, src, [...path, 'label']),
    field: c.field,
    x: c.x,
    y: c.y,
    format: c.format ?? 'number',
  };
}
