import { describe, expect, it } from 'vitest';
import type { ColumnDef, DisplayType } from '../../src/model/types';
import { needsLabel, smallScreenTexts } from '../../src/renderers/list/smallScreenTexts';

const col = (
  field: string,
  type: DisplayType = 'text',
  link?: string,
  extra: Partial<ColumnDef> = {},
): ColumnDef => ({
  field,
  label: field,
  type,
  sortable: true,
  ...(link ? { link } : {}),
  ...extra,
});

const detailFields = (
  columns: readonly ColumnDef[],
  declared?: Parameters<typeof smallScreenTexts>[1],
) => smallScreenTexts(columns, declared)?.details.map((c) => c.field);

const fields = (
  columns: readonly ColumnDef[],
  declared?: Parameters<typeof smallScreenTexts>[1],
) => {
  const t = smallScreenTexts(columns, declared);
  return t && [t.primary.field, t.secondary?.field, t.tertiary?.field];
};

describe('a phone row’s texts (defaults when the list declares none)', () => {
  it.each([
    {
      what: 'words first, then the next words, then the status',
      columns: [
        col('id'),
        col('login', 'email'),
        col('name'),
        col('status', 'enum'),
        col('createdAt', 'datetime'),
      ],
      expected: ['login', 'name', 'status'],
    },
    {
      what: 'an enum names the row when no text does; another record’s id reads second',
      columns: [
        col('id'),
        col('userId', 'text', 'UserData'),
        col('type', 'enum'),
        col('status', 'status'),
        col('createdAt', 'datetime'),
      ],
      expected: ['type', 'userId', 'status'],
    },
    {
      what: 'no status: the date goes at the end',
      columns: [
        col('id'),
        col('code'),
        col('userLogin', 'email'),
        col('uses', 'number'),
        col('createdAt', 'datetime'),
      ],
      expected: ['code', 'userLogin', 'createdAt'],
    },
    {
      what: 'only a date besides: it is the end text, nothing second',
      columns: [col('name'), col('createdAt', 'date')],
      expected: ['name', undefined, 'createdAt'],
    },
    {
      what: 'no words at all: the first column leads',
      columns: [col('amount', 'money'), col('points', 'number')],
      expected: ['amount', 'points', undefined],
    },
  ])('$what', ({ columns, expected }) => {
    expect(fields(columns)).toEqual(expected);
  });

  it('takes the declared texts, in their places', () => {
    const columns = [col('id'), col('login', 'email'), col('name'), col('createdAt', 'datetime')];
    expect(fields(columns, { primary: 'name', secondary: 'id', tertiary: 'createdAt' })).toEqual([
      'name',
      'id',
      'createdAt',
    ]);
    expect(fields(columns, { primary: 'name' })).toEqual(['name', undefined, undefined]);
  });

  it('falls back to the defaults when the declared primary is not a column', () => {
    const columns = [col('id'), col('login', 'email'), col('name')];
    expect(fields(columns, { primary: 'gone' })).toEqual(['login', 'name', undefined]);
  });

  it('adds every address column not otherwise shown as a detail line (a proof to judge by)', () => {
    const columns = [
      col('title'),
      col('userLogin', 'email'),
      col('proof', 'url'),
      col('document', 'url'),
      col('status', 'status'),
    ];
    expect(fields(columns)).toEqual(['title', 'userLogin', 'status']);
    expect(detailFields(columns)).toEqual(['proof', 'document']);
    expect(detailFields([col('name'), col('createdAt', 'date')])).toEqual([]);
  });

  it('takes the declared details in their order, leaving out names that are not columns', () => {
    const columns = [col('title'), col('proof', 'url'), col('createdAt', 'datetime')];
    expect(
      detailFields(columns, { primary: 'title', details: ['createdAt', 'gone', 'proof'] }),
    ).toEqual(['createdAt', 'proof']);
    // Declared texts are the author's choice: no address is added to them.
    expect(detailFields(columns, { primary: 'title' })).toEqual([]);
  });

  it('has nothing to show for a list without columns', () => {
    expect(smallScreenTexts([])).toBeUndefined();
  });

  it.each([
    ['a number', true, col('points', 'number')],
    ['money', true, col('amount', 'money')],
    ['another record’s id', true, col('userId')],
    [
      'a reference to another record',
      true,
      col('owner', 'text', undefined, {
        reference: { resource: 'users', show: 'login' },
      }),
    ],
    ['a link to another record’s page', true, col('userLogin', 'email', 'UserData')],
    ['words', false, col('name')],
    ['a date', false, col('createdAt', 'date')],
  ])('%s is shown with its column name: %s', (_what, labelled, column) => {
    expect(needsLabel(column)).toBe(labelled);
  });
});
