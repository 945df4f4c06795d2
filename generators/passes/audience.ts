import type { ColumnDef, RefreshDef, RelatedListDef, RuleFieldDef } from '../../src/model/types.js';
import type { RawColumn, RawField, RawRefresh, RawRelated } from '../raw.js';
import type { Segment, SourceFile } from '../source.js';
import { checkResource, checkRoute } from './checks.js';
import type { Context } from './context.js';

/*
 * The keys of the audience area (segments, airdrops, User Data): related lists on a show page,
 * a status that refreshes while pending, the rules input of a segment form. Called by pages.ts.
 */

type ColumnOf = (
  c: RawColumn,
  ns: string,
  path: readonly Segment[],
  siblings: readonly RawColumn[],
) => ColumnDef;

/** Seconds between reloads when `refresh:` gives none: quick enough to watch a status move. */
export const DEFAULT_REFRESH_SECONDS = 2;

/** `refresh:` names a field the page shows, so the user sees what the reloads wait for. */
export function buildRefresh(
  ctx: Context,
  raw: RawRefresh | undefined,
  shown: readonly string[],
  path: readonly Segment[],
  src: SourceFile,
): RefreshDef | undefined {
  if (!raw) return undefined;
  if (!shown.includes(raw.field))
    ctx.report(
      src,
      [...path, 'field'],
      'refreshField',
      `refresh field '${raw.field}' is not shown on the page`,
      { hint: `use one of ${shown.map((f) => `'${f}'`).join(', ')}, or add it to the page` },
    );
  return { field: raw.field, while: raw.while, seconds: raw.seconds ?? DEFAULT_REFRESH_SECONDS };
}

/** The placeholders other than {operatorId} of a resource's list endpoint, e.g. {id}. */
function nestedPlaceholders(ctx: Context, resource: string): string[] | undefined {
  const listName = ctx.resources[resource]?.list;
  const endpoint = listName ? ctx.endpoints[listName] : undefined;
  if (!endpoint) return undefined;
  return [...endpoint.path.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1] ?? '')
    .filter((p) => p !== 'operatorId');
}

/**
 * Related lists of a show page. Each must find the shown record's rows: its list endpoint takes the
 * record id in its path (`users/{id}/activity`), or `target:` names the rows' field holding it.
 */
export function buildRelated(
  ctx: Context,
  raw: readonly RawRelated[] | undefined,
  pageId: string,
  columnOf: ColumnOf,
  path: readonly Segment[],
  src: SourceFile,
): RelatedListDef[] | undefined {
  if (!raw) return undefined;
  const ids = new Set<string>();
  return raw.map((r, i) => {
    const at = [...path, i];
    if (ids.has(r.id)) ctx.duplicate(src, [...at, 'id'], 'duplicateId', 'related list id', r.id);
    ids.add(r.id);
    if (checkResource(ctx, src, [...at, 'resource'], r.resource)) {
      const nested = nestedPlaceholders(ctx, r.resource);
      if (nested === undefined)
        ctx.report(
          src,
          [...at, 'resource'],
          'relatedNoLink',
          `related list '${r.id}': resource '${r.resource}' has no list endpoint`,
          { hint: `give the resource a list: endpoint in schema/endpoints.yaml` },
        );
      else if (nested.length === 0 && r.target === undefined)
        ctx.report(
          src,
          at,
          'relatedNoLink',
          `related list '${r.id}' cannot find the record's rows: the list of '${r.resource}' takes no id in its path and no target is given`,
          { hint: "add target: <the rows' field that holds the record's id>, e.g. target: userId" },
        );
    }
    if (r.rowClick !== undefined) checkRoute(ctx, src, [...at, 'rowClick'], r.rowClick);
    return {
      id: r.id,
      label: ctx.msgs.add(`related.${pageId}.${r.id}`, r.label, src, [...at, 'label']),
      resource: r.resource,
      ...(r.target !== undefined ? { target: r.target } : {}),
      columns: r.columns.map((c, j) => columnOf(c, r.resource, [...at, 'columns', j], r.columns)),
      ...(r.rowClick !== undefined ? { rowClick: r.rowClick } : {}),
    };
  });
}

/** `input: rules` needs its rule fields, and only that input takes them. */
export function buildRuleFields(
  ctx: Context,
  fd: RawField,
  ns: string,
  path: readonly Segment[],
  src: SourceFile,
): RuleFieldDef[] | undefined {
  const isRules = fd.input === 'rules';
  if (isRules && !fd.rules)
    ctx.report(src, path, 'rulesInput', `rules field '${fd.field}' has no rules: list`, {
      hint: 'add rules: [{ field, label, type: number | date }]',
    });
  if (!isRules && fd.rules)
    ctx.report(
      src,
      [...path, 'rules'],
      'rulesInput',
      `field '${fd.field}' has rules: but its input is ${fd.input ?? 'text'}`,
      { hint: 'write input: rules, or remove rules:' },
    );
  if (!fd.rules) return undefined;
  return fd.rules.map((r, i) => ({
    field: r.field,
    label: ctx.msgs.add(`rules.${ns}.${fd.field}.${r.field}`, r.label, src, [
      ...path,
      'rules',
      i,
      'label',
    ]),
    type: r.type,
  }));
}
