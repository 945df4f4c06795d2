import type { ConfigProblem, ConfigResult, RuntimeConfig } from './runtimeConfig';

/**
 * What the boot does with what /config.json said. There is no path from a failed read to the mock
 * or to a login form: the configuration-error page is the only outcome of a problem.
 */
export type BootMode =
  | { readonly kind: 'configError'; readonly error: ConfigProblem }
  | { readonly kind: 'mock'; readonly config: RuntimeConfig }
  | { readonly kind: 'api'; readonly config: RuntimeConfig };

export function bootMode(result: ConfigResult): BootMode {
  if (!result.ok) return { kind: 'configError', error: result.error };
  return { kind: result.config.mockApi ? 'mock' : 'api', config: result.config };
}
