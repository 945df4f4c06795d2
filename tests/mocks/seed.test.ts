// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ROLE_CODES } from '../../src/generated/roles';
import { PROCESSING_STATUSES } from '../../src/model/processingStatuses';
import { DEMO_ACCOUNTS, DEMO_OPERATORS, DEMO_PASSWORD } from '../../src/mocks/demoAccounts';
import { seedDb } from '../../src/mocks/seed';

const NOW = Date.UTC(2025, 5, 1);

describe('seed determinism', () => {
  it('the same seed and day give the same database', () => {
    expect(JSON.stringify(seedDb({ seed: 7, now: NOW }))).toBe(
      JSON.stringify(seedDb({ seed: 7, now: NOW })),
    );
  });

  it('another seed gives other users', () => {
    const a = seedDb({ seed: 7, now: NOW }).byOperator[DEMO_OPERATORS.nova]!.users;
    const b = seedDb({ seed: 8, now: NOW }).byOperator[DEMO_OPERATORS.nova]!.users;
    expect(a.map((u) => u.login)).not.toEqual(b.map((u) => u.login));
  });
});

describe('seed coverage', () => {
  const db = seedDb({ now: NOW });
  const ops = db.operators.map((o) => {
    const data = db.byOperator[o.id]!;
    return {
      setupFinished: Object.values(data.onboarding).every(Boolean),
      anyInstalled: data.featureGroups.some((g) => g.installed),
      currency: data.tokenInfo.internalCurrencyName !== null,
      deploy: data.web3.status,
      plan:
        data.billing.planPrice === 0
          ? 'free'
          : data.billing.status === 'INACTIVE'
            ? 'inactive'
            : 'paid',
      emailVerified: o.emailVerified,
    };
  });

  it('has at least four operators', () => {
    expect(db.operators.length).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['basic setup finished', (o: (typeof ops)[number]) => o.setupFinished],
    ['basic setup not finished', (o: (typeof ops)[number]) => !o.setupFinished],
    ['features installed', (o: (typeof ops)[number]) => o.anyInstalled],
    ['no feature installed', (o: (typeof ops)[number]) => !o.anyInstalled],
    ['an internal currency name', (o: (typeof ops)[number]) => o.currency],
    ['no internal currency', (o: (typeof ops)[number]) => !o.currency],
    ['web3 deploy NONE', (o: (typeof ops)[number]) => o.deploy === 'NONE'],
    ['web3 deploy STARTED', (o: (typeof ops)[number]) => o.deploy === 'STARTED'],
    ['web3 deploy DONE', (o: (typeof ops)[number]) => o.deploy === 'DONE'],
    ['a free plan', (o: (typeof ops)[number]) => o.plan === 'free'],
    ['a paid plan', (o: (typeof ops)[number]) => o.plan === 'paid'],
    ['an inactive plan', (o: (typeof ops)[number]) => o.plan === 'inactive'],
    ['email verified', (o: (typeof ops)[number]) => o.emailVerified],
    ['email not verified', (o: (typeof ops)[number]) => !o.emailVerified],
  ])('some operator has %s', (_name, predicate) => {
    expect(ops.some(predicate)).toBe(true);
  });

  it('has hundreds of users and rows of every kind, requests in every processing status', () => {
    const all = Object.values(db.byOperator);
    const count = (
      key:
        | 'users'
        | 'events'
        | 'missions'
        | 'rewards'
        | 'activity'
        | 'revenues'
        | 'requests'
        | 'members',
    ) => all.reduce((n, d) => n + d[key].length, 0);
    expect(count('users')).toBeGreaterThanOrEqual(300);
    for (const key of [
      'events',
      'missions',
      'rewards',
      'activity',
      'revenues',
      'requests',
      'members',
    ] as const) {
      expect(count(key)).toBeGreaterThanOrEqual(10);
    }
    const statuses = new Set(db.byOperator[DEMO_OPERATORS.nova]!.requests.map((r) => r.status));
    expect([...statuses].sort()).toEqual([...PROCESSING_STATUSES].sort());
  });

  it('users look real: a name, an email and a country', () => {
    const user = db.byOperator[DEMO_OPERATORS.nova]!.users[0]!;
    expect(user.name).toMatch(/^\S+ \S+$/);
    expect(user.login).toMatch(/^[a-z.0-9]+@[a-z.]+$/);
    expect(user.country).toMatch(/^[A-Z]{2}$/);
  });
});

describe('demo accounts', () => {
  it('cover every role of the schema, and the password meets the §5 rules', () => {
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.role)).size).toBe(ROLE_CODES.length);
    expect(DEMO_PASSWORD).toMatch(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])\S{8,}$/);
  });

  it('the first admin has basic setup finished; another admin has it not finished', () => {
    const db = seedDb({ now: NOW });
    const admins = DEMO_ACCOUNTS.filter((a) => a.role === 'ROLE_ADMIN');
    const finished = (id: string) => Object.values(db.byOperator[id]!.onboarding).every(Boolean);
    expect(finished(admins[0]!.operatorId)).toBe(true);
    expect(admins.some((a) => !finished(a.operatorId))).toBe(true);
  });

  it('every demo account exists in the seeded database with the demo password', () => {
    const db = seedDb({ now: NOW });
    for (const a of DEMO_ACCOUNTS) {
      expect(db.accounts).toContainEqual({
        login: a.login,
        role: a.role,
        operatorId: a.operatorId,
        password: DEMO_PASSWORD,
      });
      expect(db.byOperator[a.operatorId]).toBeDefined();
    }
  });
});
