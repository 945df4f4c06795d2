import { afterAll, afterEach, beforeAll } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_OPERATORS, DEMO_PASSWORD } from '../../src/mocks/demoAccounts';
import { clearFaults } from '../../src/mocks/faults';
import { createMockServer, type MockServer } from '../../src/mocks/node';

export const BASE = 'http://api.test';
export const NOVA = DEMO_OPERATORS.nova;
export const PIXEL = DEMO_OPERATORS.pixel;

/** Starts one mock server for the file; each test starts from the seed again. */
export function withMockApi(): { readonly mock: MockServer } {
  const holder = { mock: createMockServer({ baseUrl: BASE }) };
  beforeAll(() => holder.mock.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    holder.mock.resetDemoData();
    clearFaults();
  });
  afterAll(() => holder.mock.server.close());
  return holder;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string | null;
}

export interface CallResult {
  status: number;
  headers: Headers;
  body: unknown;
}

export async function call(path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${BASE}/api/v1${path}`, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const type = response.headers.get('Content-Type') ?? '';
  const body = type.includes('json')
    ? await response.json()
    : response.status === 204
      ? null
      : new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body };
}

/** Logs in as the first demo account of the role (or the one whose login is given). */
export async function tokenFor(roleOrLogin: string): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.login === roleOrLogin || a.role === roleOrLogin);
  if (!account) throw new Error(`no demo account ${roleOrLogin}`);
  const result = await call('/auth/login', {
    method: 'POST',
    body: { login: account.login, password: DEMO_PASSWORD },
  });
  if (result.status !== 200) throw new Error(`login failed: ${result.status}`);
  return (result.body as { token: string }).token;
}

export function decodePayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
