// @vitest-environment node
/**
 * deploy/start.sh, the container's entrypoint, run by the machine's POSIX sh: what it writes from
 * the environment (config.json, the nginx server block and its CSP) and what it refuses.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = resolve('deploy/start.sh');
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder standing for dist/ (its index.html only) and one for the rendered server block. */
function folders() {
  const root = mkdtempSync(join(tmpdir(), 'console-start-root-'));
  const out = mkdtempSync(join(tmpdir(), 'console-start-conf-'));
  dirs.push(root, out);
  writeFileSync(join(root, 'index.html'), '<div id="root"></div>');
  return { root, conf: join(out, 'console.conf') };
}

const REQUIRED = { CONSOLE_API_URL: 'https://api.example.com', CONSOLE_ENVIRONMENT: 'staging' };

function start(env: Record<string, string>, args: string[] = [], template?: string) {
  const { root, conf } = folders();
  const run = spawnSync('sh', [SCRIPT, ...args], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      CONSOLE_ROOT: root,
      CONSOLE_NGINX_CONF: conf,
      ...(template ? { CONSOLE_NGINX_TEMPLATE: template } : {}),
      ...env,
    },
  });
  const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);
  return {
    status: run.status,
    stdout: run.stdout,
    stderr: run.stderr,
    root,
    config: read(join(root, 'config.json')),
    conf: read(conf),
  };
}

/** The sources of a CSP directive in the rendered block. */
function directive(conf: string, name: string): string[] {
  const csp = /Content-Security-Policy "([^"]*)"/.exec(conf)?.[1] ?? '';
  const found = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

describe('deploy/start.sh: what it renders', () => {
  it('writes config.json from the environment, the mock never on', () => {
    const run = start({
      ...REQUIRED,
      CONSOLE_API_URL: 'https://api.example.com/',
      CONSOLE_SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/42',
      CONSOLE_WALLETCONNECT_PROJECT_ID: '0123456789abcdef0123456789abcdef',
      CONSOLE_POLYGON_RPC_URL: 'https://lb.drpc.org/ogrpc?network=polygon&dkey=k1',
      // Not a variable the script reads: nothing turns the mock on in a deployment.
      CONSOLE_MOCK_API: 'true',
    });
    expect(run.stderr).not.toMatch(/not started/);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.config ?? 'null')).toEqual({
      apiUrl: 'https://api.example.com',
      mockApi: false,
      sentryDsn: 'https://abc123@o1.ingest.sentry.io/42',
      walletConnectProjectId: '0123456789abcdef0123456789abcdef',
      environment: 'staging',
      polygonRpcUrl: 'https://lb.drpc.org/ogrpc?network=polygon&dkey=k1',
    });
  });

  it('limits connect-src to the page, the API, the RPC, Sentry and the extra origins, each once', () => {
    const { conf, status } = start({
      ...REQUIRED,
      CONSOLE_SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/42',
      CONSOLE_POLYGON_RPC_URL: 'https://rpc.example.net:8545/polygon',
      CONSOLE_EXTRA_CONNECT_SRC: 'wss://relay.walletconnect.org  https://api.example.com',
    });
    expect(status).toBe(0);
    expect(directive(conf ?? '', 'connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'https://rpc.example.net:8545',
      'https://o1.ingest.sentry.io',
      'wss://relay.walletconnect.org',
    ]);
  });

  it('without Sentry and extras, connect-src is the page, the API and the default RPC', () => {
    const { conf, config } = start(REQUIRED);
    const rpc = new URL((JSON.parse(config ?? '{}') as { polygonRpcUrl: string }).polygonRpcUrl);
    expect(directive(conf ?? '', 'connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      rpc.origin,
    ]);
  });

  it('fills every placeholder and leaves nginx variables alone', () => {
    const run = start({
      ...REQUIRED,
      CONSOLE_LISTEN: '127.0.0.1:9090',
      CONSOLE_SERVER_NAME: 'console.example.com www.console.example.com',
    });
    expect(run.conf).not.toMatch(/\$\{[A-Z_]*\}/);
    expect(run.conf).toContain('listen 127.0.0.1:9090;');
    expect(run.conf).toContain('server_name console.example.com www.console.example.com;');
    expect(run.conf).toContain(`root ${run.root};`);
    expect(run.conf).toContain('$uri');
  });

  it('listens on 8080 when no address is given (an unprivileged port)', () => {
    expect(start(REQUIRED).conf).toMatch(/^\s*listen 8080;$/m);
  });

  it('runs its arguments once it has rendered, with the files in place', () => {
    const run = start(REQUIRED, ['sh', '-c', 'cat "$CONSOLE_ROOT/config.json"']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ apiUrl: REQUIRED.CONSOLE_API_URL });
  });

  it('accepts plain http for this machine only (trying the image locally)', () => {
    const run = start({
      ...REQUIRED,
      CONSOLE_API_URL: 'http://127.0.0.1:4000',
      CONSOLE_SENTRY_DSN: 'http://key@localhost:9000/1',
    });
    expect(run.status).toBe(0);
    expect(directive(run.conf ?? '', 'connect-src')).toContain('http://localhost:9000');
  });

  it('refuses a template placeholder it does not fill', () => {
    const { root } = folders();
    const template = join(root, 'template.conf');
    writeFileSync(template, 'server { listen ${LISTEN}; set $x ${UPSTREAM}; }\n');
    const run = start(REQUIRED, [], template);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('${UPSTREAM}');
  });
});

