import type {
  ChoiceDef,
  ChoicesFrom,
  ActionDef,
  ColumnDef,
  DisplayType,
  FieldChoice,
  FieldDef,
  FilterDef,
  FilterValue,
  InputKind,
  ListSort,
  MobileTextsDef,
  PageDef,
} from '../../src/model/types.js';
import { PROCESSING_STATUSES } from '../../src/model/processingStatuses.js';
import type {
  RawAction,
  RawColumn,
  RawField,
  RawFilter,
  RawMobile,
  RawPage,
  RawRoles,
} from '../raw.js';
import type { Segment, SourceFile } from '../source.js';
import {
  checkComponent,
  checkEndpoint,
  checkResource,
  checkRoute,
  checkSection,
} from './checks.js';
import type { Context } from './context.js';
import { buildRefresh, buildRelated, buildRuleFields } from './audience.js';
import { guessHint } from '../problems.js';

/** spec-readings §7: main lists offer 10, 25, 50, 100; default 10. */
export const DEFAULT_PER_PAGE = 10;
export const DEFAULT_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
/** The column that makes "newest first" the default sort. */
const NEWEST_FIELD = 'createdAt';
import { buildDashboard } from './dashboards.js';

export interface PageEntry {
  readonly id: string;
  readonly def: PageDef;
}

