import { describe, expect, it } from 'vitest';
import { beforeSendSpan, scrubEnvelope, type StreamedSpan } from '../../src/monitoring/spans';

const APP = 'https://console.example.com';
const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZF9vcGVyYXRvciI6NSwicm9sZSI6IlJPTEVfQURNSU4ifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const FILTER = encodeURIComponent(JSON.stringify({ q: 'jane.doe@novagames.demo' }));

function span(name: string, attributes: Record<string, unknown>): StreamedSpan {
  return {
    trace_id: 'a'.repeat(32),
    span_id: 'b'.repeat(16),
    name,
    start_timestamp: 1,
    end_timestamp: 2,
    status: 'ok',
    is_segment: false,
    attributes,
  };
}

/** What may not leave, whichever attribute or name carries it. */
const SECRETS = ['jane.doe', 'r3c0very', JWT, 'opaque-key'];

describe('spans leave scrubbed (streamed spans never pass beforeSendTransaction)', () => {
  it.each([
    ['an e-mail in the path', 'url.full', `${APP}/users/jane.doe@novagames.demo/edit`],
    ['an e-mail in a list filter', 'url.full', `${APP}/api/v1/operator/5/users?filter=${FILTER}`],
    ['an e-mail in url.query', 'url.query', `filter=${FILTER}&range=%5B0%2C24%5D`],
    ['an e-mail in http.query', 'http.query', '?email=jane.doe%40novagames.demo'],
    ['a token= in the query', 'http.url', `${APP}/change-password?token=r3c0very&lang=en`],
    ['a JWT anywhere', 'http.request.body', `{"value":"${JWT}"}`],
    ['an Authorization header', 'http.request.header.authorization', `Bearer ${JWT}`],
    ['a secret-named attribute', 'api_token', 'opaque-key'],
  ])('%s (%s)', (_, key, value) => {
    // The value in the name too (a span named after its URL), except a bare secret: only its key
    // says what it is.
    const name = key === 'api_token' ? 'GET' : `GET ${value}`;
    const raw = span(name, { [key]: value, 'sentry.op': 'http.client' });
    const sent = beforeSendSpan(raw);
    const text = JSON.stringify(sent);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    // What the span is for stays: its kind, ids and timing; the input is left as it was.
    expect(sent.attributes['sentry.op']).toBe('http.client');
    expect(sent).toMatchObject({ span_id: raw.span_id, trace_id: raw.trace_id, end_timestamp: 2 });
    expect(raw.attributes[key]).toBe(value);
  });

  it('keeps the rest of a URL, so the request is still recognisable', () => {
    const sent = beforeSendSpan(
      span('GET /api', {
        'url.full': `${APP}/change-password?token=r3c0very&lang=en`,
        'url.path': '/change-password',
        'http.response.status_code': 200,
      }),
    );
    expect(sent.attributes).toEqual({
      'url.full': `${APP}/change-password?token=[Filtered]&lang=en`,
      'url.path': '/change-password',
      'http.response.status_code': 200,
    });
  });

  it('scrubs attributes in their wrapped form ({ value, unit }) and link attributes', () => {
    const raw: StreamedSpan = {
      ...span('Navigation', {
        cookie: { value: 'session=abc' },
        note: { value: 'for jane.doe@x.io' },
      }),
      links: [
        {
          span_id: 'c'.repeat(16),
          trace_id: 'd'.repeat(32),
          attributes: { from: `${APP}/?token=r3c0very` },
        },
      ],
    };
    const sent = beforeSendSpan(raw);
    expect(sent.attributes).toEqual({
      cookie: { value: '[Filtered]' },
      note: { value: 'for [email]' },
    });
    expect(sent.links?.[0]?.attributes).toEqual({ from: `${APP}/?token=[Filtered]` });
  });
});

describe('the envelope, last look before the transport', () => {
  it('scrubs span items as serialised (typed attributes), the trace header, and leaves bytes alone', () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const envelope: unknown[] = [
      {
        sent_at: '2026-01-01T00:00:00Z',
        sdk: { name: 'sentry.javascript.react' },
        trace: { transaction: '/users/jane.doe@novagames.demo', public_key: 'k' },
      },
      [
        [
          { type: 'span' },
          {
            items: [
              {
                name: 'Navigation',
                attributes: {
                  'sentry.segment.name': {
                    type: 'string',
                    value: '/users/jane.doe@novagames.demo',
                  },
                  'http.request.header.authorization': { type: 'string', value: `Bearer ${JWT}` },
                  'server.port': { type: 'integer', value: 443 },
                },
              },
            ],
          },
        ],
        [{ type: 'attachment' }, bytes],
      ],
    ];
    scrubEnvelope(envelope);
    const text = JSON.stringify(envelope);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    const [headers, items] = envelope as [
      { trace: { transaction: string }; sdk: unknown },
      [unknown, { items: { attributes: Record<string, unknown> }[] }][],
    ];
    expect(headers.trace.transaction).toBe('/users/[email]');
    expect(headers.sdk).toEqual({ name: 'sentry.javascript.react' });
    expect(items[0]?.[1].items[0]?.attributes).toEqual({
      'sentry.segment.name': { type: 'string', value: '/users/[email]' },
      'http.request.header.authorization': { type: 'string', value: '[Filtered]' },
      'server.port': { type: 'integer', value: 443 },
    });
    expect(items[1]?.[1]).toBe(bytes);
  });
});
