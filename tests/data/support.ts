import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { DEFAULT_CONFIG, setRuntimeConfig } from '../../src/config/runtimeConfig';
import { setAnswerReporter } from '../../src/data/http';
import { subscribeNotifications, type AppNotification } from '../../src/data/notifications';
import { setToken } from '../../src/session';

export const API = 'http://api.test';

export interface Seen {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

/** A JWT the session accepts: known role, future expiry (decoded only, never verified, here). */
export function token(role = 'ROLE_ADMIN', operator = 7): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'none' })}.${b64({ role, id_operator: operator, exp: Date.now() / 1000 + 3600 })}.x`;
}

/**
 * An API stub that records every call and answers 200 with `answer(request)` (default: an empty
 * JSON object), plus the toasts raised meanwhile.
 */
export function setupRecordingApi() {
  const server = setupServer();
  const state = {
    server,
    calls: [] as Seen[],
    toasts: [] as AppNotification[],
    answer: (_: Request): Response => HttpResponse.json({}),
  };
  let unsubscribe: () => void = () => undefined;
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    setRuntimeConfig({ ...DEFAULT_CONFIG, apiUrl: API, mockApi: false });
    localStorage.clear();
    setToken(token());
    state.calls.length = 0;
    state.toasts.length = 0;
    state.answer = () => HttpResponse.json({});
    unsubscribe = subscribeNotifications((n) => state.toasts.push(n));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setAnswerReporter((error) => console.error(error));
    server.use(
      http.all(`${API}/*`, async ({ request }) => {
        const text = await request.clone().text();
        state.calls.push({
          method: request.method,
          url: request.url.slice(API.length),
          body: text === '' ? undefined : (JSON.parse(text) as unknown),
        });
        return state.answer(request);
      }),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    unsubscribe();
    server.resetHandlers();
  });
  return state;
}
