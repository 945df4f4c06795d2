/**
 * The mock must answer every call the console can make: each endpoint of the generated catalogue
 * reaches a real handler (not the "No such endpoint" fallback), so a path added in YAML without a
 * mock handler fails here rather than as a blank page in the demo.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/generated/endpoints';
import { DEMO_ACCOUNTS } from '../../src/mocks/demoAccounts';
import { call, tokenFor, withMockApi } from './support';

withMockApi();

const ADMIN_MODE_PATHS = ['/api/v1/operators', '/api/v1/custody/', '/api/v1/billing-settings/'];

/** Who calls it in the console: registration is completed by the half-registered admin only. */
function roleFor(path: string): string {
  if (ADMIN_MODE_PATHS.some((p) => path.startsWith(p))) return 'ROLE_SUPER_ADMIN';
  if (path.endsWith('/complete-registration')) return 'ROLE_ADMIN_REGISTRATION';
  return 'ROLE_ADMIN';
}

const endpoints = Object.values(ENDPOINTS).map((e) => ({
  name: e.name,
  method: e.method,
  path: e.path,
}));

describe('mock API serves the console catalogue', () => {
  it.each(endpoints)('$method $path ($name)', async ({ method, path }) => {
    const role = roleFor(path);
    const account = DEMO_ACCOUNTS.find((a) => a.role === role);
    if (!account) throw new Error(`no ${role} demo account`);
    const token = await tokenFor(role);
    const concrete = path
      .replace('{operatorId}', account.operatorId)
      .replace(/\{[^}]+\}/g, 'unknown-id')
      .replace(/^\/api\/v1/, '');
    const result = await call(concrete, {
      method,
      token,
      ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
    });
    const message = (result.body as { message?: string } | null)?.message ?? '';
    expect(message).not.toMatch(/^No such endpoint/);
    // An empty body or unknown id may be refused, but never as an auth or scoping problem.
    expect([401, 403]).not.toContain(result.status);
  });
});
