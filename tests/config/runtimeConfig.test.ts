import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_CONFIG,
  getRuntimeConfig,
  loadRuntimeConfig,
  setRuntimeConfig,
} from '../../src/config/runtimeConfig';

const serve = (body: string, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(body, { status }));

afterEach(() => {
  vi.restoreAllMocks();
  setRuntimeConfig(DEFAULT_CONFIG);
});

describe('runtime config (/config.json)', () => {
  it('has the documented defaults: same origin, embedded mock, prod', () => {
    expect(DEFAULT_CONFIG).toEqual({
      apiUrl: '',
      mockApi: true,
      sentryDsn: '',
      walletConnectProjectId: '',
      environment: 'prod',
    });
  });

  it('reads /config.json once and keeps it for later reads', async () => {
    const fetchImpl = serve(
      JSON.stringify({
        apiUrl: 'https://api.example.com/',
        mockApi: false,
        sentryDsn: 'https://dsn',
        walletConnectProjectId: 'wc1',
        environment: 'staging',
      }),
    );
    const config = await loadRuntimeConfig(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledOnce();
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/config.json');
    expect(config).toEqual({
      apiUrl: 'https://api.example.com',
      mockApi: false,
      sentryDsn: 'https://dsn',
      walletConnectProjectId: 'wc1',
      environment: 'staging',
    });
    expect(getRuntimeConfig()).toEqual(config);
  });

  it('fills fields the file leaves out with the defaults, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = await loadRuntimeConfig(serve('{"environment": "dev"}'));
    expect(config).toEqual({ ...DEFAULT_CONFIG, environment: 'dev' });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a missing file (404)', serve('not found', 404)],
    [
      'a network failure',
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline'))),
    ],
    ['broken JSON', serve('{"apiUrl": ')],
    ['JSON that is not an object', serve('[1, 2]')],
    ['null', serve('null')],
  ])('%s: defaults and a console warning, never a throw', async (_, fetchImpl) => {
    setRuntimeConfig({ ...DEFAULT_CONFIG, environment: 'stale' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(loadRuntimeConfig(fetchImpl)).resolves.toEqual(DEFAULT_CONFIG);
    expect(getRuntimeConfig()).toEqual(DEFAULT_CONFIG);
    expect(warn).toHaveBeenCalled();
  });

  it.each([
    ['apiUrl', 42],
    ['mockApi', 'false'],
    ['sentryDsn', null],
    ['walletConnectProjectId', {}],
    ['environment', true],
  ] as const)('a wrong type for %s: that field defaults, with a warning', async (field, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = await loadRuntimeConfig(
      serve(JSON.stringify({ environment: 'dev', mockApi: true, [field]: value })),
    );
    expect(config[field]).toEqual(DEFAULT_CONFIG[field]);
    if (field !== 'environment') expect(config.environment).toBe('dev');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(field));
  });

  it('an apiUrl that is not an http(s) origin falls back to the page origin', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = await loadRuntimeConfig(serve('{"apiUrl": "javascript:alert(1)"}'));
    expect(config.apiUrl).toBe('');
    expect(warn).toHaveBeenCalled();
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
