import { createContext } from 'react';
import type { RaRecord } from 'react-admin';

/**
 * What a row's link fetches ahead when the pointer rests on the row or presses it (issue 30): the
 * list that draws the rows provides it; none, nothing is fetched.
 */
export const RowIntentContext = createContext<((record: RaRecord) => void) | null>(null);
