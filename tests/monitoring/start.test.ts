import { beforeEach, describe, expect, it, vi } from 'vitest';

const init = vi.fn();
const on = vi.fn();
vi.mock('@sentry/react', () => ({
  init: (options: unknown) => init(options),
  getClient: () => ({ on }),
  browserTracingIntegration: () => ({ name: 'BrowserTracing' }),
}));

const DSN = 'https://public@o1.ingest.example.com/2';

async function fresh() {
  vi.resetModules();
  return import('../../src/monitoring/start');
}

beforeEach(() => {
  init.mockClear();
  on.mockClear();
});

describe('startMonitoring (§8, §9)', () => {
  it("starts from the runtime config: DSN, environment, the build's release, every transaction traced, the §8 filters", async () => {
    const { startMonitoring } = await fresh();
    const rules = await import('../../src/monitoring/rules');
    const { buildRelease } = await import('../../src/monitoring/release');
    expect(startMonitoring({ sentryDsn: DSN, environment: 'staging' }, 'console.example.com')).toBe(
      true,
    );
    expect(init).toHaveBeenCalledTimes(1);
    expect(init.mock.calls[0]?.[0]).toMatchObject({
      dsn: DSN,
      environment: 'staging',
      release: buildRelease(),
      tracesSampleRate: 1,
      ignoreErrors: rules.IGNORE_ERRORS,
      denyUrls: rules.DENY_URLS,
      beforeSend: rules.beforeSend,
      beforeBreadcrumb: rules.beforeBreadcrumb,
    });
  });

  it('scrubs spans where streamed spans pass (beforeSendSpan), and every envelope before it leaves', async () => {
    const { startMonitoring } = await fresh();
    const spans = await import('../../src/monitoring/spans');
    startMonitoring({ sentryDsn: DSN, environment: 'prod' }, 'console.example.com');
    const options = init.mock.calls[0]?.[0] as Record<string, unknown>;
    // beforeSendSpan runs only with streamed spans; beforeSendTransaction only without them.
    expect(options).toMatchObject({
      traceLifecycle: 'stream',
      beforeSendSpan: spans.beforeSendSpan,
    });
    expect(options).not.toHaveProperty('beforeSendTransaction');
    expect(on).toHaveBeenCalledWith('beforeEnvelope', spans.scrubEnvelope);
  });

  it.each([
    ['no DSN', '', 'console.example.com'],
    ['localhost', DSN, 'localhost'],
    ['a translation proxy', DSN, 'console-example-com.translate.goog'],
  ])('does not start with %s', async (_, sentryDsn, host) => {
    const { startMonitoring } = await fresh();
    expect(startMonitoring({ sentryDsn, environment: 'prod' }, host)).toBe(false);
    expect(init).not.toHaveBeenCalled();
  });

  it('starts once, however often it is asked', async () => {
    const { startMonitoring } = await fresh();
    startMonitoring({ sentryDsn: DSN, environment: 'prod' }, 'console.example.com');
    startMonitoring({ sentryDsn: DSN, environment: 'prod' }, 'console.example.com');
    expect(init).toHaveBeenCalledTimes(1);
  });
});
