import { describe, expect, it } from 'vitest';
import { bootMode } from '../../src/config/bootMode';
import { DEFAULT_CONFIG, parseRuntimeConfig } from '../../src/config/runtimeConfig';

describe('what the boot does with config.json', () => {
  it.each([
    ['a problem with the file', { ok: false, error: { field: null, problem: 'HTTP 404' } }],
    ['a problem with a field', { ok: false, error: { field: 'mockApi', problem: 'It must be…' } }],
  ] as const)('%s: the configuration-error page, never the mock nor the console', (_, result) => {
    expect(bootMode(result)).toEqual({ kind: 'configError', error: result.error });
  });

  it('mockApi true: the embedded mock', () => {
    expect(bootMode(parseRuntimeConfig({ mockApi: true })).kind).toBe('mock');
  });

  it.each([{ mockApi: false }, {}, { apiUrl: 'https://api.example.com' }])(
    '%j: the configured API',
    (file) => {
      expect(bootMode(parseRuntimeConfig(file))).toEqual({
        kind: 'api',
        config: { ...DEFAULT_CONFIG, ...file },
      });
    },
  );
});
