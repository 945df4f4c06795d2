// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, NOVA, tokenFor, withMockApi } from './support';

const api = withMockApi();
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));
type Row = Record<string, unknown> & { id: string };

describe('every operator list answers an array with Content-Range', () => {
  it.each([
    ['users', 'users', ['id', 'login', 'name', 'status', 'createdAt']],
    ['events', 'events', ['id', 'name', 'code', 'status', 'createdAt']],
    ['missions', 'missions', ['id', 'title', 'category', 'reward', 'status', 'createdAt']],
    ['missions/categories', 'categories', ['id', 'name']],
    ['missions/moderation', 'moderation', ['id', 'missionId', 'userId', 'status']],
    ['rewards', 'rewards', ['id', 'name', 'price', 'status', 'createdAt']],
    ['rewards/moderation', 'moderation', ['id', 'rewardId', 'userId', 'status']],
    ['activity', 'activity', ['id', 'userId', 'type', 'points', 'createdAt']],
    ['revenues', 'revenues', ['id', 'source', 'amount', 'createdAt']],
    ['requests', 'requests', ['id', 'userId', 'type', 'status', 'createdAt']],
    ['segments', 'segments', ['id', 'name', 'usersCount', 'createdAt']],
    ['airdrop', 'airdrop', ['id', 'name', 'points', 'status', 'createdAt']],
    ['referral/codes', 'codes', ['id', 'code', 'userId', 'uses']],
    ['members', 'members', ['id', 'email', 'role', 'createdAt']],
    ['subscription/billing-history', 'billing-history', ['id', 'amount', 'status', 'createdAt']],
  ])('%s', async (path, resource, fields) => {
    const result = await call(`/operator/${NOVA}/${path}?range=${q([0, 9])}`, {
      token: await tokenFor('ROLE_ADMIN'),
    });
    expect(result.status).toBe(200);
    const rows = result.body as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(10);
    for (const field of fields) expect(rows[0]).toHaveProperty(field);
    expect(result.headers.get('Content-Range')).toMatch(
      new RegExp(`^${resource} 0-${rows.length - 1}/\\d+$`),
    );
    expect(result.headers.get('Access-Control-Expose-Headers')).toContain('Content-Range');
  });
});

describe('list paging, sorting and filtering', () => {
  it('pages with range and reports the total', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    const total = api.mock.db.byOperator[NOVA]!.users.length;
    expect(total).toBeGreaterThanOrEqual(300);
    const page = await call(`/operator/${NOVA}/users?range=${q([25, 49])}`, { token });
    expect((page.body as Row[]).length).toBe(25);
    expect(page.headers.get('Content-Range')).toBe(`users 25-49/${total}`);
    const last = await call(`/operator/${NOVA}/users?range=${q([total - 5, total + 20])}`, {
      token,
    });
    expect((last.body as Row[]).length).toBe(5);
    expect(last.headers.get('Content-Range')).toBe(`users ${total - 5}-${total - 1}/${total}`);
  });

  it('sorts ASC and DESC, numbers numerically', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    const asc = (await call(`/operator/${NOVA}/rewards?sort=${q(['price', 'ASC'])}`, { token }))
      .body as Row[];
    const prices = asc.map((r) => Number(r.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await call(`/operator/${NOVA}/users?sort=${q(['name', 'DESC'])}`, { token }))
      .body as Row[];
    const names = desc.map((r) => String(r.name));
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
  });

  it('q searches text fields case-insensitively; other keys match exactly; id takes a list', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    const users = api.mock.db.byOperator[NOVA]!.users;
    const needle = String(users[0]!.name).split(' ')[1]!.toUpperCase();
    const found = (await call(`/operator/${NOVA}/users?filter=${q({ q: needle })}`, { token }))
      .body as Row[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((u) => JSON.stringify(u).toLowerCase().includes(needle.toLowerCase()))).toBe(
      true,
    );

    const pending = await call(`/operator/${NOVA}/requests?filter=${q({ status: 'PENDING' })}`, {
      token,
    });
    const rows = pending.body as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'PENDING')).toBe(true);
    expect(pending.headers.get('Content-Range')).toMatch(new RegExp(`/${rows.length}$`));

    const ids = [users[3]!.id, users[7]!.id];
    const byIds = (await call(`/operator/${NOVA}/users?filter=${q({ id: ids })}`, { token }))
      .body as Row[];
    expect(byIds.map((u) => u.id).sort()).toEqual([...ids].sort());
  });

  it('an empty result has a zero total', async () => {
    const result = await call(`/operator/${NOVA}/users?filter=${q({ q: 'zzzz-nobody' })}`, {
      token: await tokenFor('ROLE_ADMIN'),
    });
    expect(result.body).toEqual([]);
    expect(result.headers.get('Content-Range')).toBe('users */0');
  });

  it('a malformed query parameter is a 400', async () => {
    const result = await call(`/operator/${NOVA}/users?range=oops`, {
      token: await tokenFor('ROLE_ADMIN'),
    });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: expect.any(String) });
  });
});

