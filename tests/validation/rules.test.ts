import { describe, expect, it } from 'vitest';
import type { ValidatorRef } from '../../src/model/types';
import { check, ref, type Row } from './support';

/** §5, rule by rule: the value an operator types → the text shown under the field. */
const TABLES: readonly (readonly [ValidatorRef, readonly Row[]])[] = [
  [
    ref('required'),
    [
      ['', 'Value is required'],
      ['   ', 'Value is required'],
      ['\t\n', 'Value is required'],
      [undefined, 'Value is required'],
      [null, 'Value is required'],
      [[], 'Value is required'],
      [0, undefined],
      ['0', undefined],
      ['x', undefined],
      [' x ', undefined],
      [false, undefined],
    ],
  ],
  [ref('required', { label: 'Email' }), [['', 'Email is required']]],
  [
    ref('positiveNumber'),
    [
      ['', undefined],
      ['  ', undefined],
      [null, undefined],
      ['1', undefined],
      ['0.5', undefined],
      ['.5', undefined],
      ['007', undefined],
      [' 3 ', undefined],
      [1, undefined],
      ['0', 'Value should be positive number'],
      [0, 'Value should be positive number'],
      ['-0', 'Value should be positive number'],
      [-0, 'Value should be positive number'],
      ['-3', 'Value should be positive number'],
      ['abc', 'Value should be positive number'],
      ['1.', 'Value should be positive number'],
      ['1e3', 'Value should be positive number'],
    ],
  ],
  [
    ref('positiveNumber', { allowZero: true }),
    [
      ['0', undefined],
      [0, undefined],
      ['-0', undefined],
      [-1, 'Value should be positive number'],
      ['-0.1', 'Value should be positive number'],
    ],
  ],
  [
    ref('validNumber'),
    [
      ['12', undefined],
      ['007', undefined],
      ['.5', undefined],
      ['-0', undefined],
      ['+5', undefined],
      [' 12 ', undefined],
      [12, undefined],
      [0, undefined],
      ['', undefined],
      [null, undefined],
      [undefined, undefined],
      ['   ', 'Value should be a valid number'],
      ['1.', 'Value should be a valid number'],
      ['1e3', 'Value should be a valid number'],
      ['١٢', 'Value should be a valid number'],
      ['0x10', 'Value should be a valid number'],
      ['1,5', 'Value should be a valid number'],
      ['abc', 'Value should be a valid number'],
      ['-', 'Value should be a valid number'],
      ['.', 'Value should be a valid number'],
      [Number.NaN, 'Value should be a valid number'],
      [Number.POSITIVE_INFINITY, 'Value should be a valid number'],
    ],
  ],
  [ref('validNumber', { message: 'Enter an amount' }), [['x', 'Enter an amount']]],
  [
    ref('minLength'),
    [
      ['ab', 'Minimum 3 characters length'],
      ['abc', undefined],
      ['ab ', undefined],
      ['', undefined],
      ['   ', undefined],
      ['😀😀', 'Minimum 3 characters length'],
      ['ñáé', undefined],
      [12, 'Minimum 3 characters length'],
      [123, undefined],
    ],
  ],
  [ref('minLength', { min: 5 }), [['abcd', 'Minimum 5 characters length']]],
  [
    ref('maxLength', { max: 3 }),
    [
      ['abc', undefined],
      ['abcd', 'Max 3 symbols.'],
      ['😀😀😀', undefined],
      ['😀😀😀😀', 'Max 3 symbols.'],
      ['', undefined],
    ],
  ],
  [
    ref('integer'),
    [
      ['10', undefined],
      ['-0', undefined],
      ['007', undefined],
      [' 10 ', undefined],
      ['10.0', undefined],
      [10, undefined],
      ['', undefined],
      ['10.5', 'Value should be integer number'],
      [10.5, 'Value should be integer number'],
      ['x', 'Value should be integer number'],
      ['1.', 'Value should be integer number'],
      ['1e3', 'Value should be integer number'],
    ],
  ],
  [
    ref('minValue'),
    [
      ['-1', 'Value must be greater than or equal to 0'],
      [-0.01, 'Value must be greater than or equal to 0'],
      ['0', undefined],
      ['-0', undefined],
      ['', undefined],
      // Not a number: validNumber's message, not a misleading bound.
      ['abc', undefined],
    ],
  ],
  [
    ref('minValue', { min: 5 }),
    [
      ['4.99', 'Value must be greater than or equal to 5'],
      ['5', undefined],
    ],
  ],
  [
    ref('minValue', { min: -10 }),
    [
      ['-10', undefined],
      ['-10.5', 'Value must be greater than or equal to -10'],
    ],
  ],
  [
    ref('maxValue'),
    [
      ['1000', undefined],
      ['0999', undefined],
      ['1000.01', 'Value must be less than or equal to 1000'],
      [1001, 'Value must be less than or equal to 1000'],
      ['', undefined],
      ['abc', undefined],
    ],
  ],
  [ref('maxValue', { max: 10 }), [['11', 'Value must be less than or equal to 10']]],
  [
    ref('maxDecimals', { max: 2 }),
    [
      ['1.23', undefined],
      ['1', undefined],
      [1.5, undefined],
      ['1.234', 'Max 2 digits after floating point'],
      ['.123', 'Max 2 digits after floating point'],
      [1.234, 'Max 2 digits after floating point'],
      [1e-7, 'Max 2 digits after floating point'],
      ['', undefined],
      ['abc', undefined],
    ],
  ],
  [
    ref('maxDecimals', { max: 0 }),
    [
      ['5', undefined],
      [1e21, undefined],
      ['5.0', 'Max 0 digits after floating point'],
    ],
  ],
  [
    ref('url'),
    [
      ['', undefined],
      ['https://example.com/path?q=1', undefined],
      ['http://localhost:3000', undefined],
      ['http://192.168.0.1:8080/x', undefined],
      ['https://пример.рф', undefined],
      ['tg://resolve?domain=channel', undefined],
      ['example.com', 'Please enter valid URL'],
      ['https://', 'Please enter valid URL'],
      ['https://exa mple.com', 'Please enter valid URL'],
      [' https://example.com', 'Please enter valid URL'],
      ['mailto:ops@example.com', 'Please enter valid URL'],
      ['javascript://example.com/%0aalert(1)', 'Please enter valid URL'],
    ],
  ],
  [
    ref('urlPath'),
    [
      ['', undefined],
      ['/', undefined],
      ['/path/', undefined],
      ['/a/b?x=1#top', undefined],
      ['/a%20b', undefined],
      ['/?q=a/b?c', undefined],
      ['/#', undefined],
      ['a/b', 'Please enter valid URL path'],
      ['/a b', 'Please enter valid URL path'],
      ['/a%2', 'Please enter valid URL path'],
      ['/a%zz', 'Please enter valid URL path'],
      ['//evil.example.com', 'Please enter valid URL path'],
      ['/café', 'Please enter valid URL path'],
    ],
  ],
  [
    ref('refererUrl'),
    [
      ['', undefined],
      ['https://shop.example.com/', undefined],
      ['https://shop.example.com/app/', undefined],
      ['http://localhost:3000/', undefined],
      ['https://shop.example.com', 'Please enter valid referer URL'],
      ['https://shop.example.com/app', 'Please enter valid referer URL'],
      ['ftp://shop.example.com/', 'Please enter valid referer URL'],
      ['https:///', 'Please enter valid referer URL'],
      ['shop.example.com/', 'Please enter valid referer URL'],
      ['//shop.example.com/', 'Please enter valid referer URL'],
    ],
  ],
  [
    ref('ip'),
    [
      ['', undefined],
      ['192.168.0.1', undefined],
      ['0.0.0.0/0', undefined],
      ['10.0.0.0/32', undefined],
      ['10.0.0.0/33', 'Invalid IP format'],
      ['256.1.1.1', 'Invalid IP format'],
      ['010.0.0.1', 'Invalid IP format'],
      ['1.2.3', 'Invalid IP format'],
      ['::1', undefined],
      ['::', undefined],
      ['::ffff:1.2.3.4', undefined],
      ['2001:db8::/0', undefined],
      ['2001:db8::/128', undefined],
      ['2001:db8::/129', 'Invalid IP format'],
      // Zone ids only mean something on one host: refused.
      ['fe80::1%eth0', 'Invalid IP format'],
      ['10.0.0.1/08', 'Invalid IP format'],
      ['10.0.0.1/', 'Invalid IP format'],
      ['10.0.0.1/-1', 'Invalid IP format'],
      ['10.0.0.1/24/8', 'Invalid IP format'],
      [' 10.0.0.1', 'Invalid IP format'],
      ['localhost', 'Invalid IP format'],
    ],
  ],
  [
    ref('email'),
    [
      ['', undefined],
      ['ops@example.com', undefined],
      ['first.last+tag@sub.example.co', undefined],
      ['ünï@example.com', undefined],
      ['ops@', 'Email must be valid'],
      ['@example.com', 'Email must be valid'],
      ['ops example.com', 'Email must be valid'],
      ['a..b@example.com', 'Email must be valid'],
      ['ops@localhost', 'Email must be valid'],
      [' ops@example.com', 'Email must be valid'],
    ],
  ],
  [
    ref('latinDigitsHyphen'),
    [
      ['', undefined],
      ['my-widget-2', undefined],
      ['ABC', undefined],
      ['straße', 'Only latin letters and number available'],
      ['тест', 'Only latin letters and number available'],
      ['a_b', 'Only latin letters and number available'],
      ['a b', 'Only latin letters and number available'],
    ],
  ],
  [
    ref('telegramChannel'),
    [
      ['', undefined],
      ['@my_channel-1', undefined],
      ['@', 'Invalid telegram channel'],
      ['my_channel', 'Invalid telegram channel'],
      ['@my channel', 'Invalid telegram channel'],
      ['@канал', 'Invalid telegram channel'],
      ['@@chan', 'Invalid telegram channel'],
      [' @chan', 'Invalid telegram channel'],
    ],
  ],
  [
    ref('password'),
    [
      ['', undefined],
      ['Abcdefg1', undefined],
      ['Пароль123', undefined],
      ['Abc defg1', 'No blank spaces allowed'],
      ['Abcdefg1 ', 'No blank spaces allowed'],
      ['Abc\tdefg1', 'No blank spaces allowed'],
      ['Abcdefgh', 'At least one digit'],
      ['abcdefg1', 'At least one uppercase and one lowercase letter'],
      ['ABCDEFG1', 'At least one uppercase and one lowercase letter'],
      ['12345678', 'At least one uppercase and one lowercase letter'],
      ['Abcde1', 'At least 8 characters'],
      // Several rules unmet: the first in §5 order is shown.
      ['ab c', 'No blank spaces allowed'],
      ['abc', 'At least one digit'],
      ['ab1', 'At least one uppercase and one lowercase letter'],
    ],
  ],
  [
    ref('ticker'),
    [
      ['', 'Brand points symbol is required'],
      ['   ', 'Brand points symbol is required'],
      ['AB C', 'No blank space available'],
      [' ABC', 'No blank space available'],
      ['ABC', undefined],
      ['abc', undefined],
      ['A1B2C', undefined],
      ['ABCDE', undefined],
      ['ABC_s', undefined],
      ['ABC_d', undefined],
      ['ABC_t', undefined],
      ['ABCD_d1', undefined],
      ['ABCDE_t9', undefined],
      ['AB_t', 'Minimum 3 characters length'],
      ['_s', 'Minimum 3 characters length'],
      ['ABCDEF', 'Max 5 symbols.'],
      ['ABCDEF_s', 'Max 5 symbols.'],
      ['AB$C', 'Only latin letters and number available'],
      ['ABC_x', 'Only latin letters and number available'],
      ['ABC_S', 'Only latin letters and number available'],
      ['ABC_s12', 'Only latin letters and number available'],
      ['ÄBC', 'Only latin letters and number available'],
    ],
  ],
  [
    ref('unique', { label: 'Code' }),
    [
      [['a', 'b'], undefined],
      [['a', 'A '], 'Code must be unique'],
      [[1, '1'], 'Code must be unique'],
      [[], undefined],
      [['', '  ', 'a'], undefined],
      [[{ code: 'a' }, { code: 'b' }], undefined],
      [
        [
          { code: 'a', n: 1 },
          { n: 1, code: 'a' },
        ],
        'Code must be unique',
      ],
      // A single value outside a list has nothing to clash with.
      ['abc', undefined],
    ],
  ],
  [ref('unique'), [[['x', 'x'], 'Value must be unique']]],
];

