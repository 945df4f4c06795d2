/**
 * Starts error reporting (§8) from the runtime config. Loaded by src/main.tsx with a dynamic import
 * after the first screen, so the SDK is a chunk of its own that the login route never waits for.
 */
import * as Sentry from '@sentry/react';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { shouldStart } from './host';
import { buildRelease } from './release';
import { setCaughtErrorReporter } from './report';
import {
  DENY_URLS,
  IGNORE_ERRORS,
  TRACES_SAMPLE_RATE,
  beforeBreadcrumb,
  beforeSend,
} from './rules';
import { beforeSendSpan, scrubEnvelope } from './spans';

let started = false;

/** True when reporting started; false when the config or the host says not to (§8). */
export function startMonitoring(
  config: Pick<RuntimeConfig, 'sentryDsn' | 'environment'>,
  host: string = window.location.hostname,
): boolean {
  if (started) return true;
  if (!config.sentryDsn || !shouldStart(host)) return false;
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.environment,
    release: buildRelease(),
    tracesSampleRate: TRACES_SAMPLE_RATE,
    integrations: [Sentry.browserTracingIntegration()],
    ignoreErrors: IGNORE_ERRORS,
    denyUrls: DENY_URLS,
    beforeSend,
    beforeBreadcrumb,
    // Spans are streamed (the SDK's default, named so a change of default cannot switch the hook
    // off): beforeSendSpan sees every span; beforeSendTransaction would never run.
    traceLifecycle: 'stream',
    beforeSendSpan,
    // The console's own code matches on error messages ("Failed to fetch"): leave them as thrown.
    enhanceFetchErrorMessages: 'report-only',
    // Nothing about the person beyond what beforeSend lets through: no cookies, headers or bodies.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [] },
  });
  Sentry.getClient()?.on('beforeEnvelope', scrubEnvelope);
  setCaughtErrorReporter((error, componentStack) => {
    Sentry.captureException(
      error,
      componentStack ? { contexts: { react: { componentStack } } } : undefined,
    );
  });
  started = true;
  return true;
}
