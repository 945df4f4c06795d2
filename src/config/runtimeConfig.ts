/** Runtime configuration (DESIGN.md): read once from /config.json, so one build serves every environment. */
export interface RuntimeConfig {
  /** API base URL; '' means the page's own origin. */
  readonly apiUrl: string;
  /** Run against the embedded mock API (the default). */
  readonly mockApi: boolean;
  readonly sentryDsn: string;
  readonly walletConnectProjectId: string;
  readonly environment: string;
}

export const DEFAULT_CONFIG: RuntimeConfig = {
  apiUrl: '',
  mockApi: true,
  sentryDsn: '',
  walletConnectProjectId: '',
  environment: 'prod',
};

let current: RuntimeConfig = DEFAULT_CONFIG;

/** Keeps each known field of the right type; anything else falls back to its default. */
export function parseRuntimeConfig(raw: unknown): { config: RuntimeConfig; problems: string[] } {
  const problems: string[] = [];
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return { config: DEFAULT_CONFIG, problems: ['config.json is not a JSON object'] };
  }
  const source = raw as Record<string, unknown>;
  const pick = <K extends keyof RuntimeConfig>(key: K): RuntimeConfig[K] => {
    const value = source[key];
    if (value === undefined) return DEFAULT_CONFIG[key];
    if (typeof value !== typeof DEFAULT_CONFIG[key]) {
      problems.push(`config.json: "${key}" should be a ${typeof DEFAULT_CONFIG[key]}`);
      return DEFAULT_CONFIG[key];
    }
    return value as RuntimeConfig[K];
  };
  const apiUrl = pick('apiUrl').replace(/\/+$/, '');
  const config: RuntimeConfig = {
    apiUrl,
    mockApi: pick('mockApi'),
    sentryDsn: pick('sentryDsn'),
    walletConnectProjectId: pick('walletConnectProjectId'),
    environment: pick('environment'),
  };
  if (apiUrl !== '' && !/^https?:\/\/[^/]+/.test(apiUrl)) {
    problems.push('config.json: "apiUrl" should be an http(s) origin, or "" for this origin');
    return { config: { ...config, apiUrl: '' }, problems };
  }
  return { config, problems };
}

/** Reads /config.json; a missing or broken file means the defaults and a console warning, never a blank page. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    // No cache option: the request must match index.html's preload to reuse it; the server marks
    // config.json no-cache (deploy/nginx.conf), so an edit still shows on the next load.
    const response = await fetchImpl('/config.json');
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { config, problems } = parseRuntimeConfig(await response.json());
    for (const p of problems) console.warn(p);
    current = config;
  } catch (error) {
    console.warn('config.json could not be read; using the defaults (embedded mock API)', error);
    current = DEFAULT_CONFIG;
  }
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** For tests and for the boot code of alternative hosts. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}
