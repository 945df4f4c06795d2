import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDataProvider, type ConsoleDataProvider } from '../../src/data/dataProvider';
import { setAnswerReporter } from '../../src/data/http';
import { ENDPOINTS, RESOURCES } from '../../src/generated/endpoints';
import { setToken } from '../../src/session';
import { token, setupRecordingApi } from './support';

const api = setupRecordingApi();
/** The console's provider for the session's operator (7, from the token). */
const dp = createDataProvider('7');
/** A list answer as api-contract.md gives it: the rows and Content-Range. */
const listAnswer = (rows: object[] = [], total = rows.length) =>
  HttpResponse.json(rows, { headers: { 'Content-Range': `items 0-${rows.length}/${total}` } });
const page = {
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};

type Call = readonly [string, (dp: ConsoleDataProvider) => Promise<unknown>, string, string];
const O = '/api/v1/operator/{op}';

/** Every resource method the schema declares, with the path api-contract.md gives it. */
const TABLE: readonly Call[] = [
  ['users', (dp) => dp.getList('users', page), 'GET', `${O}/users`],
  ['users', (dp) => dp.getOne('users', { id: 3 }), 'GET', `${O}/users/3`],
  [
    'userActivity',
    (dp) => dp.getManyReference('userActivity', { ...page, target: 'userId', id: 3 }),
    'GET',
    `${O}/users/3/activity`,
  ],
  ['events', (dp) => dp.getList('events', page), 'GET', `${O}/events`],
  ['events', (dp) => dp.getOne('events', { id: 'e 1' }), 'GET', `${O}/events/e%201`],
  ['events', (dp) => dp.create('events', { data: { name: 'x' } }), 'POST', `${O}/events`],
  ['missions', (dp) => dp.getList('missions', page), 'GET', `${O}/missions`],
  ['missions', (dp) => dp.getOne('missions', { id: 4 }), 'GET', `${O}/missions/4`],
  ['missions', (dp) => dp.create('missions', { data: { name: 'x' } }), 'POST', `${O}/missions`],
  [
    'missionCategories',
    (dp) => dp.getList('missionCategories', page),
    'GET',
    `${O}/missions/categories`,
  ],
  [
    'missionModeration',
    (dp) => dp.getList('missionModeration', page),
    'GET',
    `${O}/missions/moderation`,
  ],
  ['rewards', (dp) => dp.getList('rewards', page), 'GET', `${O}/rewards`],
  ['rewards', (dp) => dp.getOne('rewards', { id: 5 }), 'GET', `${O}/rewards/5`],
  [
    'rewardModeration',
    (dp) => dp.getList('rewardModeration', page),
    'GET',
    `${O}/rewards/moderation`,
  ],
  ['activity', (dp) => dp.getList('activity', page), 'GET', `${O}/activity`],
  ['revenues', (dp) => dp.getList('revenues', page), 'GET', `${O}/revenues`],
  ['requests', (dp) => dp.getList('requests', page), 'GET', `${O}/requests`],
  [
    'requests',
    (dp) => dp.update('requests', { id: 6, data: { status: 'APPROVED' }, previousData: { id: 6 } }),
    'PATCH',
    `${O}/requests/6`,
  ],
  ['segments', (dp) => dp.getList('segments', page), 'GET', `${O}/segments`],
  ['segments', (dp) => dp.getOne('segments', { id: 7 }), 'GET', `${O}/segments/7`],
  ['airdrop', (dp) => dp.getList('airdrop', page), 'GET', `${O}/airdrop`],
  ['airdrop', (dp) => dp.getOne('airdrop', { id: 8 }), 'GET', `${O}/airdrop/8`],
  ['members', (dp) => dp.getList('members', page), 'GET', `${O}/members`],
  [
    'members',
    (dp) => dp.create('members', { data: { email: 'a@b.co', role: 'ROLE_SUPPORT' } }),
    'POST',
    `${O}/members/invite`,
  ],
  [
    'members',
    (dp) =>
      dp.update('members', { id: 9, data: { role: 'ROLE_SUPPORT' }, previousData: { id: 9 } }),
    'PATCH',
    `${O}/members/9?memberRole=ROLE_SUPPORT`,
  ],
  ['members', (dp) => dp.delete('members', { id: 9 }), 'DELETE', `${O}/members/9`],
  ['referralCodes', (dp) => dp.getList('referralCodes', page), 'GET', `${O}/referral/codes`],
  [
    'billingHistory',
    (dp) => dp.getList('billingHistory', page),
    'GET',
    `${O}/subscription/billing-history`,
  ],
  ['operators', (dp) => dp.getList('operators', page), 'GET', '/api/v1/operators'],
  ['custody', (dp) => dp.getList('custody', page), 'GET', '/api/v1/custody/wallets'],
  [
    'creditCost',
    (dp) => dp.getList('creditCost', page),
    'GET',
    '/api/v1/billing-settings/credit-cost',
  ],
  [
    'creditCost',
    (dp) =>
      dp.update('creditCost', { id: 'cost', data: { credits: 2 }, previousData: { id: 'cost' } }),
    'PUT',
    '/api/v1/billing-settings/credit-cost',
  ],
];