describe('deploy/start.sh: what it refuses', () => {
  it.each([
    ['CONSOLE_API_URL', 'missing', { CONSOLE_API_URL: '' }],
    ['CONSOLE_API_URL', 'a path', { CONSOLE_API_URL: 'https://api.example.com/v1' }],
    [
      'CONSOLE_API_URL',
      'plain http to another host',
      { CONSOLE_API_URL: 'http://api.example.com' },
    ],
    ['CONSOLE_API_URL', 'a quote', { CONSOLE_API_URL: 'https://api.example.com"' }],
    ['CONSOLE_API_URL', 'a second line', { CONSOLE_API_URL: 'https://a.example.com\nhttps://b' }],
    ['CONSOLE_API_URL', 'a wildcard', { CONSOLE_API_URL: 'https://*' }],
    ['CONSOLE_ENVIRONMENT', 'missing', { CONSOLE_ENVIRONMENT: '' }],
    ['CONSOLE_ENVIRONMENT', 'a quote', { CONSOLE_ENVIRONMENT: 'prod", "mockApi": true' }],
    ['CONSOLE_SENTRY_DSN', 'no key', { CONSOLE_SENTRY_DSN: 'https://o1.ingest.sentry.io/42' }],
    ['CONSOLE_SENTRY_DSN', 'no project', { CONSOLE_SENTRY_DSN: 'https://k@o1.ingest.sentry.io' }],
    ['CONSOLE_WALLETCONNECT_PROJECT_ID', 'not hex', { CONSOLE_WALLETCONNECT_PROJECT_ID: 'my-app' }],
    ['CONSOLE_POLYGON_RPC_URL', 'plain http', { CONSOLE_POLYGON_RPC_URL: 'http://rpc.example' }],
    ['CONSOLE_POLYGON_RPC_URL', 'a quote', { CONSOLE_POLYGON_RPC_URL: 'https://rpc.example/"x' }],
    ['CONSOLE_EXTRA_CONNECT_SRC', 'a wildcard', { CONSOLE_EXTRA_CONNECT_SRC: 'https://*' }],
    ['CONSOLE_EXTRA_CONNECT_SRC', 'a keyword', { CONSOLE_EXTRA_CONNECT_SRC: "'unsafe-eval'" }],
    [
      'CONSOLE_EXTRA_CONNECT_SRC',
      'a directive smuggled in',
      { CONSOLE_EXTRA_CONNECT_SRC: 'https://a.example.com; script-src *' },
    ],
    ['CONSOLE_LISTEN', 'a second directive', { CONSOLE_LISTEN: '80; return 200' }],
    ['CONSOLE_SERVER_NAME', 'a semicolon', { CONSOLE_SERVER_NAME: 'a.example.com;' }],
    ['CONSOLE_ROOT', 'a relative path', { CONSOLE_ROOT: 'dist' }],
  ])('%s: %s stops the start with a line naming it', (name, _, env) => {
    const run = start({ ...REQUIRED, ...env }, ['sh', '-c', 'echo nginx started']);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`^console-start: ${name}\\b`, 'm'));
    expect(run.stdout).not.toContain('nginx started');
    expect(run.config).toBeUndefined();
    expect(run.conf).toBeUndefined();
  });

  it('refuses a root without the build in it', () => {
    const { root } = folders();
    rmSync(join(root, 'index.html'));
    const run = start({ ...REQUIRED, CONSOLE_ROOT: root });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/CONSOLE_ROOT .* holds no index\.html/);
    expect(readdirSync(root)).toEqual([]);
  });

  it('names every problem at once, not the first only', () => {
    const run = start({ CONSOLE_API_URL: 'ftp://api', CONSOLE_LISTEN: 'eighty' });
    expect(run.stderr.match(/^console-start: CONSOLE_[A-Z_]+ /gm)).toEqual([
      'console-start: CONSOLE_API_URL ',
      'console-start: CONSOLE_ENVIRONMENT ',
      'console-start: CONSOLE_LISTEN ',
    ]);
  });
});