describe('items', () => {
  it.each([
    ['users', 'users', 'User'],
    ['events', 'events', 'Event'],
    ['missions', 'missions', 'Mission'],
    ['rewards', 'rewards', 'Reward'],
    ['requests', 'requests', 'Request'],
    ['segments', 'segments', 'Segment'],
    ['airdrop', 'airdrops', 'Airdrop'],
  ] as const)('GET %s/{id} returns the row, and an unknown id is 404', async (path, key, what) => {
    const token = await tokenFor('ROLE_ADMIN');
    const row = api.mock.db.byOperator[NOVA]![key][0]!;
    expect((await call(`/operator/${NOVA}/${path}/${row.id}`, { token })).body).toEqual(row);
    const missing = await call(`/operator/${NOVA}/${path}/nope`, { token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: `${what} not found` });
  });

  it("a user's activity lists only that user's rows", async () => {
    const token = await tokenFor('ROLE_ADMIN');
    const userId = api.mock.db.byOperator[NOVA]!.activity[0]!.userId as string;
    const rows = (await call(`/operator/${NOVA}/users/${userId}/activity`, { token }))
      .body as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.userId === userId)).toBe(true);
    expect((await call(`/operator/${NOVA}/users/nope/activity`, { token })).status).toBe(404);
  });
});

describe('creates and status changes', () => {
  it('POST events validates, creates, and the list then shows it', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    const bad = await call(`/operator/${NOVA}/events`, {
      method: 'POST',
      token,
      body: { name: '', code: 'no spaces!', points: -1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: expect.any(String),
      errors: {
        name: 'Name is required',
        code: 'Only latin letters and number available',
        points: 'Value should be positive number',
      },
    });
    const created = await call(`/operator/${NOVA}/events`, {
      method: 'POST',
      token,
      body: { name: 'Deposit', code: 'first-deposit-x', points: 12.5 },
    });
    expect(created.status).toBe(201);
    const list = (
      await call(`/operator/${NOVA}/events?filter=${q({ code: 'first-deposit-x' })}`, { token })
    ).body as Row[];
    expect(list).toEqual([
      expect.objectContaining({ name: 'Deposit', points: 12.5, status: 'ACTIVE' }),
    ]);
  });

  it('POST missions validates the category and reward, then creates', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    const bad = await call(`/operator/${NOVA}/missions`, {
      method: 'POST',
      token,
      body: { title: 'ab', category: 'Nope', reward: 1.5, telegramChannel: 'x' },
    });
    expect(bad.body).toMatchObject({
      errors: {
        title: 'Minimum 3 characters length',
        category: 'Unknown category',
        reward: 'Value should be integer number',
        telegramChannel: 'Invalid telegram channel',
      },
    });
    const created = await call(`/operator/${NOVA}/missions`, {
      method: 'POST',
      token,
      body: { title: 'Follow us', category: 'Social', reward: 50 },
    });
    expect(created.status).toBe(201);
    const id = (created.body as Row).id;
    expect((await call(`/operator/${NOVA}/missions/${id}`, { token })).body).toMatchObject({
      title: 'Follow us',
      category: 'Social',
    });
  });

  it('PATCH requests/{id} approves a pending request; a decided one is refused', async () => {
    const token = await tokenFor('ROLE_SUPPORT');
    const pending = api.mock.db.byOperator[NOVA]!.requests.find((r) => r.status === 'PENDING')!;
    const approved = await call(`/operator/${NOVA}/requests/${pending.id}`, {
      method: 'PATCH',
      token,
      body: { status: 'APPROVED' },
    });
    expect(approved.body).toMatchObject({ id: pending.id, status: 'APPROVED' });
    expect((await call(`/operator/${NOVA}/requests/${pending.id}`, { token })).body).toMatchObject({
      status: 'APPROVED',
    });
    const again = await call(`/operator/${NOVA}/requests/${pending.id}`, {
      method: 'PATCH',
      token,
      body: { status: 'DECLINED' },
    });
    expect(again.status).toBe(400);
    const bad = await call(`/operator/${NOVA}/requests/${pending.id}`, {
      method: 'PATCH',
      token,
      body: { status: 'MAYBE' },
    });
    expect(bad.body).toMatchObject({ errors: { status: expect.any(String) } });
  });

  it('the moderator declines a pending mission submission', async () => {
    const token = await tokenFor('ROLE_MODERATOR');
    const row = api.mock.db.byOperator[NOVA]!.missionModeration.find(
      (r) => r.status === 'PENDING',
    )!;
    const result = await call(`/operator/${NOVA}/missions/moderation/${row.id}`, {
      method: 'PATCH',
      token,
      body: { status: 'DECLINED' },
    });
    expect(result.body).toMatchObject({ status: 'DECLINED' });
  });
});

