/**
 * Mission categories (§3 MISSIONS.CATEGORIES; contract: `missions/categories`, simple-rest writes).
 * A mission keeps its category's name beside its id, so a rename follows into the missions. A
 * category some mission uses is not deleted: the answer names the missions (README decisions).
 */
import type { HttpHandler } from 'msw';
import { newId, type OperatorData, type Row } from '../db';
import { byId, check, HttpError, json, list, TEAM, TEAM_AND_MODERATOR } from './http';
import type { createRoute } from './http';
import { maxLength, required } from './validate';

const usersOf = (op: OperatorData, category: Row) =>
  op.missions.filter((m) => String(m.categoryId) === String(category.id));

function nameOf(op: OperatorData, body: Record<string, unknown>, self?: Row): string {
  const name = typeof body.name === 'string' ? body.name.trim() : body.name;
  check({
    name:
      required(name, 'Name') ??
      maxLength(name, 50) ??
      (op.missionCategories.some(
        (c) => c !== self && String(c.name).toLowerCase() === String(name).toLowerCase(),
      )
        ? 'A category with this name already exists'
        : undefined),
  });
  return String(name);
}

/** The missions a message names: a few, then how many more. */
function named(missions: readonly Row[]): string {
  const titles = missions.slice(0, 3).map((m) => `"${String(m.title)}"`);
  const more = missions.length - titles.length;
  return more > 0 ? `${titles.join(', ')} and ${more} more` : titles.join(', ');
}

export function categoryHandlers(route: ReturnType<typeof createRoute>): HttpHandler[] {
  const base = '/operator/:operatorId/missions/categories';
  const withCount = (op: OperatorData, c: Row): Row => ({ ...c, missions: usersOf(op, c).length });
  return [
    route('get', base, { access: TEAM_AND_MODERATOR }, (ctx) =>
      list(
        ctx,
        ctx.op.missionCategories.map((c) => withCount(ctx.op, c)),
        'categories',
      ),
    ),
    route('get', `${base}/:id`, { access: TEAM }, (ctx) =>
      json(withCount(ctx.op, byId(ctx.op.missionCategories, ctx.params.id ?? '', 'Category'))),
    ),
    route('post', base, { access: TEAM }, async (ctx) => {
      const row: Row = { id: newId(ctx.db), name: nameOf(ctx.op, await ctx.object()) };
      ctx.op.missionCategories.push(row);
      return json(withCount(ctx.op, row), 201);
    }),
    route('put', `${base}/:id`, { access: TEAM }, async (ctx) => {
      const row = byId(ctx.op.missionCategories, ctx.params.id ?? '', 'Category');
      row.name = nameOf(ctx.op, await ctx.object(), row);
      for (const m of usersOf(ctx.op, row)) m.category = row.name;
      return json(withCount(ctx.op, row));
    }),
    route('delete', `${base}/:id`, { access: TEAM }, (ctx) => {
      const row = byId(ctx.op.missionCategories, ctx.params.id ?? '', 'Category');
      const users = usersOf(ctx.op, row);
      if (users.length > 0)
        throw new HttpError(
          400,
          `This category is used by ${users.length === 1 ? 'the mission' : `${users.length} missions`} ${named(users)}: move them to another category first.`,
        );
      ctx.op.missionCategories.splice(ctx.op.missionCategories.indexOf(row), 1);
      return json(row);
    }),
  ];
}
