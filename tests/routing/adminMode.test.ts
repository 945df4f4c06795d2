import { APP } from '../../src/generated/app';
import { isAdminHost, isAdminMode } from '../../src/routing';

describe('isAdminHost (§1, spec-readings §3)', () => {
  it.each([
    ['admin.localhost', true],
    ['admin', true],
    ['admin.example.com', true],
    ['ADMIN.example.com', true],
    ['admin-staging.example.com', true],
    ['admin-eu.example.com', true],
    ['admin-fnc.example.com', false],
    ['admin-fnc-staging.example.com', false],
    ['admin-fncx.example.com', false],
    ['administrator.example.com', false],
    ['adminx.example.com', false],
    ['console.admin.example.com', false],
    ['localhost', false],
    ['127.0.0.1', false],
    ['', false],
  ])('%s → %s', (host, expected) => {
    expect(isAdminHost(host, APP.adminHost)).toBe(expected);
  });
});

describe('the stored admin flag has no effect (§1)', () => {
  afterEach(() => localStorage.clear());

  it.each(['true', '1', 'admin'])('a stored %s does not turn admin mode on', (value) => {
    localStorage.setItem(APP.adminFlagStorageKey, value);
    expect(isAdminMode('console.example.com', APP)).toBe(false);
  });

  it('a stored false does not turn admin mode off', () => {
    localStorage.setItem(APP.adminFlagStorageKey, 'false');
    expect(isAdminMode('admin.example.com', APP)).toBe(true);
  });
});
