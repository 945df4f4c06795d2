import { createContext } from 'react';

/**
 * The route a clicked row opens, given by the list that draws the rows: the table body fetches its
 * page ahead when the pointer rests on a row or presses it (issue 30). None, nothing is fetched.
 */
export const RowRouteContext = createContext<string | undefined>(undefined);
