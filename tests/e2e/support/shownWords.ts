import type { Page } from 'playwright-core';
import { en } from '../../../src/i18n/en';
import { catalogueKeys } from '../../support/catalogueKeys';

/** The catalogue's top-level names (`moderation`, `renderers`…) and react-admin's (`ra`). */
const NAMESPACES = [...Object.keys(en), 'ra'];
const KNOWN_KEYS = catalogueKeys(en);

/**
 * What a reader must never meet in the page's visible text or in a control's accessible name
 * (aria-label, title, alt, placeholder): a message key — one of the catalogue's, or a key-shaped
 * word under one of its names that has no text (`moderation.actions.selectRow`) — or an
 * UPPER_SNAKE code (`REWARD_CLAIM`). Read from the DOM's text nodes, not `innerText`: a button's
 * CSS upper-casing is a style, not a code. What a field holds is the user's, not drawn words.
 */
export async function keysAndCodesShown(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ namespaces, known }) => {
      const keys = new Set(known);
      // Not part of an address (an e-mail, a host, a path): nothing word-like or `@/:.` around it.
      const keyShaped = new RegExp(
        `(?<![\\w@/:.-])(?:${namespaces.join('|')})(?:\\.[A-Za-z_][\\w-]*){2,}(?![\\w/.@-])`,
        'g',
      );
      const snake = /(?<![\w@/.-])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?![\w/.@-])/g;
      const found = new Set<string>();
      const judge = (text: string, where: string) => {
        for (const word of text.match(/[\w.-]+/g) ?? [])
          if (keys.has(word)) found.add(`message key "${word}" in ${where}`);
        for (const m of text.match(keyShaped) ?? []) found.add(`message key "${m}" in ${where}`);
        for (const m of text.match(snake) ?? []) found.add(`code "${m}" in ${where}`);
      };
      const quote = (t: string) => `"${t.trim().replace(/\s+/g, ' ').slice(0, 80)}"`;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent ?? '';
        if (!parent || !/[._]/.test(text)) continue;
        if (parent.closest('input, textarea, select, script, style, [contenteditable="true"]'))
          continue;
        if (!parent.checkVisibility()) continue;
        judge(text, `text ${quote(text)}`);
      }
      for (const el of document.body.querySelectorAll(
        '[aria-label], [title], [alt], [placeholder]',
      )) {
        if (!el.checkVisibility() && !(el instanceof HTMLInputElement)) continue;
        for (const attr of ['aria-label', 'title', 'alt', 'placeholder']) {
          const value = el.getAttribute(attr);
          if (value && /[._]/.test(value)) judge(value, `${attr} ${quote(value)}`);
        }
      }
      return [...found];
    },
    { namespaces: NAMESPACES, known: KNOWN_KEYS },
  );
}
