import { createContext } from 'react';
import type { PageDef } from '../../model/types';

export type ListPage = Extract<PageDef, { kind: 'list' }>;
export type ShowPage = Extract<PageDef, { kind: 'show' }>;
export type FormPage = Extract<PageDef, { kind: 'create' | 'edit' }>;
export type SettingsPage = Extract<PageDef, { kind: 'settings' }>;
export type TabsPage = Extract<PageDef, { kind: 'tabs' }>;
export type DashboardPage = Extract<PageDef, { kind: 'dashboard' }>;

/**
 * True for a page drawn inside another (a tab). react-admin lists rewrite the whole query string,
 * which would drop the tab the URL remembers, so an embedded list keeps its params in the store only.
 */
export const EmbeddedPageContext = createContext(false);
