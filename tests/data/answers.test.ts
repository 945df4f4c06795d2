/**
 * Answers parsed at the boundary, one row per area of src/data/answers: a field the
 * part can do without takes its default when missing, null or of the wrong type; keys the console
 * does not know pass through; an answer the part cannot use fails as its §8 load failure (a toast
 * unless the endpoint is silent) and is reported.
 */
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApi, type ConsoleApi } from '../../src/data/api';
import { GENERIC_ERROR, setAnswerReporter } from '../../src/data/http';
import { login } from '../../src/data/accountCalls';
import { setupRecordingApi } from './support';

const stub = setupRecordingApi();
const api = createApi('7');
let reported: Error[] = [];
beforeEach(() => {
  reported = [];
  setAnswerReporter((error) => reported.push(error));
});

const answer = (body: unknown) => {
  stub.answer = () => HttpResponse.json(body as object);
};
const WRONG = [undefined, null, 'wrong', 42, { nested: true }, [1]] as const;

interface Area {
  readonly area: string;
  readonly run: (a: ConsoleApi) => Promise<unknown>;
  /** A good answer. */
  readonly good: Record<string, unknown> | readonly unknown[];
  /** A field the part can do without, where it sits in `good`, and what it reads as. */
  readonly lenient: { readonly path: readonly (string | number)[]; readonly reads: unknown };
  /** Where an unknown key is added and read back (a path to an object of the answer). */
  readonly extraAt: readonly (string | number)[];
  readonly malformed: unknown;
  /** §8: a silent endpoint only logs its failures. */
  readonly silent: boolean;
}

const AREAS: readonly Area[] = [
  {
    area: 'start-up loads (billing info)',
    run: (a) => a.getBillingInfo(),
    good: {
      planName: 'Growth',
      planPrice: 199,
      status: 'ACTIVE',
      usage: { currentUsage: 1, total: 9 },
    },
    lenient: { path: ['status'], reads: '' },
    extraAt: [],
    malformed: 'not an object',
    silent: true,
  },
  {
    area: 'start-up loads (feature flags)',
    run: (a) => a.getFeatureFlags(),
    good: [{ id: 1, code: 'BILLING', enabled: true }],
    lenient: { path: [0, 'enabled'], reads: false },
    extraAt: [0],
    malformed: { flags: [] },
    silent: true,
  },
  {
    area: 'billing (plans)',
    run: (a) => a.getAvailablePlans(),
    good: {
      availablePlans: [{ name: 'Free', info: [{ id: 'f1', creditAmount: 1, price: 0 }] }],
      features: [{ name: 'Missions', plans: [{ planName: 'Free' }] }],
    },
    lenient: { path: ['availablePlans', 0, 'info'], reads: [] },
    extraAt: ['availablePlans', 0],
    malformed: [],
    silent: true,
  },
  {
    area: 'billing (upgrade preview)',
    run: (a) => a.getUpgradePreview('g50'),
    good: {
      currentPlan: { name: 'Growth', credits: 25000, unusedCredits: 6250, price: 199 },
      newPlan: { name: 'Growth', credits: 50000, price: 349 },
      discount: 49.75,
      total: 299.25,
    },
    lenient: { path: ['newPlan', 'name'], reads: '' },
    extraAt: ['newPlan'],
    malformed: { discount: 1, total: 2 },
    silent: false,
  },
  {
    area: 'web3 (pre-deploy balance)',
    run: (a) => a.getPreDeployBalance(),
    good: { address: '0xabc', balances: { POL: 1 }, required: { POL: 5 }, sufficient: false },
    lenient: { path: ['sufficient'], reads: undefined },
    extraAt: [],
    malformed: 12,
    silent: false,
  },
  {
    area: 'web3 (deploy state)',
    run: (a) => a.getDeployStatus(),
    good: {
      type: 'INSTANT_CREATE',
      status: 'DONE',
      data: { contractAddress: '0x1', chainId: 137 },
    },
    lenient: { path: ['data'], reads: null },
    extraAt: ['data'],
    malformed: 'DONE',
    silent: false,
  },
  {
    area: 'my widget (prize pool settings)',
    run: (a) => a.getPrizePoolSettings(),
    good: { csvReportGenerationStatus: 'DONE', enabled: true },
    lenient: { path: ['enabled'], reads: undefined },
    extraAt: [],
    malformed: ['DONE'],
    silent: true,
  },
  {
    area: 'settings (credit costs)',
    run: (a) => a.getCreditCost(),
    good: [{ action: 'MISSION_COMPLETED', credits: 2 }],
    lenient: { path: [0, 'action'], reads: undefined },
    extraAt: [0],
    malformed: { MISSION_COMPLETED: 2 },
    silent: false,
  },
  {
    area: 'record actions (adjust points)',
    run: (a) => a.runAction('users.adjustPoints', 5, { amount: 1, reason: 'r' }),
    good: { id: 5, login: 'a@b.co', balance: 120 },
    lenient: { path: ['login'], reads: undefined },
    extraAt: [],
    malformed: 'ok',
    silent: false,
  },
];

