import { describe, expect, it } from 'vitest';
import type { ColumnDef } from '../../src/model/types';
import { csvField, toCsv } from '../../src/renderers/list/csvExport';
import { translate } from '../../src/i18n/translate';

const columns: ColumnDef[] = [
  { field: 'id', label: 'ID', type: 'number', sortable: true },
  { field: 'login', label: 'Login', type: 'email', sortable: true },
  { field: 'profile.name', label: 'Name', type: 'text', sortable: false },
];

describe('toCsv', () => {
  it('writes a header of the column labels and only the declared columns, in order', () => {
    const csv = toCsv(
      [{ id: 1, login: 'a@x.io', profile: { name: 'Ann' }, secret: 'not exported' }],
      columns,
      (c) => c.label,
    );
    expect(csv).toBe('ID,Login,Name\r\n1,a@x.io,Ann');
  });

  it('writes missing values as empty cells', () => {
    expect(toCsv([{ id: 2 }], columns, (c) => c.label)).toBe('ID,Login,Name\r\n2,,');
  });

  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rlf', '"cr\rlf"'],
  ])('escapes %j as %j (RFC 4180)', (text, expected) => {
    expect(csvField(text)).toBe(expected);
  });

  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['safe=1', 'safe=1'],
  ])('neutralises a formula-looking string %j as %j', (text, expected) => {
    const csv = toCsv([{ id: 1, login: text }], columns.slice(0, 2), (c) => c.label);
    expect(csv.split('\r\n')[1]).toBe(`1,${expected}`);
  });

  it('keeps negative numbers as numbers (only strings can carry a formula)', () => {
    expect(toCsv([{ id: -5 }], columns.slice(0, 1), (c) => c.label)).toBe('ID\r\n-5');
  });

  it('guards headers too, since labels come from editable YAML', () => {
    expect(
      toCsv([], [{ field: 'x', label: '=x', type: 'text', sortable: false }], (c) => c.label),
    ).toBe("'=x");
  });

  it('writes a status in the words its chip shows, and numbers and dates raw for the spreadsheet', () => {
    const cols: ColumnDef[] = [
      { field: 'status', label: 'Status', type: 'status', sortable: true },
      { field: 'amount', label: 'Amount', type: 'money', sortable: true },
      { field: 'createdAt', label: 'Created', type: 'datetime', sortable: true },
    ];
    const label = (key: string, code: string) => translate(key, { _: code });
    const csv = toCsv(
      [{ status: 'PENDING', amount: 13405.79, createdAt: '2026-11-03T14:05:00Z' }],
      cols,
      (c) => c.label,
      label,
    );
    expect(csv.split('\r\n')[1]).toBe(
      `${translate('renderers.status.PENDING')},13405.79,2026-11-03T14:05:00Z`,
    );
    expect(translate('renderers.status.PENDING')).not.toBe('PENDING');
  });
});
