import { describe, expect, it } from 'vitest';
import { LOGIN_MAX_CHARS, truncateLogin } from '../../src/layout/truncate';

describe('user menu login (§2, §9: truncated at 26 characters)', () => {
  it.each([
    ['ops@example.com', 'ops@example.com'],
    ['a'.repeat(26), 'a'.repeat(26)],
    ['a'.repeat(27), `${'a'.repeat(26)}…`],
    ['very.long.operator.login@example.com', 'very.long.operator.login@e…'],
    ['😀'.repeat(30), `${'😀'.repeat(26)}…`],
  ])('%s → %s', (login, shown) => {
    expect(truncateLogin(login)).toBe(shown);
  });

  it('uses the spec constant', () => {
    expect(LOGIN_MAX_CHARS).toBe(26);
  });
});
