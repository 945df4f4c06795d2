import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/app/console/i18nProvider';
import { MENUS } from '../../src/generated/menus';
import { ROLES } from '../../src/generated/roles';
import { ROUTES } from '../../src/generated/routes';
import { en } from '../../src/i18n/en';
import { interpolate, lookup, mergeCatalogues } from '../../src/i18n/merge';
import { translate } from '../../src/i18n/translate';
import type { MenuItemDef } from '../../src/model/types';

const menuLabels = (items: readonly MenuItemDef[]): string[] =>
  items.flatMap((i) => [i.label, ...menuLabels(i.children ?? [])]);

describe('the one English catalogue', () => {
  it.each(ROUTES.map((r) => [r.name, r.title]))('route %s has its title (%s)', (_, key) => {
    expect(lookup(en, key)).toEqual(expect.any(String));
  });

  it.each(Object.values(MENUS).flatMap((m) => m.groups.flatMap((g) => menuLabels(g.items))))(
    'menu label %s is a text',
    (key) => expect(lookup(en, key)).toEqual(expect.any(String)),
  );

  it('holds the §2/§3/§9 texts the shell shows', () => {
    expect(translate('app.title')).toBe('Admin Panel');
    expect(translate('routes.Forbidden.title')).toBe('Access Forbidden');
    expect(translate('routes.NotFound.title')).toBe('Page Not Found');
    expect(translate('routes.CreditCost.title')).toBe('Credit Cost');
    expect(translate('shell.copied')).toBe('Copied to Clipboard');
    expect(ROLES.map((r) => translate(r.label))).toEqual([
      'Super Admin',
      'Admin (registration)',
      'Reset Password',
      'Admin',
      'Developer',
      'Marketer',
      'Product',
      'Support',
      'Moderator',
    ]);
  });
});

describe('translate (light front door)', () => {
  it('interpolates polyglot-style %{name} arguments', () => {
    expect(interpolate('Minimum %{n} characters length', { n: 3 })).toBe(
      'Minimum 3 characters length',
    );
    expect(interpolate('Keeps %{unknown} as is', { n: 3 })).toBe('Keeps %{unknown} as is');
  });

  it('shows a server text unchanged and falls back to `_` for a missing key', () => {
    expect(translate('Invalid credentials')).toBe('Invalid credentials');
    expect(translate('routes.Nope.title', { _: 'Admin Panel' })).toBe('Admin Panel');
  });

  it('merges catalogues deeply, a later part winning on a clash', () => {
    const merged = mergeCatalogues({ a: { b: 'one', c: 'two' } }, { a: { c: 'three' }, d: 'four' });
    expect(merged).toEqual({ a: { b: 'one', c: 'three' }, d: 'four' });
  });
});

describe("console i18nProvider (react-admin's useTranslate)", () => {
  it("reads the same catalogue through the same function, plus react-admin's own texts", () => {
    expect(i18nProvider.translate('routes.UserData.title')).toBe(
      translate('routes.UserData.title'),
    );
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
    expect(i18nProvider.translate('Server said no')).toBe('Server said no');
  });

  it("picks react-admin's English plural form by smart_count", () => {
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe(
      '1 item selected',
    );
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe(
      '3 items selected',
    );
  });

  it('keeps react-admin texts out of the front door catalogue', () => {
    expect(translate('ra.action.save')).toBe('ra.action.save');
  });
});
