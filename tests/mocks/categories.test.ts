// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, NOVA, tokenFor, withMockApi } from './support';

const api = withMockApi();
type Row = Record<string, unknown> & { id: string };
const base = `/operator/${NOVA}/missions/categories`;
const data = () => api.mock.db.byOperator[NOVA]!;

describe('mission categories (§3 MISSIONS.CATEGORIES): simple-rest CRUD', () => {
  it('lists each category with how many missions use it', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    const rows = (await call(`${base}?range=${encodeURIComponent('[0,99]')}`, { token }))
      .body as Row[];
    expect(rows.length).toBe(data().missionCategories.length);
    for (const row of rows)
      expect(row.missions).toBe(
        data().missions.filter((m) => String(m.categoryId) === String(row.id)).length,
      );
  });

  it('creates, reads, renames (the missions follow) and deletes an unused category', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    const created = await call(base, { method: 'POST', token, body: { name: 'Quizzes' } });
    expect(created.status).toBe(201);
    const id = (created.body as Row).id;
    expect((await call(`${base}/${id}`, { token })).body).toMatchObject({ name: 'Quizzes' });

    const used = data().missionCategories.find((c) =>
      data().missions.some((m) => String(m.categoryId) === String(c.id)),
    )!;
    const renamed = await call(`${base}/${used.id}`, {
      method: 'PUT',
      token,
      body: { name: 'Renamed' },
    });
    expect(renamed.status).toBe(200);
    const missions = data().missions.filter((m) => String(m.categoryId) === String(used.id));
    expect(missions.every((m) => m.category === 'Renamed')).toBe(true);

    expect((await call(`${base}/${id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await call(`${base}/${id}`, { token })).status).toBe(404);
  });

  it.each([
    ['a blank name', { name: ' ' }],
    ['a name over 50 characters', { name: 'x'.repeat(51) }],
    ['a name another category has', 'existing'],
  ] as const)('refuses %s with a field message', async (_what, body) => {
    const token = await tokenFor('ROLE_ADMIN');
    const sent = body === 'existing' ? { name: data().missionCategories[0]!.name } : body;
    const result = await call(base, { method: 'POST', token, body: sent });
    expect(result.status).toBe(400);
    expect((result.body as { errors?: Record<string, string> }).errors?.name).toBeTruthy();
  });

  it('refuses to delete a category a mission uses, naming the missions', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    const used = data().missionCategories.find((c) =>
      data().missions.some((m) => String(m.categoryId) === String(c.id)),
    )!;
    const title = String(
      data().missions.find((m) => String(m.categoryId) === String(used.id))!.title,
    );
    const result = await call(`${base}/${used.id}`, { method: 'DELETE', token });
    expect(result.status).toBe(400);
    expect((result.body as { message: string }).message).toContain(title);
    expect(data().missionCategories).toContainEqual(used);
  });

  it('lets a moderator read the list but not change it', async () => {
    const token = await tokenFor('ROLE_MODERATOR');
    expect((await call(base, { token })).status).toBe(200);
    expect((await call(base, { method: 'POST', token, body: { name: 'X' } })).status).toBe(403);
  });
});
