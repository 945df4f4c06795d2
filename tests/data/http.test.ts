import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, setRuntimeConfig } from '../../src/config/runtimeConfig';
import { HttpError } from '../../src/data/HttpError';
import { endpointDef, type EndpointRef } from '../../src/data/endpoints';
import {
  HTTP_TIMEOUT_MS,
  httpClient,
  request as requestDef,
  setUnauthorizedHandler,
  type RequestOptions,
} from '../../src/data/http';
import { subscribeNotifications, type AppNotification } from '../../src/data/notifications';
import { en } from '../../src/i18n/en';
import { lookup } from '../../src/i18n/merge';
import { getToken, setToken } from '../../src/session';

/** A call by catalogue name, as the console makes them. */
const request = (ref: EndpointRef, opts?: RequestOptions) => requestDef(endpointDef(ref), opts);

const API = 'http://api.test';
const server = setupServer();
const seen: { url: string; auth: string | null }[] = [];
let toasts: AppNotification[] = [];
let unsubscribe: () => void = () => undefined;

/** A JWT the session accepts: known role, future expiry (only decoded, never verified, here). */
function token(role = 'ROLE_ADMIN', operator = 7): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'none' })}.${b64({ role, id_operator: operator, exp: Date.now() / 1000 + 3600 })}.x`;
}

const text = (n: AppNotification) => lookup(en, n.message) ?? n.message;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  setRuntimeConfig({ ...DEFAULT_CONFIG, apiUrl: API, mockApi: false });
  localStorage.clear();
  setToken(token());
  toasts = [];
  seen.length = 0;
  unsubscribe = subscribeNotifications((n) => toasts.push(n));
  // Every failure is logged; the tests read the toasts, so keep the log out of the output.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server.events.on('request:start', ({ request: r }) => {
    seen.push({ url: r.url, auth: r.headers.get('Authorization') });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  unsubscribe();
  server.resetHandlers();
  server.events.removeAllListeners();
});

const reply = (status: number, body?: object, statusText?: string) =>
  server.use(
    http.get(`${API}/api/v1/operator/:op/widget`, () =>
      body === undefined
        ? new HttpResponse(null, { status, ...(statusText ? { statusText } : {}) })
        : HttpResponse.json(body, { status, ...(statusText ? { statusText } : {}) }),
    ),
  );

describe('§8 error catalogue', () => {
  it.each([
    [
      'server message',
      500,
      { message: 'Widget is being rebuilt' },
      'Internal Server Error',
      'Widget is being rebuilt',
    ],
    ['transport message when the body has none', 502, {}, 'Bad Gateway', 'Bad Gateway'],
    [
      'generic text when there is neither (as over HTTP/2)',
      520,
      undefined,
      '',
      'Oops! Something went wrong! Please try again!',
    ],
    [
      'server message on a 400',
      400,
      { message: 'Name is taken', errors: { name: 'taken' } },
      'Bad Request',
      'Name is taken',
    ],
    [
      'server message on a 403',
      403,
      { message: 'Not your operator' },
      'Forbidden',
      'Not your operator',
    ],
  ])('error response: toast with the %s', async (_, status, body, statusText, expected) => {
    reply(status, body, statusText);
    await expect(request('widget.get')).rejects.toMatchObject({ status });
    expect(toasts.map(text)).toEqual([expected]);
  });

  it('throws an HttpError with its own body, where react-admin’s forms look for field errors', async () => {
    reply(400, { message: 'Invalid', errors: { name: 'Required' } }, 'Bad Request');
    const error: unknown = await request('widget.get').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(Object.hasOwn(error as object, 'body')).toBe(true);
  });

  it('keeps the field errors on the thrown error for forms', async () => {
    reply(400, { message: 'Invalid', errors: { name: 'Required' } }, 'Bad Request');
    await expect(request('widget.get')).rejects.toMatchObject({
      body: { errors: { name: 'Required' } },
    });
  });

  it('401: clears the session, goes to Login and shows an error', async () => {
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    reply(401, { message: 'Token expired' }, 'Unauthorized');
    await expect(request('widget.get')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('operator_id')).toBeNull();
    expect(toLogin).toHaveBeenCalledOnce();
    expect(toasts.map((t) => t.type)).toEqual(['error']);
  });

  it('401 from several parallel calls: one toast, the server message', async () => {
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    server.use(
      http.get(`${API}/api/v1/operator/:op/*`, () =>
        HttpResponse.json({ message: 'Token expired' }, { status: 401 }),
      ),
    );
    const calls = (['widget.get', 'operator.info', 'onboarding.get'] as const).map((n) =>
      request(n).catch((e: unknown) => e),
    );
    await Promise.all(calls);
    expect(toasts.map(text)).toEqual(['Token expired']);
    expect(toLogin).toHaveBeenCalled();
  });

  it('401 without a server message: the session-expired text', async () => {
    setUnauthorizedHandler(() => undefined);
    reply(401, undefined, 'Unauthorized');
    await expect(request('widget.get')).rejects.toMatchObject({ status: 401 });
    expect(toasts.map(text)).toEqual(['Your session has expired. Please log in again.']);
  });

  it('401 on a public call (bad credentials) keeps the session and toasts the message', async () => {
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    const before = getToken();
    server.use(
      http.post(`${API}/api/v1/auth/login`, () =>
        HttpResponse.json({ message: 'Bad credentials' }, { status: 401 }),
      ),
    );
    await expect(
      request('auth.login', { body: { login: 'a', password: 'b' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBe(before);
    expect(toLogin).not.toHaveBeenCalled();
    expect(toasts.map(text)).toEqual(['Bad credentials']);
  });

  it.each([401, 500])(
    '%i on a call made ahead of its page: quiet, the session kept for the page to act',
    async (status) => {
      const toLogin = vi.fn();
      setUnauthorizedHandler(toLogin);
      const before = getToken();
      reply(status, { message: 'Token expired' });
      await expect(
        httpClient(`${API}/api/v1/operator/7/widget`, { ahead: true }),
      ).rejects.toMatchObject({ status });
      expect(getToken()).toBe(before);
      expect(toLogin).not.toHaveBeenCalled();
      expect(toasts).toEqual([]);
    },
  );

  it('time-out: aborted after 60 s, reported as a time-out with the no-response toast', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      server.use(
        http.get(`${API}/api/v1/operator/:op/widget`, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      );
      const pending = request('widget.get').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
      expect(toasts).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ status: 0, timedOut: true });
      expect(toasts.map(text)).toEqual(['Oops, something went wrong']);
      expect(HTTP_TIMEOUT_MS).toBe(60_000);
    } finally {
      error.mockRestore();
      vi.useRealTimers();
    }
  });

  it.each([
    [404, 404, 0],
    [404, 500, 1],
    ['all', 500, 0],
  ] as const)(
    'skip-notification %s with a %s response → %s toast(s)',
    async (skip, status, count) => {
      reply(status, { message: 'x' });
      await expect(request('widget.get', { skipNotificationStatus: skip })).rejects.toBeTruthy();
      expect(toasts).toHaveLength(count);
    },
  );

  it('no response at all: "Oops, something went wrong"', async () => {
    server.use(http.get(`${API}/api/v1/operator/:op/widget`, () => HttpResponse.error()));
    await expect(request('widget.get')).rejects.toMatchObject({ status: 0 });
    expect(toasts.map(text)).toEqual(['Oops, something went wrong']);
  });

  it.each([
    'operator.featureFlags',
    'operator.info',
    'features.list',
    'billing.info',
    'billing.plans',
    'prizePool.settings',
    'prizePool.csv',
  ] as const)('%s failures are only logged (§8)', async (name) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.all(`${API}/api/v1/*`, () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    await expect(request(name)).rejects.toBeTruthy();
    expect(toasts).toEqual([]);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it.each([
    ['a toast', 'widget.get', ['Oops! Something went wrong! Please try again!']],
    ['only a log for a quiet call', 'operator.info', []],
  ] as const)(
    'a success status with a body that is not JSON is a failure: %s',
    async (_, name, shown) => {
      server.use(
        http.get(
          `${API}/api/v1/operator/:op/*`,
          () =>
            new HttpResponse('{"message": "cut off', {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            }),
        ),
      );
      await expect(request(name)).rejects.toMatchObject({
        status: 200,
        message: 'errors.generic',
      });
      expect(toasts.map(text)).toEqual(shown);
    },
  );

  it('a JSON text value is still an answer', async () => {
    server.use(http.get(`${API}/api/v1/operator/:op/widget`, () => HttpResponse.json('ok')));
    await expect(request('widget.get')).resolves.toBe('ok');
  });

  it('a call the caller cancels reports nothing', async () => {
    server.use(
      http.get(`${API}/api/v1/operator/:op/widget`, async () => {
        await delay(200);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = request('widget.get', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeTruthy();
    expect(toasts).toEqual([]);
  });
});

describe('auth header and paths', () => {
  it('sends the bearer token to the API and fills {operatorId} from the token', async () => {
    reply(200, {});
    await request('widget.get');
    expect(seen).toEqual([
      { url: `${API}/api/v1/operator/7/widget`, auth: `Bearer ${getToken()}` },
    ]);
  });

  it('takes another operator from the call (the super admin’s operator view)', async () => {
    setToken(token('ROLE_SUPER_ADMIN', 1));
    reply(200, {});
    await request('widget.get', { pathParams: { operatorId: '42' } });
    expect(seen[0]?.url).toBe(`${API}/api/v1/operator/42/widget`);
  });

  it('refuses an operator-scoped call when no operator is known, before any request', async () => {
    localStorage.clear();
    await expect(request('widget.get')).rejects.toThrow(/No value for \{operatorId\}/);
    expect(seen).toEqual([]);
  });

  it('sends no auth header on public calls or with the skip header', async () => {
    server.use(http.post(`${API}/api/v1/auth/login`, () => HttpResponse.json({ token: 't' })));
    reply(200, {});
    await request('auth.login', { body: { login: 'a', password: 'b' } });
    await request('widget.get', { skipAuth: true });
    expect(seen.map((s) => s.auth)).toEqual([null, null]);
  });

  it('never sends the token to another host', async () => {
    server.use(http.get('https://cdn.example.org/theme.json', () => HttpResponse.json({})));
    await request(
      { name: 'external', method: 'GET', path: 'https://cdn.example.org/theme.json' },
      {},
    );
    expect(seen).toEqual([{ url: 'https://cdn.example.org/theme.json', auth: null }]);
  });

  it('with apiUrl "" calls the page origin, with the token', async () => {
    setRuntimeConfig({ ...DEFAULT_CONFIG, apiUrl: '' });
    server.use(
      http.get(`${window.location.origin}/api/v1/operator/:op/widget`, () => HttpResponse.json({})),
    );
    await request('widget.get');
    expect(seen).toEqual([
      { url: `${window.location.origin}/api/v1/operator/7/widget`, auth: `Bearer ${getToken()}` },
    ]);
  });

  it('sends JSON bodies and keeps the path query of an endpoint', async () => {
    let received: { url: string; type: string | null; body: unknown } | undefined;
    server.use(
      http.patch(`${API}/api/v1/operator/:op/members/:id`, async ({ request: r }) => {
        received = { url: r.url, type: r.headers.get('Content-Type'), body: await r.json() };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await request('members.updateRole', {
      pathParams: { memberId: 5, role: 'ROLE_SUPPORT' },
      body: { note: 'x' },
    });
    expect(received).toEqual({
      url: `${API}/api/v1/operator/7/members/5?memberRole=ROLE_SUPPORT`,
      type: 'application/json',
      body: { note: 'x' },
    });
  });

  it('encodes path parameters', async () => {
    server.use(
      http.post(
        `${API}/api/v1/operator-feature/:op/install/:feature`,
        () => new HttpResponse(null, { status: 204 }),
      ),
    );
    await request('features.install', { pathParams: { feature: 'A/B' } });
    expect(seen[0]?.url).toBe(`${API}/api/v1/operator-feature/7/install/A%2FB`);
  });
});

describe('httpClient (react-admin’s fetchJson shape, for ra-data-simple-rest)', () => {
  it('answers status, headers, text and parsed JSON, with the bearer token on the API', async () => {
    server.use(
      http.get(`${API}/api/v1/operator/7/users`, () =>
        HttpResponse.json([{ id: 1 }], { headers: { 'Content-Range': 'users 0-0/1' } }),
      ),
    );
    const res = await httpClient(`${API}/api/v1/operator/7/users?range=%5B0%2C9%5D`, {
      headers: new Headers({ Range: 'users=0-9' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Range')).toBe('users 0-0/1');
    expect(res.json).toEqual([{ id: 1 }]);
    expect(JSON.parse(res.body)).toEqual([{ id: 1 }]);
    expect(seen).toEqual([
      {
        url: `${API}/api/v1/operator/7/users?range=%5B0%2C9%5D`,
        auth: `Bearer ${getToken()}`,
      },
    ]);
  });

  it('never sends the token to another host', async () => {
    server.use(http.get('https://cdn.example.org/list', () => HttpResponse.json([])));
    await httpClient('https://cdn.example.org/list');
    expect(seen).toEqual([{ url: 'https://cdn.example.org/list', auth: null }]);
  });

  it('goes through the §8 catalogue: the server message is toasted and thrown', async () => {
    server.use(
      http.delete(`${API}/api/v1/operator/7/members/3`, () =>
        HttpResponse.json({ message: 'Owner cannot be removed' }, { status: 409 }),
      ),
    );
    await expect(
      httpClient(`${API}/api/v1/operator/7/members/3`, { method: 'DELETE' }),
    ).rejects.toMatchObject({ status: 409, message: 'Owner cannot be removed' });
    expect(toasts.map(text)).toEqual(['Owner cannot be removed']);
  });
});
