import { useCallback } from 'react';
import { pagesMessagesEn } from './messages.en';

export type TextArgs = Readonly<Record<string, string | number>>;
export type Translate = (key: string, args?: TextArgs) => string;

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Polyglot-style `%{name}` interpolation, so the same strings work with ra-i18n-polyglot. */
export function interpolate(text: string, args?: TextArgs): string {
  if (!args) return text;
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in args ? String(args[name]) : whole,
  );
}

/** A key that is not in the catalogue is shown as is: server texts travel through the same path. */
export function translateWith(catalogue: unknown): Translate {
  return (key, args) => interpolate(lookup(catalogue, key) ?? key, args);
}

const translate = translateWith(pagesMessagesEn);

/** Translation for the hand-built pages; usable on BLANK pages since it does not need react-admin. */
export function useText(): Translate {
  return useCallback<Translate>((key, args) => translate(key, args), []);
}