/** A list where a page is asked (simple-rest sends its range), else a record. */
const listOrRecord = (request: Request) =>
  new URL(request.url).searchParams.has('range') ? listAnswer() : HttpResponse.json({});

const pathOnly = (url: string) => url.split(/\?(?=sort|range|filter)|&(?=sort|range|filter)/)[0];

describe('resource paths (schema → api-contract.md)', () => {
  // Derived from the schema, so a resource a product person adds is covered too.
  const LISTS = Object.entries(RESOURCES).flatMap(([name, r]) => {
    const path = r.list ? ENDPOINTS[r.list]?.path : undefined;
    return path && !path.replace('{operatorId}', '').includes('{') ? [[name, path] as const] : [];
  });
  it.each(LISTS)('every listed resource: %s lists from its endpoint %s', async (name, path) => {
    api.answer = () => listAnswer();
    await dp.getList(name, page);
    expect(api.calls.map((c) => [c.method, pathOnly(c.url)])).toEqual([
      ['GET', path.replace('{operatorId}', '7')],
    ]);
  });

  describe.each([
    ['the token’s operator', '7', null],
    ['the super admin’s operator view', '42', token('ROLE_SUPER_ADMIN', 1)],
  ])('bound to %s', (_, operatorId, session) => {
    it.each(TABLE)('%s → %s %s', async (_resource, run, method, path) => {
      if (session) setToken(session);
      api.answer = listOrRecord;
      await run(createDataProvider(operatorId));
      expect(api.calls.map((c) => [c.method, pathOnly(c.url)])).toEqual([
        [method, path.replace('{op}', operatorId)],
      ]);
    });
  });

  it('meta.operatorId names another operator for one call', async () => {
    api.answer = listOrRecord;
    await dp.getList('users', { ...page, meta: { operatorId: '9' } });
    await dp.getOne('users', { id: 1, meta: { operatorId: 9 } });
    expect(api.calls.map((c) => pathOnly(c.url))).toEqual([
      '/api/v1/operator/9/users',
      '/api/v1/operator/9/users/1',
    ]);
  });

  it('without an operator (the super admin’s own pages) refuses operator paths before any call', async () => {
    setToken(token('ROLE_SUPER_ADMIN', 1));
    localStorage.clear();
    const admin = createDataProvider(null);
    await expect(admin.getList('users', page)).rejects.toThrow(/No value for \{operatorId\}/);
    api.answer = () => listAnswer([{ id: 1 }]);
    await expect(admin.getList('operators', page)).resolves.toMatchObject({ total: 1 });
    expect(api.calls.map((c) => pathOnly(c.url))).toEqual(['/api/v1/operators']);
  });
});

