/**
 * Scrubbing for what the SDK sends besides error events: spans and whole envelopes. With span
 * streaming (SDK 11's default trace lifecycle) `beforeSendTransaction` never runs; every span,
 * the page load and navigations included, passes `beforeSendSpan` instead, one at a time.
 */
import type { BrowserOptions } from '@sentry/react';
import { scrub, scrubString } from './rules';

export type StreamedSpan = Parameters<NonNullable<BrowserOptions['beforeSendSpan']>>[0];

/**
 * Sentry's `beforeSendSpan`: the span's name and every attribute (url.full, url.query, http.query,
 * a request header…) and link attribute, scrubbed like an event; ids and timings stay.
 */
export function beforeSendSpan(span: StreamedSpan): StreamedSpan {
  const clean: StreamedSpan = {
    ...span,
    name: scrubString(span.name),
    attributes: scrub(span.attributes),
  };
  if (span.links) clean.links = scrub(span.links);
  return clean;
}

/**
 * The last look at anything leaving for Sentry (the client's `beforeEnvelope` hook, before the
 * transport serialises it): every JSON item and the envelope's trace header scrubbed in place.
 * It catches what no per-item hook sees: the segment name the SDK writes into spans after
 * `beforeSendSpan` when a page load is renamed, and the trace header's transaction name.
 */
export function scrubEnvelope(envelope: unknown): void {
  if (!Array.isArray(envelope)) return;
  // Only the trace header: the others are the SDK's own (a DSN would read as an e-mail).
  const headers: unknown = envelope[0];
  if (headers !== null && typeof headers === 'object' && 'trace' in headers) {
    headers.trace = scrub(headers.trace);
  }
  const items: unknown = envelope[1];
  if (!Array.isArray(items)) return;
  for (const item of items as unknown[]) {
    // [header, payload]; attachments (bytes) and pre-serialised strings are not ours to parse.
    if (Array.isArray(item) && item.length > 1 && typeof item[1] === 'object') {
      item[1] = scrub(item[1] as unknown);
    }
  }
}
