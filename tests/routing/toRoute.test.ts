import { sanitizeToRoute } from '../../src/routing';

// spec-readings §5: only an in-app path of a known route; anything else is ignored.
describe('sanitizeToRoute', () => {
  it.each([
    ['/users', false, '/users'],
    ['/users?x=1', false, '/users?x=1'],
    ['/users/17?tab=activity#top', false, '/users/17?tab=activity#top'],
    ['/billing-proceed?type=downgrade', false, '/billing-proceed?type=downgrade'],
    ['/operators/42/missions', true, '/operators/42/missions'],
    ['/custody', true, '/custody'],
    ['/users/./../users', false, '/users'],
  ])('keeps %s (admin mode %s) as %s', (raw, adminMode, expected) => {
    expect(sanitizeToRoute(raw, adminMode)).toBe(expected);
  });

  it.each([
    ['an absolute URL', 'https://evil.com'],
    ['an absolute URL to a known path', 'https://evil.com/users'],
    ['a protocol-relative URL', '//evil.com'],
    ['a protocol-relative URL to a known path', '//evil.com/users'],
    ['a backslash host', '/\\evil.com'],
    ['a backslash later on', '/users\\..\\evil'],
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'users'],
    ['an unknown path', '/no-such'],
    ['a tab-smuggled host', '/\t/evil.com'],
    ['a newline', '/users\n'],
    ['a NUL', '/users\u0000'],
    ['an empty value', ''],
    ['nothing', null],
    ['an admin-only page outside admin mode', '/custody'],
    ['an operator view outside admin mode', '/operators/42/missions'],
  ])('ignores %s', (_label, raw) => {
    expect(sanitizeToRoute(raw, false)).toBeNull();
  });
});
