import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/app/console/i18nProvider';
import { MESSAGES_EN } from '../../src/generated/messages';
import { ROLES } from '../../src/generated/roles';
import { ROUTES } from '../../src/generated/routes';
import { interpolate, lookup, mergeCatalogues } from '../../src/i18n/merge';
import { en } from '../../src/i18n/en';
import { enFront } from '../../src/i18n/enFront';
import { installCatalogue, translate } from '../../src/i18n/translate';
import { COMMITTED } from '../schemaEdits/bundle';
import { textInvariants } from '../schemaEdits/invariants/texts';
import { catalogueKeys } from '../support/catalogueKeys';

// A text behind every title and label key the schema declares, back targets that exist: over the
// committed schema here, over an edited one in tenEdits. (The §2/§3 texts themselves are spec
// defaults `npm run generate` checks: W005, W006.)
textInvariants(COMMITTED);

describe('the one English catalogue', () => {
  it('holds the schema texts the shell shows, as the schema writes them, and §9 texts', () => {
    expect(translate('app.title')).toBe(lookup(MESSAGES_EN, 'app.title'));
    for (const route of ROUTES)
      expect([route.name, translate(route.title)]).toEqual([
        route.name,
        lookup(MESSAGES_EN, route.title),
      ]);
    expect(translate('shell.copied')).toBe('Copied to Clipboard');
  });

  // The light front door's translate reads the same catalogue the invariants check.
  it.each(ROLES.map((r) => [r.code, r.label]))('translate gives role %s a text (%s)', (_c, key) => {
    expect(translate(key)).not.toBe(key);
  });
});

describe("the front door's texts inside the console", () => {
  const frontKeys = catalogueKeys(enFront);

  // translate and the console's provider read these from the front catalogue (catalogueFor): the
  // console's copy must say the same, or that choice would change what a page shows.
  it('are in the console catalogue as the front door has them', () => {
    expect(frontKeys.length).toBeGreaterThan(0);
    const differ = frontKeys.filter((key) => lookup(en, key) !== lookup(enFront, key));
    expect(differ).toEqual([]);
  });

  it('are read from the front catalogue when the console holds an older copy (a save while the console loaded)', () => {
    const key = frontKeys[0]!;
    const older = mergeCatalogues(
      en,
      key.split('.').reduceRight<string | object>((v, k) => ({ [k]: v }), 'old text') as object,
    );
    expect(lookup(older, key)).toBe('old text');
    installCatalogue(older);
    try {
      expect(translate(key)).toBe(lookup(enFront, key));
    } finally {
      installCatalogue(en);
    }
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