describe('settings singletons', () => {
  it.each([
    [
      'tap-to-earn/settings',
      { pointsPerTap: 2, dailyTapLimit: 300 },
      { pointsPerTap: 0 },
      'pointsPerTap',
    ],
    [
      'referral/settings',
      { referrerReward: 0, refereeReward: 10 },
      { referrerReward: -1 },
      'referrerReward',
    ],
    [
      'settings',
      { name: 'Nova', websiteUrl: 'https://nova.test', supportEmail: 'help@nova.test' },
      { name: '' },
      'name',
    ],
  ])(
    '%s: GET, PUT then GET shows the change, bad values are 400',
    async (path, good, bad, field) => {
      const token = await tokenFor('ROLE_ADMIN');
      expect((await call(`/operator/${NOVA}/${path}`, { token })).status).toBe(200);
      const put = await call(`/operator/${NOVA}/${path}`, {
        method: 'PUT',
        token,
        body: { ...((await call(`/operator/${NOVA}/${path}`, { token })).body as object), ...good },
      });
      expect(put.status).toBe(200);
      expect((await call(`/operator/${NOVA}/${path}`, { token })).body).toMatchObject(good);
      const refused = await call(`/operator/${NOVA}/${path}`, {
        method: 'PUT',
        token,
        body: { ...good, ...bad },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errors: { [field]: expect.any(String) } });
    },
  );
});

describe('dashboards', () => {
  const period = () => {
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 365 * 86400_000).toISOString().slice(0, 10);
    return `from=${from}&to=${to}`;
  };

  it.each([
    ['summary', ['totalUsers', 'newUsers', 'activeUsers', 'pointsEarned', 'revenue']],
    ['missions-insights', ['activeMissions', 'completions', 'approvalRate']],
    ['rewards-insights', ['activeRewards', 'claims', 'pointsSpent']],
  ])('%s answers numeric figures for the period', async (path, figures) => {
    const result = await call(`/operator/${NOVA}/dashboard/${path}?${period()}`, {
      token: await tokenFor('ROLE_PRODUCT'),
    });
    expect(result.status).toBe(200);
    for (const f of figures)
      expect(typeof (result.body as Record<string, unknown>)[f]).toBe('number');
  });

  it('a narrower period counts fewer new users; a bad date is a 400', async () => {
    const token = await tokenFor('ROLE_ADMIN');
    const wide = (await call(`/operator/${NOVA}/dashboard/summary?${period()}`, { token }))
      .body as { newUsers: number };
    const today = new Date().toISOString().slice(0, 10);
    const narrow = (
      await call(`/operator/${NOVA}/dashboard/summary?from=${today}&to=${today}`, { token })
    ).body as { newUsers: number };
    expect(narrow.newUsers).toBeLessThan(wide.newUsers);
    expect(
      (await call(`/operator/${NOVA}/dashboard/summary?from=yesterday&to=${today}`, { token }))
        .status,
    ).toBe(400);
  });
});
