import { en } from './en';
import { interpolate, lookup } from './merge';

export type TranslateArgs = Readonly<Record<string, unknown>> & { readonly _?: string };

/**
 * Translation for the light front door (no react-admin). A key missing from the catalogue falls
 * back to `_`, else to the key itself: server texts travel through the same path unchanged.
 */
export function translate(key: string, args?: TranslateArgs): string {
  return interpolate(lookup(en, key) ?? args?._ ?? key, args);
}
