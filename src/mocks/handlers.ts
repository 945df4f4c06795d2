/**
 * `createHandlers`: msw handlers for every endpoint of spec §7 and api-contract.md, over one shared
 * database. Used unchanged by the browser worker, msw/node in unit tests and the browser tests.
 */
import type { HttpHandler } from 'msw';
import type { MockDb } from './db';
import { adminHandlers } from './handlers/admin';
import { audienceHandlers } from './handlers/audience';
import { authHandlers } from './handlers/auth';
import { billingHandlers } from './handlers/billing';
import { categoryHandlers } from './handlers/categories';
import { createRoute, fallback, type RouteEnv } from './handlers/http';
import { moderationHandlers } from './handlers/moderation';
import { operatorHandlers } from './handlers/operator';
import { pageHandlers } from './handlers/pages';
import { recordHandlers } from './handlers/records';
import { completingSchema } from './schemaCompletion';
import { web3Handlers } from './handlers/web3';

export interface HandlerOptions {
  db: MockDb;
  /** API origin (and optional path) the console calls; '' = the page's own origin. */
  baseUrl?: string;
  /** Called after every successful mutation (the browser saves the database). */
  onChange?: () => void;
  /** Clock for token expiry and dates; tests pin it. */
  now?: () => number;
}

export function createHandlers(options: HandlerOptions): HttpHandler[] {
  const env: RouteEnv = {
    db: options.db,
    baseUrl: options.baseUrl ?? '',
    now: options.now ?? Date.now,
    onChange: options.onChange ?? (() => undefined),
  };
  const route = createRoute(env);
  const modelled = [
    ...authHandlers(route),
    ...operatorHandlers(route),
    ...billingHandlers(route),
    ...web3Handlers(route),
    // Before the page handlers: the record writes (POST missions among them) are served here.
    ...recordHandlers(route),
    ...categoryHandlers(route),
    ...audienceHandlers(route),
    ...moderationHandlers(route),
    ...pageHandlers(route),
    ...adminHandlers(route),
  ];
  // What the schema declares beyond the modelled answers: fields they lack, endpoints they lack.
  return [completingSchema(env, modelled), ...modelled, fallback(env)];
}