const jsonType = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

function at(value: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<string, unknown> | null)?.[key], value);
}
function withValue(good: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const copy = structuredClone(good) as Record<string | number, unknown>;
  const parent = at(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path[path.length - 1] as string | number;
  if (value === undefined) delete parent[key];
  else parent[key] = value;
  return copy;
}

describe.each(AREAS)('$area', (row) => {
  it('reads a good answer as sent', async () => {
    answer(row.good);
    await expect(row.run(api)).resolves.toEqual(row.good);
    expect(reported).toEqual([]);
  });

  /** Missing, null, and values of every other JSON type than the good one's. */
  const wrong = WRONG.filter(
    (value) => value === undefined || jsonType(value) !== jsonType(at(row.good, row.lenient.path)),
  );
  it.each(wrong.map((raw) => ({ value: JSON.stringify(raw) ?? 'missing', raw })))(
    'a field it can do without, $value, takes its default',
    async ({ raw }) => {
      answer(withValue(row.good, row.lenient.path, raw));
      const read = await row.run(api);
      expect(at(read, row.lenient.path)).toEqual(row.lenient.reads);
      expect(reported).toEqual([]);
      expect(stub.toasts).toEqual([]);
    },
  );

  it('passes keys it does not know through', async () => {
    answer(withValue(row.good, [...row.extraAt, 'fromTheFuture'], { kept: [1, 'two'] }));
    const read = await row.run(api);
    expect(at(read, [...row.extraAt, 'fromTheFuture'])).toEqual({ kept: [1, 'two'] });
  });

  it('fails an answer it cannot use as its load failure, and reports it', async () => {
    answer(row.malformed);
    await expect(row.run(api)).rejects.toMatchObject({ message: GENERIC_ERROR, status: 200 });
    expect(reported).toHaveLength(1);
    expect(reported[0]?.name).toBe('AnswerMismatch');
    // The report names where the answer left the contract, never what it held.
    expect(reported[0]?.message).not.toContain(JSON.stringify(row.malformed));
    expect(stub.toasts).toEqual(row.silent ? [] : [{ message: GENERIC_ERROR, type: 'error' }]);
  });
});

describe('dashboards', () => {
  it('an unreadable figure reads as absent and is reported; a body that is no object as empty', async () => {
    answer({
      totalUsers: 'many',
      newUsers: 3,
      activityByDay: [null, { date: '2026-11-01', count: 2 }],
    });
    const read = (await api.getDashboard('dashboard.summary', { from: 'a', to: 'b' })) as Record<
      string,
      unknown
    >;
    expect(read.totalUsers).toBeUndefined();
    expect(read.newUsers).toBe(3);
    expect(read.activityByDay).toEqual([{}, { date: '2026-11-01', count: 2 }]);
    expect(reported.map((e) => e.message)).toEqual([expect.stringMatching(/totalUsers/)]);
    reported = [];
    answer(['no', 'object']);
    await expect(api.getDashboard('dashboard.summary', { from: 'a', to: 'b' })).resolves.toEqual(
      {},
    );
    expect(reported).toEqual([]);
  });
});

describe('the front door (checked by hand)', () => {
  it('a sign-in answer without a token fails inline (no toast) and is reported', async () => {
    answer({ token: null });
    await expect(login({ login: 'a@b.co', password: 'pw' })).rejects.toMatchObject({
      message: GENERIC_ERROR,
    });
    expect(reported.map((e) => e.message)).toEqual([expect.stringMatching(/token/)]);
    expect(stub.toasts).toEqual([]);
  });

  it('a token passes, whatever else comes with it', async () => {
    answer({ token: 'a.b.c', refresh: 'x' });
    await expect(login({ login: 'a@b.co', password: 'pw' })).resolves.toBe('a.b.c');
  });
});
