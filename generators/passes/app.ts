import type { AppDef } from '../../src/model/types.js';
import type { RawApp } from '../raw.js';
import type { Context } from './context.js';

export function appPass(ctx: Context): AppDef {
  const src = ctx.files.app;
  const raw = src.data as RawApp;
  return {
    title: ctx.msgs.add('app.title', raw.title, src, ['title']),
    adminHost: { prefix: raw.adminHost.prefix, excludePrefix: raw.adminHost.excludePrefix },
    adminFlagStorageKey: raw.adminFlagStorageKey,
    tokenStorageKey: raw.tokenStorageKey,
    defaultLanguage: raw.defaultLanguage,
  };
}