describe('list conventions (ra-data-simple-rest)', () => {
  it('sends sort, range and filter as JSON and reads the total from Content-Range', async () => {
    api.answer = () =>
      HttpResponse.json([{ id: 26 }, { id: 27 }], {
        headers: { 'Content-Range': 'users 25-26/319' },
      });
    const result = await dp.getList('users', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'ann', status: 'PENDING' },
    });
    const query = new URL(api.calls[0]?.url ?? '', 'http://x').searchParams;
    expect(JSON.parse(query.get('sort') ?? '')).toEqual(['createdAt', 'DESC']);
    expect(JSON.parse(query.get('range') ?? '')).toEqual([25, 49]);
    expect(JSON.parse(query.get('filter') ?? '')).toEqual({ q: 'ann', status: 'PENDING' });
    expect(result).toEqual({ data: [{ id: 26 }, { id: 27 }], total: 319 });
  });

  it('sends the page in the query only: no Range header, which the API’s CORS policy refuses', async () => {
    let range: string | null = 'unread';
    api.answer = (request) => {
      range = request.headers.get('Range');
      return listAnswer();
    };
    await dp.getList('users', { ...page, pagination: { page: 3, perPage: 20 } });
    expect(range).toBeNull();
    const query = new URL(api.calls[0]?.url ?? '', 'http://x').searchParams;
    expect(JSON.parse(query.get('range') ?? '')).toEqual([40, 59]);
  });

  it('a list without Content-Range ends with its page, and the missing header is reported', async () => {
    const reported: Error[] = [];
    setAnswerReporter((error) => reported.push(error));
    api.answer = () => HttpResponse.json([{ id: 1 }, { id: 2 }, { id: 3 }]);
    const onPage3 = { ...page, pagination: { page: 3, perPage: 3 } };
    await expect(dp.getList('operators', onPage3)).resolves.toMatchObject({ total: 9 });
    expect(reported.map((e) => e.message)).toEqual([expect.stringMatching(/Content-Range/)]);
    expect(api.toasts).toEqual([]);
  });

  it('getMany asks the list for the ids', async () => {
    api.answer = () => HttpResponse.json([{ id: 1 }, { id: 2 }]);
    const result = await dp.getMany('users', { ids: [1, 2] });
    const query = new URL(api.calls[0]?.url ?? '', 'http://x').searchParams;
    expect(JSON.parse(query.get('filter') ?? '')).toEqual({ id: [1, 2] });
    expect(result.data).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('getManyReference on a flat list filters by the target', async () => {
    api.answer = () => listAnswer();
    await dp.getManyReference('events', { ...page, target: 'segmentId', id: 12 });
    const query = new URL(api.calls[0]?.url ?? '', 'http://x').searchParams;
    expect(JSON.parse(query.get('filter') ?? '')).toEqual({ segmentId: 12 });
  });

  it('getManyReference on a nested list puts the id in the path, not in the filter', async () => {
    api.answer = () => listAnswer([{ id: 1 }], 12);
    const result = await dp.getManyReference('userActivity', {
      ...page,
      target: 'userId',
      id: 3,
    });
    expect(pathOnly(api.calls[0]?.url ?? '')).toBe('/api/v1/operator/7/users/3/activity');
    const query = new URL(api.calls[0]?.url ?? '', 'http://x').searchParams;
    expect(JSON.parse(query.get('filter') ?? '')).toEqual({});
    expect(result).toEqual({ data: [{ id: 1 }], total: 12 });
  });

  it('a nested list can take its parent id from meta.pathParams', async () => {
    api.answer = () => listAnswer();
    await dp.getList('userActivity', { ...page, meta: { pathParams: { id: 3 } } });
    expect(pathOnly(api.calls[0]?.url ?? '')).toBe('/api/v1/operator/7/users/3/activity');
  });
});

