// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, NOVA, tokenFor, withMockApi } from './support';

const api = withMockApi();
const nova = () => api.mock.db.byOperator[NOVA]!;

describe('moderation decisions persist', () => {
  it.each([
    ['missions/moderation', 'missionModeration', 'ROLE_MODERATOR'],
    ['rewards/moderation', 'rewardModeration', 'ROLE_MODERATOR'],
    ['requests', 'requests', 'ROLE_ADMIN'],
  ] as const)('%s: a decline keeps its reason and shows in the list', async (path, key, role) => {
    const token = await tokenFor(role);
    const row = nova()[key].find((r) => r.status === 'PENDING')!;
    const result = await call(`/operator/${NOVA}/${path}/${row.id}`, {
      method: 'PATCH',
      token,
      body: { status: 'DECLINED', reason: '  Blurry proof ' },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'DECLINED', reason: 'Blurry proof' });
    const listed = await call(
      `/operator/${NOVA}/${path}?filter=${encodeURIComponent(JSON.stringify({ id: [row.id] }))}`,
      { token },
    );
    expect(listed.body).toEqual([expect.objectContaining({ id: row.id, status: 'DECLINED' })]);
  });

  it('a moderator may not decide requests (not one of their sub-sections)', async () => {
    const token = await tokenFor('ROLE_MODERATOR');
    const row = nova().requests.find((r) => r.status === 'PENDING')!;
    const result = await call(`/operator/${NOVA}/requests/${row.id}`, {
      method: 'PATCH',
      token,
      body: { status: 'APPROVED' },
    });
    expect(result.status).toBe(403);
    expect(row.status).toBe('PENDING');
  });
});

describe('user actions', () => {
  it('blocks and unblocks a user', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    const user = nova().users.find((u) => u.status === 'ACTIVE')!;
    const path = `/operator/${NOVA}/users/${user.id}`;
    const blocked = await call(path, { method: 'PATCH', token, body: { status: 'BLOCKED' } });
    expect(blocked.body).toMatchObject({ id: user.id, status: 'BLOCKED' });
    expect((await call(path, { token })).body).toMatchObject({ status: 'BLOCKED' });
    await call(path, { method: 'PATCH', token, body: { status: 'ACTIVE' } });
    expect((await call(path, { token })).body).toMatchObject({ status: 'ACTIVE' });
    const bad = await call(path, { method: 'PATCH', token, body: { status: 'GONE' } });
    expect(bad.status).toBe(400);
  });

  it('adjusts points either way, with a reason, and records it in the activity', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    const user = nova().users.find((u) => Number(u.balance) >= 100)!;
    const before = Number(user.balance);
    const path = `/operator/${NOVA}/users/${user.id}/points`;
    const added = await call(path, {
      method: 'POST',
      token,
      body: { amount: 250, reason: 'Bonus' },
    });
    expect(added.body).toMatchObject({ balance: before + 250 });
    const taken = await call(path, {
      method: 'POST',
      token,
      body: { amount: -100, reason: 'Fix' },
    });
    expect(taken.body).toMatchObject({ balance: before + 150 });
    expect((await call(`/operator/${NOVA}/users/${user.id}`, { token })).body).toMatchObject({
      balance: before + 150,
    });
    expect(nova().activity[0]).toMatchObject({ userId: user.id, points: -100, reason: 'Fix' });
  });

  it.each([
    [{ reason: 'x' }, 'amount'],
    [{ amount: 1.5, reason: 'x' }, 'amount'],
    [{ amount: 0, reason: 'x' }, 'amount'],
    [{ amount: 10 }, 'reason'],
  ])('refuses %j (field %s)', async (body, field) => {
    const token = await tokenFor('ROLE_ADMIN');
    const user = nova().users[0]!;
    const result = await call(`/operator/${NOVA}/users/${user.id}/points`, {
      method: 'POST',
      token,
      body,
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ errors: { [field]: expect.any(String) } });
  });

  it('refuses to take the balance below 0', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    const user = nova().users[0]!;
    const result = await call(`/operator/${NOVA}/users/${user.id}/points`, {
      method: 'POST',
      token,
      body: { amount: -(Number(user.balance) + 1), reason: 'Too much' },
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ message: expect.stringContaining('below 0') });
  });
});
