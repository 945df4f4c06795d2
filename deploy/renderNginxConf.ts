/**
 * Fills the ${NAME} placeholders of deploy/nginx.conf, and only those: nginx's own variables
 * ($uri, $console_cache_control) are left alone, which a bare `envsubst` would not do.
 *
 *   LISTEN=8080 ROOT=$PWD/dist API_ORIGIN=https://api.example.com \
 *     SENTRY_ORIGIN=https://o1.ingest.sentry.io npx tsx deploy/renderNginxConf.ts > console.conf
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const NGINX_TEMPLATE = fileURLToPath(new URL('./nginx.conf', import.meta.url));

export interface NginxVars {
  LISTEN: string;
  SERVER_NAME: string;
  ROOT: string;
  API_ORIGIN: string;
  RPC_ORIGIN: string;
  SENTRY_ORIGIN: string;
  EXTRA_CONNECT_SRC: string;
}

export const NGINX_DEFAULTS: NginxVars = {
  LISTEN: '80',
  SERVER_NAME: '_',
  ROOT: '/usr/share/nginx/html',
  API_ORIGIN: '',
  RPC_ORIGIN: 'https://polygon.drpc.org',
  SENTRY_ORIGIN: '',
  EXTRA_CONNECT_SRC: '',
};

/** A CSP source must be an origin: a path or a quote would widen or break the policy. */
function checkSource(name: string, value: string): void {
  for (const source of value.split(/\s+/).filter(Boolean)) {
    if (!/^(?:https?|wss?):\/\/[a-z0-9.-]+(?::\d+)?$/i.test(source)) {
      throw new Error(`${name}: "${source}" is not an origin (scheme://host[:port])`);
    }
  }
}

export function renderNginxConf(template: string, vars: Partial<NginxVars> = {}): string {
  const all: NginxVars = { ...NGINX_DEFAULTS, ...vars };
  for (const key of ['API_ORIGIN', 'RPC_ORIGIN', 'SENTRY_ORIGIN', 'EXTRA_CONNECT_SRC'] as const) {
    checkSource(key, all[key]);
  }
  const out = template.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => {
    if (!(name in all)) throw new Error(`deploy/nginx.conf: unknown placeholder ${whole}`);
    return all[name as keyof NginxVars];
  });
  // Empty origins leave runs of spaces in the CSP; tidy them so the header reads cleanly.
  return out.replace(/connect-src 'self'[^;]*;/g, (s) =>
    s.replace(/ {2,}/g, ' ').replace(/ ;$/, ';'),
  );
}

/** The origin of a DSN or URL ('' stays ''), for SENTRY_ORIGIN and API_ORIGIN. */
export function originOf(url: string): string {
  return url ? new URL(url).origin : '';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const vars: Partial<NginxVars> = {};
  for (const key of Object.keys(NGINX_DEFAULTS) as (keyof NginxVars)[]) {
    const value = process.env[key];
    if (value !== undefined) vars[key] = value;
  }
  process.stdout.write(renderNginxConf(readFileSync(NGINX_TEMPLATE, 'utf8'), vars));
}
