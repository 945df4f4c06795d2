/**
 * Runtime configuration (DESIGN.md): read once from /config.json, so one build serves every
 * environment. It fails closed: a file that is missing, unreadable or invalid stops the boot with a
 * configuration error naming the file and the field; nothing falls back to the embedded mock.
 */
export interface RuntimeConfig {
  /** API base URL; '' means the page's own origin. */
  readonly apiUrl: string;
  /** Run against the embedded mock API: only when the file says so (the demo build's file does). */
  readonly mockApi: boolean;
  readonly sentryDsn: string;
  readonly walletConnectProjectId: string;
  readonly environment: string;
  /** JSON-RPC endpoint of the wallet's one chain (Polygon); also what a wallet is told when it adds the chain. */
  readonly polygonRpcUrl: string;
}

/** Where the boot reads the configuration (index.html preloads the same URL). */
export const CONFIG_FILE = '/config.json';

/** The public Polygon endpoint viem ships for chain 137 (a test keeps the two equal). */
export const DEFAULT_POLYGON_RPC_URL = 'https://polygon.drpc.org';

/** What a field the file leaves out means: the page's own API, no mock, no error reporting. */
export const DEFAULT_CONFIG: RuntimeConfig = {
  apiUrl: '',
  mockApi: false,
  sentryDsn: '',
  walletConnectProjectId: '',
  environment: 'prod',
  polygonRpcUrl: DEFAULT_POLYGON_RPC_URL,
};

export const CONFIG_FIELDS = Object.keys(DEFAULT_CONFIG) as (keyof RuntimeConfig)[];

/** Why the configuration cannot be used: the field at fault (null: the whole file) and what is wrong. */
export interface ConfigProblem {
  readonly field: string | null;
  readonly problem: string;
}

export type ConfigResult =
  | { readonly ok: true; readonly config: RuntimeConfig }
  | { readonly ok: false; readonly error: ConfigProblem };

const HTTP_URL = /^https?:\/\/[^/\s]+/i;

const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'a list' : `a ${typeof value}`;

const FIELD_RULES: Record<keyof RuntimeConfig, { type: string; rule: string }> = {
  apiUrl: {
    type: 'string',
    rule: 'an http(s) origin such as "https://api.example.com", or "" for this site\'s own origin',
  },
  mockApi: { type: 'boolean', rule: 'true or false (without quotes)' },
  sentryDsn: { type: 'string', rule: 'a Sentry DSN, or "" for no error reporting' },
  walletConnectProjectId: { type: 'string', rule: 'a WalletConnect project id, or ""' },
  environment: { type: 'string', rule: 'a name such as "prod"' },
  polygonRpcUrl: { type: 'string', rule: 'an http(s) URL of a Polygon JSON-RPC endpoint' },
};

const isField = (key: string): key is keyof RuntimeConfig => key in FIELD_RULES;

/**
 * Checks the file's parsed JSON. Every field is optional (DEFAULT_CONFIG), but one that is present
 * must be right, and a name the console does not know (a typo such as "apiURL") is an error too:
 * silently ignoring it would point the console somewhere the operator did not mean.
 */
export function parseRuntimeConfig(raw: unknown): ConfigResult {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return {
      ok: false,
      error: { field: null, problem: `It must be one JSON object ({ … }); it is ${kindOf(raw)}.` },
    };
  }
  const config: Record<string, unknown> = { ...DEFAULT_CONFIG };
  for (const [key, value] of Object.entries(raw)) {
    if (!isField(key)) {
      return {
        ok: false,
        error: {
          field: key,
          problem: `The console has no setting "${key}". Its settings are ${CONFIG_FIELDS.join(', ')}.`,
        },
      };
    }
    const { type, rule } = FIELD_RULES[key];
    const text = typeof value === 'string' ? value.trim() : value;
    const wrong =
      typeof value !== type ||
      (key === 'apiUrl' && text !== '' && !HTTP_URL.test(String(text))) ||
      (key === 'polygonRpcUrl' && !HTTP_URL.test(String(text)));
    if (wrong) {
      const got = typeof value === type ? JSON.stringify(value) : kindOf(value);
      return { ok: false, error: { field: key, problem: `It must be ${rule}; it is ${got}.` } };
    }
    config[key] = key === 'apiUrl' ? String(text).replace(/\/+$/, '') : text;
  }
  return { ok: true, config: config as unknown as RuntimeConfig };
}

let current: RuntimeConfig = DEFAULT_CONFIG;

function fileProblem(problem: string): ConfigResult {
  return { ok: false, error: { field: null, problem } };
}

/**
 * Reads /config.json and keeps it for getRuntimeConfig(). Never throws: every way the file can fail
 * comes back as a ConfigProblem for the configuration-error page.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<ConfigResult> {
  let body: string;
  try {
    // No cache option: the request must match index.html's preload to reuse it; the server marks
    // config.json no-cache (deploy/nginx.conf), so an edit still shows on the next load.
    const response = await fetchImpl(CONFIG_FILE);
    if (!response.ok) {
      return fileProblem(
        response.status === 404
          ? 'The server has no such file (HTTP 404).'
          : `The server answered HTTP ${response.status} instead of the file.`,
      );
    }
    body = await response.text();
  } catch (error) {
    return fileProblem(`It could not be fetched (${String(error)}).`);
  }
  if (/^\s*</.test(body)) {
    return fileProblem(
      "The server answered with an HTML page instead of the file: it sends the console's index.html for files it does not have.",
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch (error) {
    return fileProblem(
      `It is not valid JSON (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  const result = parseRuntimeConfig(raw);
  if (result.ok) current = result.config;
  return result;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** For tests and for the boot code of alternative hosts. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}
