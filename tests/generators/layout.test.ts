import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { constant, literal, quote } from '../../generators/layout';

/** The generated modules' layout (no formatter run in `npm run generate`). */
describe('generated literals', () => {
  it.each([
    ['Users', "'Users'"],
    ["it's", '"it\'s"'],
    ['say "hi"', '\'say "hi"\''],
    ['both \' and "" here', "'both \\' and \"\" here'"],
    ['line\nbreak', "'line\\nbreak'"],
  ])('quotes %j as %s', (input, expected) => {
    expect(quote(input)).toBe(expected);
  });

  it('keeps a literal that fits on its line', () => {
    expect(literal({ a: 1, b: ['x', null], c: {} })).toBe("{ a: 1, b: ['x', null], c: {} }");
  });

  it('breaks a literal that does not fit, one entry a line, and quotes keys that need it', () => {
    const long = 'x'.repeat(90);
    expect(literal({ 'a-b': long, n: 1 })).toBe(`{\n  'a-b': '${long}',\n  n: 1,\n}`);
  });

  it('leaves out undefined entries', () => {
    expect(literal({ a: undefined, b: 2 })).toBe('{ b: 2 }');
  });

  // The committed files were Prettier's before; the layout keeps them as Prettier lays them out,
  // so a diff in review shows the schema change and nothing else.
  it.each([
    ['a short object', { name: 'Users', path: '/users', roles: ['ROLE_ADMIN'] }],
    [
      'nested lists and objects past the width',
      {
        routes: Array.from({ length: 4 }, (_, i) => ({
          name: `Route${i}`,
          path: `/some/rather/long/path/number/${i}`,
          roles: ['ROLE_ADMIN', 'ROLE_DEVELOPMENT', 'ROLE_PRODUCT', 'ROLE_MARKETING'],
          page: { kind: 'list', columns: [{ field: 'email', label: "User's e-mail" }] },
        })),
      },
    ],
  ])('lays out %s as Prettier does', async (_, value) => {
    const text = `${constant('VALUE', value, 'Readonly<Record<string, unknown>>')}\n`;
    const pretty = await format(text, {
      parser: 'typescript',
      singleQuote: true,
      trailingComma: 'all',
      printWidth: 100,
    });
    expect(text).toBe(pretty);
  });
});