/** A route's page content, checked and normalised; tabs recurse. */
export function buildPage(
  ctx: Context,
  p: RawPage,
  pageId: string,
  path: readonly Segment[],
  src: SourceFile,
): PageDef | undefined {
  const routePath = ctx.routesByName.get(pageId)?.raw.path ?? '';
  switch (p.kind) {
    case 'list': {
      checkResource(ctx, src, [...path, 'resource'], p.resource);
      if (p.rowClick !== undefined) checkRoute(ctx, src, [...path, 'rowClick'], p.rowClick);
      if (p.create !== undefined) checkRoute(ctx, src, [...path, 'create'], p.create);
      if (p.rowActions !== undefined)
        checkComponent(ctx, src, [...path, 'rowActions'], p.rowActions);
      const columns = p.columns.map((c, i) =>
        column(ctx, c, p.resource, [...path, 'columns', i], src, p.columns),
      );
      const filters = (p.filters ?? []).map((fl, i) =>
        filter(ctx, fl, p.resource, [...path, 'filters', i], src),
      );
      const perPageOptions = p.perPageOptions ?? [...DEFAULT_PER_PAGE_OPTIONS];
      const perPage = p.perPage ?? DEFAULT_PER_PAGE;
      if (!perPageOptions.includes(perPage))
        ctx.report(
          src,
          [...path, p.perPage !== undefined ? 'perPage' : 'perPageOptions'],
          'badPageSize',
          `perPage ${perPage}${p.perPage === undefined ? ' (the default)' : ''} is not one of perPageOptions [${perPageOptions.join(', ')}]`,
          { hint: `use one of ${perPageOptions.join(', ')}, or add ${perPage} to perPageOptions` },
        );
      const sort = listSort(ctx, p.sort, columns, [...path, 'sort'], src);
      const filterDefaults = p.filterDefaults
        ? checkFilterDefaults(ctx, p.filterDefaults, filters, [...path, 'filterDefaults'], src)
        : undefined;
      return {
        kind: 'list',
        resource: p.resource,
        columns,
        filters,
        ...(p.rowClick !== undefined ? { rowClick: p.rowClick } : {}),
        ...(p.rowClickOperatorView ? { rowClickOperatorView: true } : {}),
        exportCsv: p.exportCsv ?? true,
        ...(p.create !== undefined ? { create: p.create } : {}),
        ...(p.rowActions !== undefined ? { rowActions: p.rowActions } : {}),
        ...optional(
          'refresh',
          buildRefresh(
            ctx,
            p.refresh,
            p.columns.map((c) => c.field),
            [...path, 'refresh'],
            src,
          ),
        ),
        perPage,
        perPageOptions,
        ...(sort ? { sort } : {}),
        ...(filterDefaults ? { filterDefaults } : {}),
        ...actionsOf(ctx, p.actions, p.resource, 'list', path, src),
        ...optional('mobile', mobileTexts(ctx, p.mobile, columns, [...path, 'mobile'], src)),
      };
    }
    case 'show':
      checkResource(ctx, src, [...path, 'resource'], p.resource);
      checkIdParam(ctx, src, [...path, 'idParam'], p.idParam, routePath);
      return {
        kind: 'show',
        resource: p.resource,
        idParam: p.idParam,
        fields: p.fields.map((c, i) =>
          column(ctx, c, p.resource, [...path, 'fields', i], src, p.fields),
        ),
        ...optional(
          'related',
          buildRelated(
            ctx,
            p.related,
            pageId,
            (c, ns, at, siblings) => column(ctx, c, ns, at, src, siblings),
            [...path, 'related'],
            src,
          ),
        ),
        ...optional(
          'refresh',
          buildRefresh(
            ctx,
            p.refresh,
            p.fields.map((c) => c.field),
            [...path, 'refresh'],
            src,
          ),
        ),
        ...actionsOf(ctx, p.actions, p.resource, 'show', path, src),
      };
    case 'create':
      checkResource(ctx, src, [...path, 'resource'], p.resource);
      checkResourceCan(ctx, src, [...path, 'resource'], p.resource, 'create');
      if (p.idParam !== undefined)
        checkIdParam(ctx, src, [...path, 'idParam'], p.idParam, routePath);
      if (p.redirect !== undefined) checkRoute(ctx, src, [...path, 'redirect'], p.redirect);
      return {
        kind: 'create',
        resource: p.resource,
        ...(p.idParam !== undefined ? { idParam: p.idParam } : {}),
        fields: p.fields.map((fd, i) => field(ctx, fd, p.resource, [...path, 'fields', i], src)),
        ...(p.redirect !== undefined ? { redirect: p.redirect } : {}),
      };
    case 'edit':
      if (checkResource(ctx, src, [...path, 'resource'], p.resource)) {
        checkResourceCan(ctx, src, [...path, 'resource'], p.resource, 'one');
        checkResourceCan(ctx, src, [...path, 'resource'], p.resource, 'update');
        if (p.delete !== undefined)
          checkResourceCan(ctx, src, [...path, 'delete'], p.resource, 'delete');
      }
      checkIdParam(ctx, src, [...path, 'idParam'], p.idParam, routePath);
      if (p.redirect !== undefined) checkRoute(ctx, src, [...path, 'redirect'], p.redirect);
      if (p.delete !== undefined)
        checkRoute(ctx, src, [...path, 'delete', 'redirect'], p.delete.redirect);
      return {
        kind: 'edit',
        resource: p.resource,
        idParam: p.idParam,
        fields: p.fields.map((fd, i) => field(ctx, fd, p.resource, [...path, 'fields', i], src)),
        ...(p.redirect !== undefined ? { redirect: p.redirect } : {}),
        readOnly: (p.readOnly ?? []).map((c, i) =>
          column(ctx, c, p.resource, [...path, 'readOnly', i], src, p.readOnly ?? []),
        ),
        ...(p.delete !== undefined
          ? {
              delete: {
                confirm: ctx.msgs.add(`confirm.${pageId}.delete`, p.delete.confirm, src, [
                  ...path,
                  'delete',
                  'confirm',
                ]),
                redirect: p.delete.redirect,
              },
            }
          : {}),
      };
    case 'settings': {
      checkEndpoint(ctx, src, [...path, 'get'], p.get, ['GET']);
      checkEndpoint(ctx, src, [...path, 'put'], p.put, ['PUT', 'PATCH']);
      const ns = p.get.split('.')[0] ?? p.get;
      return {
        kind: 'settings',
        get: p.get,
        put: p.put,
        fields: p.fields.map((fd, i) => field(ctx, fd, ns, [...path, 'fields', i], src)),
        ...optional(
          'summary',
          p.summary?.map((c, i) =>
            column(ctx, c, ns, [...path, 'summary', i], src, p.summary ?? []),
          ),
        ),
        ...(p.rows !== undefined ? { rows: { key: p.rows.key, value: p.rows.value } } : {}),
      };
    }
    case 'tabs': {
      const ids = new Set<string>();
      const tabs = p.tabs.flatMap((t, i) => {
        const at = [...path, 'tabs', i];
        if (ids.has(t.id)) ctx.duplicate(src, [...at, 'id'], 'duplicateId', 'tab id', t.id);
        ids.add(t.id);
        const inner = buildPage(ctx, t.page, pageId, [...at, 'page'], src);
        if (t.section !== undefined) checkSection(ctx, src, [...at, 'section'], t.section);
        return inner
          ? [
              {
                id: t.id,
                label: ctx.msgs.add(`tabs.${pageId}.${t.id}`, t.label, src, [...at, 'label']),
                ...(t.section !== undefined ? { section: t.section } : {}),
                page: inner,
              },
            ]
          : [];
      });
      return { kind: 'tabs', tabs };
    }
    case 'dashboard':
      return buildDashboard(ctx, p, pageId, path, src);
    case 'component':
      checkComponent(ctx, src, [...path, 'component'], p.component);
      return { kind: 'component', component: p.component };
  }
}

