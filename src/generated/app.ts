// generated from schema/ — do not edit; run `npm run generate`
import type { AppDef } from '../model/types';

export const APP = {
  title: 'app.title',
  adminHost: { prefix: 'admin', excludePrefix: 'admin-fnc' },
  adminFlagStorageKey: 'admin',
  tokenStorageKey: 'auth_token',
  defaultLanguage: 'en',
} as const satisfies AppDef;
