import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setDemoInfo } from '../../src/config/demo';
import DemoAccounts from '../../src/features/account/DemoAccounts';
import { ROLES } from '../../src/generated/roles';
import { translate } from '../../src/i18n/translate';
import {
  CURATED_DEMO_ACCOUNTS,
  DEMO_ACCOUNTS,
  DEMO_OPERATORS,
  DEMO_PASSWORD,
  demoAccountsFor,
} from '../../src/mocks/demoAccounts';
import type { RoleDef } from '../../src/model/types';

afterEach(() => setDemoInfo(null));

describe('demo accounts follow schema/roles.yaml', () => {
  it.each(ROLES.map((r) => [r.code]))('%s has a demo login', (code) => {
    expect(DEMO_ACCOUNTS.some((a) => a.role === code)).toBe(true);
  });

  it('has no account of a role the schema does not declare, and no login twice', () => {
    const codes = ROLES.map((r) => r.code as string);
    expect(DEMO_ACCOUNTS.filter((a) => !codes.includes(a.role))).toEqual([]);
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.login)).size).toBe(DEMO_ACCOUNTS.length);
  });

  it('a role added in YAML gets a Nova Games login; a role dropped loses its accounts', () => {
    const viewer: RoleDef = { code: 'ROLE_SALES_LEAD', label: 'x', home: [], invitable: true };
    const roles = [...ROLES.filter((r) => r.code !== 'ROLE_MODERATOR'), viewer];
    const accounts = demoAccountsFor(roles, (code) => (code === viewer.code ? 'Sales lead' : code));
    expect(accounts.find((a) => a.role === 'ROLE_SALES_LEAD')).toEqual({
      login: 'sales-lead@novagames.demo',
      role: 'ROLE_SALES_LEAD',
      operatorId: DEMO_OPERATORS.nova,
      description: 'Sales lead of Nova Games (a role of schema/roles.yaml)',
    });
    expect(accounts.some((a) => a.role === 'ROLE_MODERATOR')).toBe(false);
    // The hand-picked accounts of the remaining roles stay, first of their role.
    expect(accounts.filter((a) => a.role === 'ROLE_ADMIN')[0]?.login).toBe('admin@novagames.demo');
  });

  it('the login page lists every account with its role label', () => {
    setDemoInfo({ accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD, reset: () => undefined });
    render(<DemoAccounts onPick={() => undefined} />);
    const list = within(screen.getByRole('region', { name: translate('login.demoTitle') }));
    for (const account of DEMO_ACCOUNTS) {
      const role = ROLES.find((r) => r.code === account.role)!;
      expect(list.getByRole('button', { name: new RegExp(account.login) })).toHaveTextContent(
        translate(role.label),
      );
    }
  });
});

describe("the README's demo-accounts table", () => {
  const readme = readFileSync(resolve('README.md'), 'utf8');
  const from = readme.indexOf('## Demo accounts');
  const section = readme.slice(from, readme.indexOf('\n#', from + 1));
  const rows = section
    .split('\n')
    .filter((line) => /^\| `/.test(line))
    .map((line) => line.split('|').map((cell) => cell.trim().replace(/`/g, '')))
    .map(([, login, role, shows]) => [login, role, shows] as const);

  it('lists the hand-picked accounts, in order, with what each shows', () => {
    expect(rows.map(([login, , shows]) => [login, shows])).toEqual(
      CURATED_DEMO_ACCOUNTS.map((a) => [a.login, a.description]),
    );
  });

  it.each(rows)('%s: the role column is the schema’s label (%s)', (login, label) => {
    const code = CURATED_DEMO_ACCOUNTS.find((a) => a.login === login)?.role;
    const role = ROLES.find((r) => r.code === code);
    // A role dropped from the schema has no label to agree with (and no account any more).
    if (role) expect(translate(role.label)).toBe(label);
  });
});