/** `{key: value}` when the value is there, else nothing: generated defs carry no undefined keys. */
function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

/** A page's `actions:`, checked; an empty or absent list leaves the key out of the output. */
function actionsOf(
  ctx: Context,
  raw: readonly RawAction[] | undefined,
  resource: string,
  kind: 'list' | 'show',
  path: readonly Segment[],
  src: SourceFile,
): { actions?: ActionDef[] } {
  if (!raw || raw.length === 0) return {};
  const ids = new Set<string>();
  const actions = raw.map((a, i) => {
    const at = [...path, 'actions', i];
    if (ids.has(a.id)) ctx.duplicate(src, [...at, 'id'], 'duplicateId', 'action id', a.id);
    ids.add(a.id);
    return action(ctx, a, resource, kind, at, src);
  });
  return { actions };
}

function action(
  ctx: Context,
  a: RawAction,
  resource: string,
  kind: 'list' | 'show',
  path: readonly Segment[],
  src: SourceFile,
): ActionDef {
  checkEndpoint(ctx, src, [...path, 'endpoint'], a.endpoint, ['PATCH', 'PUT', 'POST']);
  const endpoint = ctx.endpoints[a.endpoint];
  if (endpoint && !endpoint.path.includes('{id}'))
    ctx.report(
      src,
      [...path, 'endpoint'],
      'actionWithoutId',
      `endpoint '${a.endpoint}' (${endpoint.path}) has no {id} for the record`,
      { hint: 'point at an endpoint whose path has {id}' },
    );
  if (a.bulk === true && kind === 'show')
    ctx.report(
      src,
      [...path, 'bulk'],
      'bulkOnShowPage',
      `action '${a.id}' is bulk on a show page`,
      {
        hint: 'remove bulk:, or move the action to a list page',
      },
    );
  const section = a.section ?? ctx.resources[resource]?.section;
  const sectionKnown =
    a.section === undefined || checkSection(ctx, src, [...path, 'section'], a.section);
  if (section !== undefined && sectionKnown) {
    const someone = Object.values(ctx.permissions).some((bySection) =>
      (bySection[section] ?? []).includes('update'),
    );
    if (!someone)
      ctx.report(
        src,
        a.section !== undefined ? [...path, 'section'] : [...path, 'id'],
        'actionNobodyMayUse',
        `no role may update section '${section}', so no one would see action '${a.id}'`,
        { hint: 'grant update on it in schema/permissions.yaml, or name another section:' },
      );
  }
  const ns = `actions.${resource}.${a.id}`;
  return {
    id: a.id,
    label: ctx.msgs.add(`${ns}.label`, a.label, src, [...path, 'label']),
    endpoint: a.endpoint,
    body: a.body ?? {},
    ...(a.reason !== undefined ? { reason: a.reason } : {}),
    fields: (a.fields ?? []).map((fd, i) => field(ctx, fd, resource, [...path, 'fields', i], src)),
    confirm: ctx.msgs.add(`${ns}.confirm`, a.confirm, src, [...path, 'confirm']),
    bulk: a.bulk ?? false,
    ...(a.when !== undefined ? { when: a.when } : {}),
    section: section ?? '',
    color: a.color ?? 'primary',
  };
}

type ResourceMethod = 'list' | 'one' | 'create' | 'update' | 'delete';