describe('§5 validators', () => {
  describe.each(TABLES.map(([r, rows]) => [JSON.stringify(r), r, rows] as const))(
    '%s',
    (_name, r, rows) => {
      it.each(
        rows.map(([value, expected]) => [
          `${JSON.stringify(value) ?? 'undefined'} → ${expected ?? 'accepted'}`,
          value,
          expected,
        ]),
      )('%s', (_title, value, expected) => {
        expect(check(r, value)).toBe(expected);
      });
    },
  );
});

describe('unique on an input inside a list (react-admin passes the form values and the source)', () => {
  const codes = { codes: [{ value: 'a' }, { value: 'A' }, { value: 'b' }, { value: '' }] };

  it.each([
    ['codes.0.value', 'a', 'Code must be unique'],
    ['codes.1.value', 'A', 'Code must be unique'],
    ['codes.2.value', 'b', undefined],
    ['codes.3.value', '', undefined],
  ])('%s = %j → %s', (source, value, expected) => {
    expect(check(ref('unique', { label: 'Code' }), value, codes, source)).toBe(expected);
  });

  it('compares a list of plain values', () => {
    const values = { tags: ['x', 'y', 'x'] };
    expect(check(ref('unique'), 'x', values, 'tags.2')).toBe('Value must be unique');
    expect(check(ref('unique'), 'y', values, 'tags.1')).toBeUndefined();
  });

  it('compares within the innermost list only', () => {
    const values = {
      rewards: [{ tiers: [{ name: 'gold' }] }, { tiers: [{ name: 'gold' }, { name: 'silver' }] }],
    };
    expect(check(ref('unique'), 'gold', values, 'rewards.1.tiers.0.name')).toBeUndefined();
    const clash = { rewards: [{ tiers: [{ name: 'gold' }, { name: 'Gold' }] }] };
    expect(check(ref('unique'), 'gold', clash, 'rewards.0.tiers.0.name')).toBe(
      'Value must be unique',
    );
  });

  it('passes an input that is not inside a list', () => {
    expect(check(ref('unique'), 'a', { name: 'a' }, 'name')).toBeUndefined();
  });
});
