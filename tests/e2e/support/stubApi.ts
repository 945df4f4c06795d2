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
  /** The web3 loyalty group is installed, so web3 state loads after the features (second wave). */
  readonly web3?: boolean;
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

/** §3's feature flag codes: the API answers every one, enabled or not. */
const FLAG_CODES = [
  'WEB3',
  'INTERNAL_APP_CURRENCY',
  'DEPOSIT',
  'CRYPTO_IN_OUT',
  'TRADING',
  'BUYBACK',
  'AMPLITUDE_EVENTS',
  'FIREBASE_EVENTS',
  'FUNNELS_NO_CODE',
  'FNC_STOP_WIDGET',
  'MODERATION_REWARDS',
  'EVENT_REWARDS',
  'LOYALTY_WIDGET',
  'LOYALTY_TOKEN_REWARD',
  'ADVANCED_COLORS',
  'BILLING',
  'TELEGRAM_BOT_WEB_APP',
] as const;

/** §3's widget feature groups and their features. */
const FEATURE_GROUPS: Record<string, readonly string[]> = {
  MISSIONS: ['MODERATION_MISSIONS', 'EVENT_MISSIONS', 'SOCIAL_MEDIA_MISSIONS'],
  T2E: ['TAP_2_EARN'],
  REFERRAL: ['REFERRAL_CODES'],
  REWARDS: ['MODERATION_REWARDS', 'PROMO_REWARDS', 'EVENT_REWARDS'],
  H2E: ['HOLD_2_EARN'],
  WEB3_LOYALTY: ['WEB3'],
  SEGMENTS: ['USER_SEGMENTS'],
  AIRDROP: ['AIRDROP_POINTS'],
};

/** Every group of §3, as the API lists them: only those named installed. */
const featureGroups = (installed: readonly string[]) =>
  Object.entries(FEATURE_GROUPS).map(([groupName, features]) => ({
    groupName,
    installed: installed.includes(groupName),
    featureGroups: features.map((featureFlag) => ({
      featureFlag,
      installed: installed.includes(groupName),
      locked: false,
    })),
  }));

/**
 * A stand-in for the real API, written from the spec (§3, §7) and api-contract.md only, in their
 * shapes (not the embedded mock's richer ones): it answers the login and every start-up load of
 * operator 5, and on the users list either 401 (an expired session) or a page.
 */
export async function startStubApi(
  port: number,
  pageOrigin: string,
  {
    delayMs = 0,
    expiredUsers = true,
    billing = false,
    web3 = false,
    routes: extra = {},
    more,
  }: StubOptions = {},
): Promise<StubApi> {
  const token = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({
    role: 'ROLE_ADMIN',
    id_operator: 5,
    exp: Math.floor(Date.now() / 1000) + 3600,
  })}.stub-signature`;
  const seen: SeenRequest[] = [];
  const routes: Record<string, unknown> = {
    'POST /api/v1/auth/login': { token },
    'GET /api/v1/operator/5/feature-flags': FLAG_CODES.map((code, i) => ({
      id: i + 1,
      code,
      enabled: (code === 'BILLING' && billing) || (code === 'WEB3' && web3),
    })),
    'GET /api/v1/operator/5/subscription/plan/billing-info': {
      planName: 'Growth',
      planId: 2,
      planPrice: 99,
      status: 'ACTIVE',
      usage: { currentUsage: 1200, total: 5000 },
      monthlyUsage: { currentUsage: 1000, total: 4000 },
      extraCreditsUsage: { currentUsage: 200, total: 1000 },
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
    'GET /api/v1/operator-feature/5': featureGroups(web3 ? ['WEB3_LOYALTY'] : []),
    'GET /api/v1/operator/5/custody/integration/deploy-status': {
      type: 'INSTANT_CREATE',
      status: 'STARTED',
      data: null,
    },
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
