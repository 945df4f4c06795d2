// @vitest-environment node
/**
 * contract:check against the embedded mock served over loopback HTTP, and against the same API
 * with answers deliberately changed (a stub): what it calls, what it reports, its exit code.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkContract, formatReport, type ContractReport } from '../../contract/checkContract';
import { HAND_WRITTEN_USES } from '../../contract/handWrittenUses';
import { ENDPOINTS } from '../../src/generated/endpoints';
import { SECTIONS } from '../../src/generated/permissions';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/mocks/demoAccounts';
import type { EndpointDef } from '../../src/model/types';
import { startLoopbackApi, type LoopbackApi, type Override } from './httpServer';

const document = JSON.parse(readFileSync(resolve('schema/openapi.json'), 'utf8')) as Record<
  string,
  unknown
>;
const endpoints = ENDPOINTS as Readonly<Record<string, EndpointDef>>;
const running: LoopbackApi[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((api) => api.close()));
});

async function api(override?: Override): Promise<LoopbackApi> {
  const started = await startLoopbackApi(override);
  running.push(started);
  return started;
}

/** A session token of a demo account, from the API's own login. */
async function tokenOf(server: LoopbackApi, login: string): Promise<string | null> {
  const res = await fetch(`${server.origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { token?: string };
  return res.ok && body.token ? body.token : null;
}

const ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'ROLE_ADMIN')?.login as string;

async function check(server: LoopbackApi, only: string[]): Promise<ContractReport> {
  const token = await tokenOf(server, ADMIN);
  if (!token) throw new Error(`${ADMIN} cannot log in`);
  server.seen.length = 0;
  return checkContract({ api: server.origin, token, document, only });
}

const line = (report: ContractReport, endpoint: string) =>
  report.lines.find((l) => l.endpoint === endpoint);
const pathOf = (name: string) => endpoints[name]?.path.split('?')[0] as string;
/** `path` with its {placeholders} as a pattern. */
const pattern = (path: string) =>
  new RegExp(`^${path.replace(/[.?]/g, '\\$&').replace(/\{\w+\}/g, '[^/?]+')}(\\?|$)`);

/** One demo account per role: the first the login page lists. */
const ACCOUNTS = DEMO_ACCOUNTS.filter(
  (a, i) => DEMO_ACCOUNTS.findIndex((b) => b.role === a.role) === i,
);

describe('contract:check against the embedded mock', () => {
  /** Each role's report and the requests its check made (roles without a session: none). */
  const runs = new Map<string, { report: ContractReport; seen: string[] }>();

  beforeAll(async () => {
    const server = await startLoopbackApi();
    try {
      for (const { role, login } of ACCOUNTS) {
        const token = await tokenOf(server, login);
        if (!token) continue;
        server.seen.length = 0;
        const report = await checkContract({ api: server.origin, token, document });
        runs.set(role, { report, seen: [...server.seen] });
      }
    } finally {
      await server.close();
    }
  }, 300_000);

  it.each(ACCOUNTS.map((a) => [a.role]))(
    '%s: the mock answers as the document says, everywhere the role reads',
    (role) => {
      const run = runs.get(role);
      if (!run) return; // a role whose token holds no console session (sign-up, recovery)
      expect(run.report.lines.filter((l) => l.verdict === 'differs')).toEqual([]);
    },
  );

  it.each(ACCOUNTS.map((a) => [a.role]))(
    '%s: reads only, and only endpoints the role reads somewhere',
    (role) => {
      const run = runs.get(role);
      if (!run) return;
      expect(run.seen.filter((r) => !r.startsWith('GET '))).toEqual([]);
      const readable = Object.values(endpoints).filter(
        (e) => e.method === 'GET' && !run.report.notReadable.includes(e.name),
      );
      for (const request of run.seen) {
        // A path can fit more than one endpoint ({id} is any segment): one of them is enough.
        const fits = readable.filter((e) =>
          pattern(e.path.split('?')[0] as string).test(request.slice(4)),
        );
        expect(fits.length, request).toBeGreaterThan(0);
      }
    },
  );

  it('the role with the most reads calls some endpoint, and fills every placeholder', () => {
    const widest = [...runs.values()].sort(
      (a, b) => b.report.lines.length - a.report.lines.length,
    )[0];
    const records = (widest?.report.lines ?? []).filter(
      (l) => l.verdict !== 'skipped' && /\{(?!operatorId)\w+\}/.test(pathOf(l.endpoint)),
    );
    expect(records.length).toBeGreaterThan(0);
    for (const l of records) {
      expect(l.path).not.toContain('{');
      expect(l.path).toContain(`/${widest?.report.operator}/`);
    }
  });

  it('prints one line per endpoint called and a summary', () => {
    for (const { report } of runs.values()) {
      const printed = formatReport(report).trimEnd().split('\n');
      expect(printed).toHaveLength(report.lines.length + 2);
      expect(printed.at(-1)).toMatch(/\d+ conform, 0 differ, \d+ skipped/);
    }
  });
});

describe('contract:check against a stub that answers differently', () => {
  const EXTRA_CREDITS = pattern(pathOf('billing.extraCredits'));

  it('an answer of the wrong shape: the pointer, what was expected, and the card that fails', async () => {
    const server = await api((url) =>
      EXTRA_CREDITS.test(url.pathname) ? { body: 42 } : undefined,
    );
    const report = await check(server, ['billing.']);
    expect(line(report, 'billing.extraCredits')).toMatchObject({
      status: 200,
      verdict: 'differs',
      detail: 'differs at "" (the whole answer): expected array or object, got integer 42',
      consequence: 'Billing → Extra credits card shows the §8 load failure',
    });
    expect(report.lines.filter((l) => l.verdict === 'differs')).toHaveLength(1);
  });

  it('an error status is a difference; a silent endpoint says it is only logged', async () => {
    const silent = Object.values(endpoints).find(
      (e) => e.method === 'GET' && e.silent && !e.path.includes('{id}'),
    ) as EndpointDef;
    const server = await api((url) =>
      pattern(silent.path).test(url.pathname)
        ? { status: 500, body: { message: 'down' } }
        : undefined,
    );
    const l = line(await check(server, [silent.name]), silent.name);
    expect(l).toMatchObject({ status: 500, verdict: 'differs' });
    expect(l?.detail).toMatch(/got 500/);
    expect(l?.consequence).toMatch(/^only logged, no message \(§8\)/);
  });

  it('an empty list: the records read through it are skipped, "no record to read"', async () => {
    const lists = Object.values(endpoints).filter((e) => e.method === 'GET' && e.list);
    const server = await api((url) =>
      lists.some((e) => pattern(e.path).test(url.pathname)) ? { body: [] } : undefined,
    );
    const report = await check(server, ['users.', 'events.']);
    const records = report.lines.filter((l) => /\/\{id\}/.test(pathOf(l.endpoint)));
    expect(records.length).toBeGreaterThan(0);
    for (const l of records) expect(l.detail).toBe('skipped: no record to read');
  });

  it('a list without its Content-Range total is a difference', async () => {
    const users = endpoints['users.list'] as EndpointDef;
    const server = await api();
    // The mock's own answer, less its header: served by a stub in front of it.
    const token = (await tokenOf(server, ADMIN)) as string;
    const operator = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString())
      .id_operator as string;
    const rows = await (
      await fetch(`${server.origin}${users.path.replace('{operatorId}', operator)}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).text();
    const stub = await api((url) =>
      pattern(users.path).test(url.pathname) ? { body: JSON.parse(rows) as unknown } : undefined,
    );
    const l = line(await check(stub, ['users.list']), 'users.list');
    expect(l?.verdict).toBe('differs');
    expect(l?.detail).toMatch(/^differs at header Content-Range: expected/);
  });
});