describe('writes', () => {
  it('create sends the data and returns the server record', async () => {
    api.answer = () => HttpResponse.json({ id: 11, name: 'Launch' }, { status: 201 });
    const result = await dp.create('events', { data: { name: 'Launch' } });
    expect(api.calls[0]?.body).toEqual({ name: 'Launch' });
    expect(result.data).toEqual({ id: 11, name: 'Launch' });
  });

  it('update keeps the record id and merges the answer over the sent data', async () => {
    api.answer = () => new HttpResponse(null, { status: 204 });
    const result = await dp.update('requests', {
      id: 6,
      data: { status: 'DECLINED' },
      previousData: { id: 6, status: 'PENDING', user: 'ann' },
    });
    expect(result.data).toEqual({ id: 6, status: 'DECLINED', user: 'ann' });
  });

  it('updateMany and deleteMany call once per id and return the ids', async () => {
    await expect(
      dp.updateMany('requests', { ids: [1, 2], data: { status: 'APPROVED' } }),
    ).resolves.toEqual({ data: [1, 2] });
    await expect(dp.deleteMany('members', { ids: [3, 4] })).resolves.toEqual({ data: [3, 4] });
    expect(api.calls.map((c) => `${c.method} ${c.url}`).sort()).toEqual([
      'DELETE /api/v1/operator/7/members/3',
      'DELETE /api/v1/operator/7/members/4',
      'PATCH /api/v1/operator/7/requests/1',
      'PATCH /api/v1/operator/7/requests/2',
    ]);
  });

  it('the members role change is a PATCH with ?memberRole= (the schema’s method, not PUT)', async () => {
    api.answer = () => new HttpResponse(null, { status: 204 });
    const result = await dp.update('members', {
      id: 9,
      data: { role: 'ROLE_MARKETING' },
      previousData: { id: 9, email: 'a@b.co', role: 'ROLE_SUPPORT' },
    });
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PATCH /api/v1/operator/7/members/9?memberRole=ROLE_MARKETING',
    ]);
    expect(result.data).toEqual({ id: 9, email: 'a@b.co', role: 'ROLE_MARKETING' });
  });

  it('delete answers the removed record, even when the API answers nothing', async () => {
    api.answer = () => new HttpResponse(null, { status: 204 });
    const result = await dp.delete('members', { id: 9, previousData: { id: 9, email: 'a@b.co' } });
    expect(result.data).toEqual({ id: 9, email: 'a@b.co' });
  });

  it('a resource without the method fails before any call', async () => {
    await expect(dp.delete('users', { id: 1 })).rejects.toThrow(/no delete endpoint/);
    expect(api.calls).toEqual([]);
  });
});

describe('errors go through the §8 catalogue', () => {
  it('a failed list toasts the server message and rejects with its status', async () => {
    api.answer = () => HttpResponse.json({ message: 'Users are being reindexed' }, { status: 503 });
    await expect(dp.getList('users', page)).rejects.toMatchObject({ status: 503 });
    expect(api.toasts.map((t) => t.message)).toEqual(['Users are being reindexed']);
  });

  it('a 400 on create carries body.errors for the form', async () => {
    api.answer = () =>
      HttpResponse.json({ message: 'Invalid', errors: { name: 'Required' } }, { status: 400 });
    await expect(dp.create('events', { data: {} })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid',
      body: { errors: { name: 'Required' } },
    });
  });
});

describe('custom methods', () => {
  it('exposes the typed calls of api.ts', async () => {
    api.answer = () => HttpResponse.json([{ code: 'en' }]);
    await expect(dp.getAllLanguages()).resolves.toEqual([{ code: 'en' }]);
    expect(api.calls.map((c) => c.url)).toEqual(['/api/v1/language/all']);
  });

  it('are bound to the provider’s operator; a call may name another', async () => {
    api.answer = (request) => HttpResponse.json(request.url.includes('/languages') ? [] : {});
    const viewed = createDataProvider('42');
    await viewed.getLanguages();
    await viewed.getLanguages({ operatorId: '43' });
    await viewed.getSingleton('tapToEarn.settings');
    await viewed.putSingleton('tapToEarn.updateSettings', { dailyLimit: 5 });
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/v1/operator/42/languages',
      'GET /api/v1/operator/43/languages',
      'GET /api/v1/operator/42/tap-to-earn/settings',
      'PUT /api/v1/operator/42/tap-to-earn/settings',
    ]);
    expect(api.calls[3]?.body).toEqual({ dailyLimit: 5 });
  });

  it('reject an endpoint name outside the catalogue (a type error, and at run time)', async () => {
    // @ts-expect-error -- 'tapToEarn.setting' is not in schema/endpoints.yaml
    await expect(dp.getSingleton('tapToEarn.setting')).rejects.toThrow(/Unknown endpoint/);
    expect(api.calls).toEqual([]);
  });
});
