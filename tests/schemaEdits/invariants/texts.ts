/**
 * Text invariants over any generated data: a text behind every title and label key the schema
 * declares (so a new role or page shows words, never a key), and back targets that exist. The §3
 * labels, the titles and back targets §2 names are spec defaults that `npm run generate` checks
 * (W002, W005, W006), not the tests.
 */
import { describe, expect, it } from 'vitest';
import { dataMessagesEn } from '../../../src/i18n/en/data';
import { consolePagesMessagesEn } from '../../../src/i18n/en/consolePages';
import { pagesMessagesEn } from '../../../src/i18n/en/pages';
import { renderersMessagesEn } from '../../../src/i18n/en/renderers';
import { shellMessagesEn } from '../../../src/i18n/en/shell';
import { dialogsMessagesEn } from '../../../src/i18n/en/ui';
import { validationMessagesEn } from '../../../src/i18n/en/validation';
import { lookup, mergeCatalogues } from '../../../src/i18n/merge';
import type { MenuItemDef } from '../../../src/model/types';
import type { SchemaBundle } from '../bundle';

/** The catalogue src/i18n/en.ts builds, over this bundle's schema texts. */
export function catalogueOf(b: SchemaBundle) {
  return mergeCatalogues(
    b.messages,
    shellMessagesEn,
    renderersMessagesEn,
    dialogsMessagesEn,
    pagesMessagesEn,
    consolePagesMessagesEn,
    validationMessagesEn,
    dataMessagesEn,
  );
}

const menuLabels = (items: readonly MenuItemDef[]): string[] =>
  items.flatMap((i) => [i.label, ...menuLabels(i.children ?? [])]);

export function textInvariants(b: SchemaBundle): void {
  const catalogue = catalogueOf(b);
  const text = (key: string) => lookup(catalogue, key);
  const route = (name: string) => b.routes.find((r) => r.name === name);

  describe(`texts of ${b.label}`, () => {
    it('the default page title has a text', () => {
      expect(text(b.app.title)).toEqual(expect.stringMatching(/\S/));
    });

    const keys = [
      ...b.roles.map((r) => ['role', r.code, r.label] as const),
      ...b.routes.map((r) => ['route title', r.name, r.title] as const),
      ...Object.values(b.menus).flatMap((m) =>
        m.groups.flatMap((g) => [
          ...(g.label ? [['menu group', g.id, g.label] as const] : []),
          ...menuLabels(g.items).map((l) => ['menu label', m.id, l] as const),
        ]),
      ),
    ];
    it.each(keys)('%s %s has a text (%s)', (_kind, _name, key) => {
      expect(text(key)).toEqual(expect.stringMatching(/\S/));
    });
  });

  describe(`back targets of ${b.label}`, () => {
    it.each(b.routes.filter((r) => r.back).map((r) => [r.name, r.back as string]))(
      '%s goes back to a route that exists (%s)',
      (_name, back) => {
        expect(route(back)).toBeDefined();
      },
    );
  });
}
