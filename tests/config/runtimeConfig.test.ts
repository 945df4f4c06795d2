import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONFIG_FIELDS,
  DEFAULT_CONFIG,
  getRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  setRuntimeConfig,
} from '../../src/config/runtimeConfig';

const serve = (body: string, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(body, { status }));

afterEach(() => {
  vi.restoreAllMocks();
  setRuntimeConfig(DEFAULT_CONFIG);
});

describe('runtime config (/config.json)', () => {
  it("defaults fail closed: the page's own API, no mock, no error reporting, prod", () => {
    expect(DEFAULT_CONFIG).toEqual({
      apiUrl: '',
      mockApi: false,
      sentryDsn: '',
      walletConnectProjectId: '',
      environment: 'prod',
      polygonRpcUrl: 'https://polygon.drpc.org',
    });
  });

  it('the file every build ships runs no mock and passes the parser', () => {
    const shipped = JSON.parse(readFileSync(resolve('public/config.json'), 'utf8')) as unknown;
    const result = parseRuntimeConfig(shipped);
    expect(result.ok && result.config.mockApi).toBe(false);
  });

  it('reads /config.json once and keeps it for later reads', async () => {
    const fetchImpl = serve(
      JSON.stringify({
        apiUrl: 'https://api.example.com/',
        mockApi: false,
        sentryDsn: 'https://dsn',
        walletConnectProjectId: 'wc1',
        environment: 'staging',
        polygonRpcUrl: 'https://rpc.example.com/polygon',
      }),
    );
    const result = await loadRuntimeConfig(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledOnce();
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/config.json');
    const expected = {
      apiUrl: 'https://api.example.com',
      mockApi: false,
      sentryDsn: 'https://dsn',
      walletConnectProjectId: 'wc1',
      environment: 'staging',
      polygonRpcUrl: 'https://rpc.example.com/polygon',
    };
    expect(result).toEqual({ ok: true, config: expected });
    expect(getRuntimeConfig()).toEqual(expected);
  });

  it('fills fields the file leaves out with the defaults (so a file without mockApi runs no mock)', async () => {
    await expect(loadRuntimeConfig(serve('{"environment": "dev"}'))).resolves.toEqual({
      ok: true,
      config: { ...DEFAULT_CONFIG, environment: 'dev' },
    });
  });

  it('runs the mock only when the file says mockApi true', () => {
    expect(parseRuntimeConfig({ mockApi: true })).toEqual({
      ok: true,
      config: { ...DEFAULT_CONFIG, mockApi: true },
    });
  });

  it.each([
    ['a missing file (404)', serve('not found', 404), /HTTP 404/],
    ['a server error', serve('oops', 502), /HTTP 502/],
    [
      'a network failure',
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline'))),
      /could not be fetched.*offline/,
    ],
    [
      'index.html served in its place (an SPA fallback)',
      serve('<!doctype html><html></html>'),
      /HTML page instead of the file/,
    ],
    ['broken JSON', serve('{"apiUrl": '), /not valid JSON/],
    ['JSON that is not an object', serve('[1, 2]'), /one JSON object.*a list/],
    ['null', serve('null'), /one JSON object.*null/],
  ])(
    '%s: a problem with the whole file, and the last good config untouched',
    async (_, fetchImpl, problem) => {
      const stale = { ...DEFAULT_CONFIG, environment: 'stale' };
      setRuntimeConfig(stale);
      const result = await loadRuntimeConfig(fetchImpl);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.field).toBeNull();
        expect(result.error.problem).toMatch(problem);
      }
      expect(getRuntimeConfig()).toEqual(stale);
    },
  );

  it.each([
    ['apiUrl', 42],
    ['apiUrl', 'javascript:alert(1)'],
    ['apiUrl', 'ftp://x'],
    ['mockApi', 'false'],
    ['mockApi', 1],
    ['sentryDsn', null],
    ['walletConnectProjectId', {}],
    ['environment', true],
    ['polygonRpcUrl', 137],
    ['polygonRpcUrl', 'ws://node:8546'],
  ] as const)('%s = %j: a problem naming that field', (field, value) => {
    const result = parseRuntimeConfig({ environment: 'dev', [field]: value });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.field).toBe(field);
      expect(result.error.problem).toMatch(/^It must be .+; it is .+\.$/);
    }
  });

  it('a name the console does not know (a typo) is a problem naming it and listing the real ones', () => {
    const result = parseRuntimeConfig({ apiURL: 'https://api.example.com' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.field).toBe('apiURL');
      for (const field of CONFIG_FIELDS) expect(result.error.problem).toContain(field);
    }
  });

  it('is fetched by the boot exactly as index.html preloads it, so the preload is reused', async () => {
    const html = readFileSync(resolve('index.html'), 'utf8');
    // A preload is reused only by a request with the same URL and the same CORS/credentials mode.
    expect(html).toMatch(
      /<link rel="preload" href="\/config.json" as="fetch" crossorigin="anonymous" \/>/,
    );
    const fetchImpl = serve('{}');
    await loadRuntimeConfig(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json');
  });
});