describe('npm run contract:check', () => {
  /** The command line, in a child process (the API answers from this one meanwhile). */
  const run = (args: string[], env: Record<string, string> = {}) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((ok) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', resolve('contract/cli.ts'), ...args],
        {
          env: { ...process.env, ...env },
        },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.on('close', (status) => ok({ status, stdout, stderr }));
    });

  it('exits 0 when everything conforms and 1 on any difference', async () => {
    const EXTRA_CREDITS = pattern(pathOf('billing.extraCredits'));
    const stub = await api((url) => (EXTRA_CREDITS.test(url.pathname) ? { body: 42 } : undefined));
    const mock = await api();
    const token = (await tokenOf(mock, ADMIN)) as string;
    // The two runs are independent (each its own API): started together, as the usage cases below.
    const [good, bad] = await Promise.all([
      run(['--api', mock.origin, '--token', token, '--only', 'billing.extraCredits']),
      run(['--api', stub.origin, '--only=billing.extraCredits'], { CONTRACT_TOKEN: token }),
    ]);
    expect(good.status, good.stderr).toBe(0);
    expect(good.stdout).toMatch(/^billing\.extraCredits +200 +conforms → /m);
    expect(bad.status, bad.stderr).toBe(1);
    expect(bad.stdout).toMatch(/^billing\.extraCredits +200 +differs at "" \(the whole answer\)/m);
  }, 120_000);

  it('wrong usage exits 2 with what is wrong', async () => {
    const cases: [string[], RegExp][] = [
      [[], /usage: npm run contract:check/],
      [['--api', 'https://api.example.com/v1', '--token', 'x.y.z'], /is not an origin/],
      [['--api', 'http://127.0.0.1:9', '--token', 'not-a-jwt'], /not a console JWT/],
    ];
    const results = await Promise.all(cases.map(([args]) => run(args, { CONTRACT_TOKEN: '' })));
    results.forEach((result, i) => {
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch((cases[i] as [string[], RegExp])[1]);
    });
  }, 120_000);
});

describe('the hand-written calls table', () => {
  it('names read endpoints of the catalogue and sections of the permissions', () => {
    const sections = SECTIONS.flatMap((s) => [
      s.code,
      ...s.subSections.map((c) => `${s.code}.${c}`),
    ]);
    for (const [name, places] of Object.entries(HAND_WRITTEN_USES)) {
      expect(endpoints[name]?.method, name).toBe('GET');
      for (const { section } of places) if (section !== null) expect(sections).toContain(section);
    }
  });
});
