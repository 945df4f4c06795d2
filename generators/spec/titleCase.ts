import type { RawMenuItem, RawMenus } from '../raw.js';
import type { Segment, SourceFile } from '../source.js';
import type { Context } from '../passes/context.js';
import { SPEC_TITLES } from './defaults.js';
import type { Warn } from './grants.js';

/** Words Title Case keeps small inside a title (articles, conjunctions, short prepositions). */
const MINOR = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'but',
  'by',
  'for',
  'from',
  'in',
  'into',
  'nor',
  'of',
  'on',
  'or',
  'per',
  'the',
  'to',
  'via',
  'vs',
  'with',
]);

/**
 * The title in Title Case, as §2 writes its titles ("User Data", "Set Up Web3 Loyalty", "Tap to
 * Earn"): every word capitalised but the minor ones inside the title. Only words written in small
 * letters throughout are changed, so names such as "iOS", "eBay" or "KYC" stay as written.
 */
export function titleCased(title: string): string {
  const words = title.split(' ');
  return words
    .map((word, i) => {
      const m = /^([("']?)([a-z]+(?:[-'][a-z]+)*)([.,:;!?)]*)$/.exec(word);
      if (!m) return word;
      const [, open = '', body = '', close = ''] = m;
      const inside = i > 0 && i < words.length - 1;
      if (inside && MINOR.has(body)) return word;
      return (
        open +
        body.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase()) +
        close
      );
    })
    .join(' ');
}

/**
 * Page titles, tab labels and menu labels (items, dropdowns, sidebar groups) in Title Case
 * (`W012 <route>` / `W012 <route>.<tab>` / `W012 <menu>.<item or group id>`). A title §2 names is
 * left to W005, since the spec's own words win ("Coming soon").
 */
export function titleCaseWarnings(ctx: Context, warn: Warn): void {
  const check = (
    src: SourceFile,
    path: readonly Segment[],
    subject: string,
    what: string,
    text: string | undefined,
  ): void => {
    if (text === undefined) return;
    const cased = titleCased(text);
    if (cased !== text)
      warn(
        src,
        path,
        'titleCase',
        subject,
        `${what} '${text}' is not in Title Case, as §2 writes its titles; it would read '${cased}'`,
        { hint: `write '${cased}'` },
      );
  };
  const specTitles = new Map(SPEC_TITLES);
  for (const { src, index, raw } of ctx.routeList) {
    if (specTitles.get(raw.name) !== raw.title)
      check(src, ['routes', index, 'title'], raw.name, `${raw.name}'s title`, raw.title);
    const page = raw.page;
    if (page?.kind === 'tabs')
      page.tabs.forEach((tab, t) =>
        check(
          src,
          ['routes', index, 'page', 'tabs', t, 'label'],
          `${raw.name}.${tab.id}`,
          `${raw.name}'s tab`,
          tab.label,
        ),
      );
  }
  const menus = (ctx.files.menus.data as RawMenus).menus;
  for (const [menuId, menu] of Object.entries(menus)) {
    const visit = (item: RawMenuItem, path: readonly Segment[]): void => {
      check(
        ctx.files.menus,
        [...path, 'label'],
        `${menuId}.${item.route ?? item.id ?? ''}`,
        `${menuId}'s item`,
        item.label,
      );
      item.children?.forEach((child, c) => visit(child, [...path, 'children', c]));
    };
    menu.groups.forEach((group, g) => {
      const at: Segment[] = ['menus', menuId, 'groups', g];
      check(
        ctx.files.menus,
        [...at, 'label'],
        `${menuId}.${group.id}`,
        `${menuId}'s group`,
        group.label,
      );
      group.items.forEach((item, i) => visit(item, [...at, 'items', i]));
    });
  }
}
