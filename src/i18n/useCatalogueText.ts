import { useCallback } from 'react';
import { useTranslate } from 'ra-core';

export type TextArgs = Readonly<Record<string, string | number>>;
export type CatalogueText = (key: string, args?: TextArgs) => string;

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Translates through the app's i18nProvider, with this folder's English as the `_` default: the
 * text stays right even where the app catalogue has not merged it yet (tests, or a dialog rendered
 * outside `<Admin>`). A key found nowhere is shown as is, so server texts travel the same path.
 */
export function useCatalogueText(fallback: unknown): CatalogueText {
  const translate = useTranslate();
  return useCallback<CatalogueText>(
    (key, args) => translate(key, { ...args, _: lookup(fallback, key) ?? key }),
    [translate, fallback],
  );
}
