import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | undefined;
}

export interface StubApi {
  readonly server: Server;
  readonly seen: SeenRequest[];
  readonly token: string;
}

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

export interface StubOptions {
  /** Every answer waits this long (the bench's "every call delayed 150 ms"). */
  readonly delayMs?: number;
  /** true (default): the users list answers 401, an expired session; false: a page of users. */
  readonly expiredUsers?: boolean;
  /** The BILLING flag is on, so billing info loads after the flags: the start-up's second wave. */
  readonly billing?: boolean;
  /** More answers, by "METHOD /path" (the Lighthouse bench's dashboard figures). */
  readonly routes?: Record<string, unknown>;
  /** Answers first when it can (the bench's lists); true when it answered. */
  readonly more?: (method: string, url: URL, res: ServerResponse) => boolean;
}

const USERS = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  login: `user${i + 1}@example.com`,
  name: `User ${i + 1}`,
  status: 'ACTIVE',
  createdAt: '2026-10-01T10:00:00Z',
}));

/**
 * A stand-in for the real API, written from api-contract.md only: it answers the login and the
 * start-up loads of operator 5, and on the users list either 401 (an expired session) or a page.
 */
export async function startStubApi(
  port: number,
  pageOrigin: string,
  { delayMs = 0, expiredUsers = true, billing = false, routes: extra = {}, more }: StubOptions = {},
): Promise<StubApi> {
  const token = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({
    role: 'ROLE_ADMIN',
    id_operator: 5,
    exp: Math.floor(Date.now() / 1000) + 3600,
  })}.stub-signature`;
  const seen: SeenRequest[] = [];
  const routes: Record<string, unknown> = {
    'POST /api/v1/auth/login': { token },
    'GET /api/v1/operator/5/feature-flags': [{ id: 1, code: 'BILLING', enabled: billing }],
    'GET /api/v1/operator/5/subscription/plan/billing-info': {
      planName: 'Growth',
      planId: 2,
      planPrice: 99,
      status: 'ACTIVE',
      usage: { currentUsage: 1200, total: 5000 },
    },
    'GET /api/v1/operator/5/account-info': { login: 'real.admin@example.com', role: 'ROLE_ADMIN' },
    'GET /api/v1/operator/5/info': {
      id: 5,
      name: 'Real Operator',
      emailVerified: true,
      widgetEnabled: true,
    },
    'GET /api/v1/operator/5/token-info': { internalCurrencyName: null },
    'GET /api/v1/operator/5/onboarding-progress': {
      authSettings: true,
      uiSettings: true,
      langSettings: true,
      missionsSettings: false,
      goLiveSettings: true,
    },
    'GET /api/v1/operator-feature/5': [],
    'GET /api/v1/operator/5/widget': {
      id: 5,
      script: '<script src="https://widget.example/w.js"></script>',
    },
    ...extra,
  };
  const server = createServer((req, res) => {
    if (delayMs > 0 && req.method !== 'OPTIONS') {
      setTimeout(() => answer(req, res), delayMs);
      return;
    }
    answer(req, res);
  });
  const answer = (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const path = url.pathname;
    res.setHeader('Access-Control-Allow-Origin', pageOrigin);
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    seen.push({ method: req.method ?? '', path, authorization: req.headers.authorization });
    res.setHeader('Content-Type', 'application/json');
    if (more?.(req.method ?? '', url, res)) return;
    if (path === '/api/v1/operator/5/users' && !expiredUsers) {
      res.setHeader('Content-Range', `users 0-${USERS.length - 1}/${USERS.length}`);
      res.end(JSON.stringify(USERS));
      return;
    }
    if (path === '/api/v1/operator/5/users') {
      res.statusCode = 401;
      res.end(JSON.stringify({ message: 'Session expired, please log in again' }));
      return;
    }
    const body = routes[`${req.method} ${path}`];
    res.statusCode = body === undefined ? 404 : 200;
    res.end(JSON.stringify(body ?? { message: 'Not found' }));
  };
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  return { server, seen, token };
}
