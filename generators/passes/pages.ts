import type {
  ColumnDef,
  DisplayType,
  FieldDef,
  FilterDef,
  InputKind,
  PageDef,
} from '../../src/model/types.js';
import type { RawColumn, RawField, RawFilter, RawPage } from '../raw.js';
import type { Segment, SourceFile } from '../source.js';
import {
  checkComponent,
  checkEndpoint,
  checkResource,
  checkRoute,
  checkSection,
} from './checks.js';
import type { Context } from './context.js';
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
      return {
        kind: 'list',
        resource: p.resource,
        columns: p.columns.map((c, i) => column(ctx, c, p.resource, [...path, 'columns', i], src)),
        filters: (p.filters ?? []).map((fl, i) =>
          filter(ctx, fl, p.resource, [...path, 'filters', i], src),
        ),
        ...(p.rowClick !== undefined ? { rowClick: p.rowClick } : {}),
        exportCsv: p.exportCsv ?? false,
        ...(p.create !== undefined ? { create: p.create } : {}),
        ...(p.rowActions !== undefined ? { rowActions: p.rowActions } : {}),
      };
    }
    case 'show':
      checkResource(ctx, src, [...path, 'resource'], p.resource);
      checkIdParam(ctx, src, [...path, 'idParam'], p.idParam, routePath);
      return {
        kind: 'show',
        resource: p.resource,
        idParam: p.idParam,
        fields: p.fields.map((c, i) => column(ctx, c, p.resource, [...path, 'fields', i], src)),
      };
    case 'create':
    case 'edit':
      checkResource(ctx, src, [...path, 'resource'], p.resource);
      if (p.idParam !== undefined)
        checkIdParam(ctx, src, [...path, 'idParam'], p.idParam, routePath);
      if (p.redirect !== undefined) checkRoute(ctx, src, [...path, 'redirect'], p.redirect);
      return {
        kind: p.kind,
        resource: p.resource,
        ...(p.idParam !== undefined ? { idParam: p.idParam } : {}),
        fields: p.fields.map((fd, i) => field(ctx, fd, p.resource, [...path, 'fields', i], src)),
        ...(p.redirect !== undefined ? { redirect: p.redirect } : {}),
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
): ColumnDef {
  return {
    field: c.field,
    label: ctx.msgs.add(`fields.${ns}.${c.field}`, c.label, src, [...path, 'label']),
    type: (c.type ?? 'text') as DisplayType,
    sortable: c.sortable ?? true,
  };
}

function choices(
  ctx: Context,
  list: RawFilter['choices'],
  ns: string,
  fieldName: string,
  path: readonly Segment[],
  src: SourceFile,
): { value: string; label: string }[] | undefined {
  return list?.map((ch, i) => ({
    value: ch.value,
    label: ctx.msgs.add(`choices.${ns}.${fieldName}.${ch.value}`, ch.label, src, [
      ...path,
      i,
      'label',
    ]),
  }));
}

function filter(
  ctx: Context,
  fl: RawFilter,
  ns: string,
  path: readonly Segment[],
  src: SourceFile,
): FilterDef {
  const ch = choices(ctx, fl.choices, ns, fl.field, [...path, 'choices'], src);
  if (fl.kind === 'select' && !ch)
    ctx.report(src, path, 'noChoices', `select filter '${fl.field}' has no choices`, {
      hint: 'add choices: [{ value, label }]',
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
