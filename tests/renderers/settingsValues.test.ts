import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../src/model/types';
import {
  applyChanges,
  settingsBody,
  settingsForm,
} from '../../src/renderers/settings/settingsValues';
import { codeAsWords } from '../../src/i18n/format';

const numberField = (field: string, label: string): FieldDef => ({
  field,
  label: `fields.cost.${field}`,
  input: 'number',
  helperText: 'helpers.cost',
  validators: [
    { name: 'required', params: { label } },
    { name: 'maxValue', params: { max: 10 } },
  ],
});
/** A table page: one field per action the schema knows. */
const TABLE = {
  rows: { key: 'action', value: 'credits' },
  fields: [
    numberField('TAP', 'Tap'),
    numberField('MISSION', 'Mission'),
    numberField('REWARD', 'Reward'),
  ],
};

/** What the API holds: an action the console does not know, and not every one it knows. */
const RECEIVED = [
  { id: 'WEBHOOK', action: 'WEBHOOK', credits: 4, note: 'per call' },
  { id: 'REWARD', action: 'REWARD', credits: 2 },
  { id: 'TAP', action: 'TAP', credits: 1 },
];

describe('a table settings page edits the table the API returns', () => {
  it('one field per row received: known ones by the schema, in its order, then the others by their code', () => {
    const form = settingsForm(TABLE, RECEIVED);
    expect(form.fields.map((f) => [f.field, f.label])).toEqual([
      ['TAP', 'fields.cost.TAP'],
      ['REWARD', 'fields.cost.REWARD'],
      ['WEBHOOK', 'Webhook'],
    ]);
    expect(form.values).toEqual({ WEBHOOK: 4, REWARD: 2, TAP: 1 });
  });

  it('an action the console does not know is edited like the others, its validators naming it by code', () => {
    const webhook = settingsForm(TABLE, RECEIVED).fields.find((f) => f.field === 'WEBHOOK');
    expect(webhook).toEqual({
      field: 'WEBHOOK',
      label: 'Webhook',
      input: 'number',
      helperText: 'helpers.cost',
      validators: [
        { name: 'required', params: { label: 'Webhook' } },
        { name: 'maxValue', params: { max: 10 } },
      ],
    });
  });

  it('sends every row back in its place, with its other fields, and invents none', () => {
    const form = settingsForm(TABLE, RECEIVED);
    expect(settingsBody(TABLE, form, RECEIVED, { ...form.values, TAP: 3 })).toEqual([
      { id: 'WEBHOOK', action: 'WEBHOOK', credits: 4, note: 'per call' },
      { id: 'REWARD', action: 'REWARD', credits: 2 },
      { id: 'TAP', action: 'TAP', credits: 3 },
    ]);
  });

  it.each([
    ['a code with a dot', { action: 'PUSH.SENT', credits: 1 }],
    ['a repeated code', { action: 'TAP', credits: 9 }],
  ])('%s gets a field of its own and goes back as its row', (_, row) => {
    const received = [{ action: 'TAP', credits: 1 }, row, 'not a row'];
    const form = settingsForm(TABLE, received);
    const name = form.rowFields?.[1];
    expect(name).toMatch(/^\$row/);
    expect(form.fields.find((f) => f.field === name)?.label).toBe(codeAsWords(row.action));
    expect(settingsBody(TABLE, form, received, { ...form.values, [name!]: 5 })).toEqual([
      { action: 'TAP', credits: 1 },
      { ...row, credits: 5 },
      'not a row',
    ]);
  });

  it('an empty or missing table is an empty form, sent back empty', () => {
    for (const received of [[], undefined, { content: [] }]) {
      const form = settingsForm(TABLE, received);
      expect(form.fields).toEqual([]);
      expect(settingsBody(TABLE, form, received, {})).toEqual([]);
    }
  });
});

describe('an object settings page sends back the object received, with the changes', () => {
  const PAGE = { fields: [numberField('dailyLimit', 'Daily limit')] };
  const RECEIVED_OBJECT = {
    dailyLimit: 100,
    futureFlag: true,
    theme: { primary: '#111', extra: { radius: 4 } },
    tiers: [{ level: 1, bonus: 2, badge: 'gold' }],
  };

  it('keeps every field it does not show, nested ones too', () => {
    const form = settingsForm(PAGE, RECEIVED_OBJECT);
    expect(form.fields).toBe(PAGE.fields);
    expect(
      settingsBody(PAGE, form, RECEIVED_OBJECT, {
        dailyLimit: 250,
        theme: { primary: '#222' },
      }),
    ).toEqual({
      dailyLimit: 250,
      futureFlag: true,
      theme: { primary: '#222', extra: { radius: 4 } },
      tiers: [{ level: 1, bonus: 2, badge: 'gold' }],
    });
  });

  it.each([
    ['a value replaces a value', { a: 1 }, { a: 2 }, { a: 2 }],
    ['a cleared value is sent cleared', { a: 1 }, { a: null }, { a: null }],
    ['a list is the form’s list', { a: [1, 2] }, { a: [2] }, { a: [2] }],
    ['a new field is added', { a: 1 }, { b: 2 }, { a: 1, b: 2 }],
    [
      'deep keys merge',
      { a: { b: { c: 1, d: 2 } } },
      { a: { b: { c: 3 } } },
      { a: { b: { c: 3, d: 2 } } },
    ],
  ])('%s', (_, received, values, body) => {
    expect(applyChanges(received, values)).toEqual(body);
  });
});
