import { useCallback } from 'react';
import { translate } from './translate';

export type TextArgs = Readonly<Record<string, string | number>>;
export type Translate = (key: string, args?: TextArgs) => string;

/**
 * Translation for the hand-built pages from the one catalogue (src/i18n), usable on BLANK pages
 * since it does not need react-admin. A key that is not in the catalogue is shown as is: server
 * texts travel through the same path.
 */
export function useText(): Translate {
  return useCallback<Translate>((key, args) => translate(key, args), []);
}