/** A form page needs its resource to have the endpoint its button calls, or Save would fail at run time. */
function checkResourceCan(
  ctx: Context,
  src: SourceFile,
  path: readonly Segment[],
  resource: string,
  method: ResourceMethod,
): void {
  const r = ctx.resources[resource];
  if (!r || r[method] !== undefined) return;
  ctx.report(
    src,
    path,
    'resourceLacksEndpoint',
    method === 'list'
      ? `resource '${resource}' has no 'list' endpoint, which a reference column reads its records from`
      : `resource '${resource}' has no '${method}' endpoint, which this page needs`,
    { hint: `add ${method}: <endpoint> to resources.${resource} in schema/endpoints.yaml` },
  );
}

function checkIdParam(
  ctx: Context,
  src: SourceFile,
  path: readonly Segment[],
  idParam: string,
  routePath: string,
): void {
  const params = [...routePath.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');
  if (params.includes(idParam)) return;
  ctx.report(
    src,
    path,
    'badIdParam',
    `idParam '${idParam}' is not a parameter of the route path '${routePath}'`,
    {
      hint: params.length
        ? `use ${params.map((x) => `'${x}'`).join(' or ')}`
        : 'add :param to the path',
    },
  );
}

function column(
  ctx: Context,
  c: RawColumn,
  ns: string,
  path: readonly Segment[],
  src: SourceFile,
  /** The columns drawn beside it (the same list or page), which `showWhen` may name. */
  siblings: readonly RawColumn[],
): ColumnDef {
  const type = (c.type ?? 'text') as DisplayType;
  if (c.showWhen)
    checkShowWhen(
      ctx,
      c.showWhen,
      siblings.filter((s) => s.field !== c.field),
      [...path, 'showWhen'],
      src,
    );
  const ch =
    choicesFrom(ctx, c.choicesFrom) ??
    choices(ctx, c.choices, ns, c.field, [...path, 'choices'], src);
  if (type === 'enum' && !ch)
    ctx.report(src, path, 'noChoices', `enum column '${c.field}' has no choices`, {
      hint: 'add choices: [{ value, label }] or choicesFrom: <list>',
    });
  if (c.link !== undefined) checkLink(ctx, src, [...path, 'link'], c.link);
  if (
    c.reference &&
    checkResource(ctx, src, [...path, 'reference', 'resource'], c.reference.resource)
  )
    checkResourceCan(ctx, src, [...path, 'reference', 'resource'], c.reference.resource, 'list');
  return {
    field: c.field,
    label: ctx.msgs.add(`fields.${ns}.${c.field}`, c.label, src, [...path, 'label']),
    type,
    sortable: c.sortable ?? true,
    ...(c.unit !== undefined
      ? { unit: ctx.msgs.add(`units.${ns}.${c.field}`, c.unit, src, [...path, 'unit']) }
      : {}),
    ...(ch ? { choices: ch } : {}),
    ...(c.link !== undefined ? { link: c.link } : {}),
    ...(c.linkField !== undefined ? { linkField: c.linkField } : {}),
    ...(c.reference
      ? { reference: { resource: c.reference.resource, show: c.reference.show } }
      : {}),
    ...(c.showWhen ? { showWhen: c.showWhen } : {}),
  };
}

/**
 * `showWhen` reads fields the page itself shows (the status beside a failure's reason), so the
 * user can see why a field is there or not; an enum column's values must be among its choices.
 */
function checkShowWhen(
  ctx: Context,
  condition: NonNullable<RawColumn['showWhen']>,
  siblings: readonly RawColumn[],
  path: readonly Segment[],
  src: SourceFile,
): void {
  const fields = siblings.map((s) => s.field);
  for (const [field, expected] of Object.entries(condition)) {
    const column = siblings.find((s) => s.field === field);
    if (!column) {
      ctx.report(
        src,
        [...path, field],
        'showWhenField',
        `showWhen field '${field}' is not a column of this page`,
        {
          hint: `use one of ${fields.map((f) => `'${f}'`).join(', ')}`,
        },
      );
      continue;
    }
    const known = column.choices?.map((ch) => ch.value);
    if (!known) continue;
    for (const value of Array.isArray(expected) ? expected : [expected])
      if (!known.includes(String(value)))
        ctx.report(
          src,
          [...path, field],
          'showWhenField',
          `showWhen value '${String(value)}' is not a choice of column '${field}'`,
          {
            hint: `use one of ${known.join(', ')}`,
          },
        );
  }
}

/** A link opens one record: its route must exist and take the value in a path parameter. */
function checkLink(ctx: Context, src: SourceFile, path: readonly Segment[], name: string): void {
  const target = ctx.routesByName.get(name);
  if (!target) {
    checkRoute(ctx, src, path, name);
    return;
  }
  if (/:[A-Za-z0-9_]+/.test(target.raw.path)) return;
  ctx.report(
    src,
    path,
    'badLink',
    `link route ${name} (${target.raw.path}) has no path parameter to put the value in`,
    { hint: 'link to a record route such as UserData (/users/:userId)' },
  );
}

/** Newest first when the list shows a creation date, unless the schema says otherwise. */
function listSort(
  ctx: Context,
  sort: ListSort | undefined,
  columns: readonly ColumnDef[],
  path: readonly Segment[],
  src: SourceFile,
): ListSort | undefined {
  if (!sort) {
    return columns.some((c) => c.field === NEWEST_FIELD && c.sortable)
      ? { field: NEWEST_FIELD, order: 'DESC' }
      : undefined;
  }
  const col = columns.find((c) => c.field === sort.field);
  if (!col || !col.sortable) {
    const sortable = columns.filter((c) => c.sortable).map((c) => c.field);
    ctx.report(
      src,
      [...path, 'field'],
      'unknownListField',
      col
        ? `sort field '${sort.field}' is a column marked sortable: false`
        : `sort field '${sort.field}' is not a column of this list`,
      { hint: guessHint(sort.field, sortable) ?? `sort by one of ${sortable.join(', ')}` },
    );
    return undefined;
  }
  return { field: sort.field, order: sort.order };
}

/** A phone row's texts name columns of the list; one that does not is dropped with a problem. */
function mobileTexts(
  ctx: Context,
  mobile: RawMobile | undefined,
  columns: readonly ColumnDef[],
  path: readonly Segment[],
  src: SourceFile,
): MobileTextsDef | undefined {
  if (!mobile) return undefined;
  const fields = columns.map((c) => c.field);
  let ok = true;
  const named: [Segment[], string, string | undefined][] = [
    ...(['primary', 'secondary', 'tertiary'] as const).map(
      (key): [Segment[], string, string | undefined] => [[...path, key], key, mobile[key]],
    ),
    ...(mobile.details ?? []).map((field, i): [Segment[], string, string | undefined] => [
      [...path, 'details', i],
      'details',
      field,
    ]),
  ];
  for (const [at, key, field] of named) {
    if (field === undefined || fields.includes(field)) continue;
    ok = false;
    ctx.report(
      src,
      at,
      'unknownListField',
      `mobile ${key} '${field}' is not a column of this list`,
      { hint: guessHint(field, fields) ?? `use one of ${fields.join(', ')}` },
    );
  }
  if (!ok) return undefined;
  return {
    primary: mobile.primary,
    ...(mobile.secondary !== undefined ? { secondary: mobile.secondary } : {}),
    ...(mobile.tertiary !== undefined ? { tertiary: mobile.tertiary } : {}),
    ...(mobile.details !== undefined ? { details: mobile.details } : {}),
  };
}

/**
 * A default may only set a declared filter, so the user sees it and can clear it; a select's
 * default must be one of its choices.
 */
function checkFilterDefaults(
  ctx: Context,
  defaults: Readonly<Record<string, FilterValue>>,
  filters: readonly FilterDef[],
  path: readonly Segment[],
  src: SourceFile,
): Record<string, FilterValue> {
  const out: Record<string, FilterValue> = {};
  for (const [field, value] of Object.entries(defaults)) {
    const fl = filters.find((f) => f.field === field);
    if (!fl) {
      const names = filters.map((f) => f.field);
      ctx.report(
        src,
        [...path, field],
        'unknownListField',
        `filterDefaults names '${field}', which is not a filter of this list`,
        {
          key: true,
          hint: guessHint(field, names) ?? `add a filter on '${field}' to filters: first`,
        },
      );
      continue;
    }
    const values = fl.choices?.map((c) => c.value);
    if (fl.kind === 'select' && values && !values.includes(String(value))) {
      ctx.report(
        src,
        [...path, field],
        'unknownListField',
        `filterDefaults ${field}: '${String(value)}' is not a choice of the ${field} filter`,
        { hint: guessHint(String(value), values) ?? `use one of ${values.join(', ')}` },
      );
      continue;
    }
    out[field] = value;
  }
  return out;
}

/** Choices drawn from the schema itself, so a new role or status needs no list edit. */
function choicesFrom(ctx: Context, from: ChoicesFrom | undefined): ChoiceDef[] | undefined {
  switch (from) {
    case undefined:
      return undefined;
    case 'roles':
    case 'invitableRoles': {
      const roles = (ctx.files.roles.data as RawRoles).roles;
      return roles
        .filter((r) => from === 'roles' || r.invitable)
        .filter((r) => ctx.roleCodes.includes(r.code))
        .filter((r, i, all) => all.findIndex((o) => o.code === r.code) === i)
        .map((r) => ({ value: r.code, label: `roles.${r.code}` }));
    }
    case 'processingStatuses':
      // §3 processing statuses; their words are the status chips' texts (src/i18n/en/renderers.ts).
      return PROCESSING_STATUSES.map((s) => ({ value: s, label: `renderers.status.${s}` }));
  }
}

function choices(
  ctx: Context,
  list: RawFilter['choices'],
  ns: string,
  fieldName: string,
  path: readonly Segment[],
  src: SourceFile,
): FieldChoice[] | undefined {
  return list?.map((ch, i) => {
    if (ch.feature !== undefined && !ctx.featureCodes.includes(ch.feature))
      ctx.unknown(
        src,
        [...path, i, 'feature'],
        'unknownFeature',
        'feature',
        ch.feature,
        ctx.featureCodes,
      );
    return {
      value: ch.value,
      label: ctx.msgs.add(`choices.${ns}.${fieldName}.${ch.value}`, ch.label, src, [
        ...path,
        i,
        'label',
      ]),
      ...(ch.feature !== undefined ? { feature: ch.feature } : {}),
    };
  });
}

function filter(
  ctx: Context,
  fl: RawFilter,
  ns: string,
  path: readonly Segment[],
  src: SourceFile,
): FilterDef {
  const ch =
    choicesFrom(ctx, fl.choicesFrom) ??
    choices(ctx, fl.choices, ns, fl.field, [...path, 'choices'], src);
  if (fl.kind === 'select' && !ch)
    ctx.report(src, path, 'noChoices', `select filter '${fl.field}' has no choices`, {
      hint: 'add choices: [{ value, label }] or choicesFrom: <list>',
    });
  return {
    field: fl.field,
    label: ctx.msgs.add(`filters.${ns}.${fl.field}`, fl.label, src, [...path, 'label']),
    kind: fl.kind,
    ...(ch ? { choices: ch } : {}),
    alwaysOn: fl.alwaysOn ?? false,
  };
}

function field(
  ctx: Context,
  fd: RawField,
  ns: string,
  path: readonly Segment[],
  src: SourceFile,
): FieldDef {
  const input = (fd.input ?? 'text') as InputKind;
  const ch = choices(ctx, fd.choices, ns, fd.field, [...path, 'choices'], src);
  if (fd.choicesEndpoint !== undefined)
    checkEndpoint(ctx, src, [...path, 'choicesEndpoint'], fd.choicesEndpoint, ['GET']);
  if ((input === 'select' || input === 'multiselect') && !ch && fd.choicesEndpoint === undefined)
    ctx.report(
      src,
      path,
      'noChoices',
      `${input} field '${fd.field}' has neither choices nor choicesEndpoint`,
      { hint: 'add choices: [{ value, label }] or choicesEndpoint: <endpoint>' },
    );
  return {
    field: fd.field,
    label: ctx.msgs.add(`fields.${ns}.${fd.field}`, fd.label, src, [...path, 'label']),
    input,
    ...(ch ? { choices: ch } : {}),
    ...(fd.choicesEndpoint !== undefined ? { choicesEndpoint: fd.choicesEndpoint } : {}),
    ...optional('rules', buildRuleFields(ctx, fd, ns, path, src)),
    validators: (fd.validators ?? []).map((v) =>
      v.params ? { name: v.name, params: v.params } : { name: v.name },
    ),
    ...(fd.helperText !== undefined
      ? {
          helperText: ctx.msgs.add(`helpers.${ns}.${fd.field}`, fd.helperText, src, [
            ...path,
            'helperText',
          ]),
        }
      : {}),
    ...(fd.defaultValue !== undefined ? { defaultValue: fd.defaultValue } : {}),
  };
}
