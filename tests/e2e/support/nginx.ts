import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const NGINX_BIN = '/usr/sbin/nginx';
/** The image's entrypoint (Dockerfile). */
export const START_SCRIPT = resolve('deploy/start.sh');
const MIME_TYPES = '/etc/nginx/mime.types';
const SETPRIV = '/usr/bin/setpriv';
/** Debian's "nobody". */
const NOBODY = 65534;

export interface RunningNginx {
  origin: string;
  /** The rendered deploy/nginx.conf, as nginx read it. */
  serverConf: string;
  /** What deploy/start.sh said on stderr. */
  startLog: string;
  stop(): Promise<void>;
}

/** An HTTP answer as it came off the wire (no decompression), for header and encoding checks. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((ok, fail) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

async function waitUntilServing(
  origin: string,
  nginx: ChildProcess,
  log: string,
  startLog: () => string,
): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (nginx.exitCode !== null) break;
    try {
      await rawGet(`${origin}/`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const errors = await readFile(log, 'utf8').catch(() => '');
  throw new Error(`nginx did not start serving ${origin}:\n${startLog()}${errors}`);
}

/**
 * What the image does at start, on this machine: deploy/start.sh checks `env`, writes
 * `root`/config.json and the server block, then runs Debian's nginx in the foreground with a main
 * configuration standing for the image's (its own prefix, pid, logs and temp folders in a temp dir),
 * on 127.0.0.1:port, unprivileged when the suite is. `env` is the container's environment
 * (CONSOLE_API_URL, CONSOLE_ENVIRONMENT…); listen address, root and paths are set here.
 */
export async function startNginx(opts: {
  root: string;
  port: number;
  env?: Record<string, string>;
}): Promise<RunningNginx> {
  if (!existsSync(NGINX_BIN) || !existsSync(MIME_TYPES)) {
    throw new Error(
      `nginx is not installed (${NGINX_BIN}, ${MIME_TYPES}): apt-get install -y nginx (CI installs it in .ci/run)`,
    );
  }
  const dir = await mkdtemp(join(tmpdir(), 'console-nginx-'));
  // Workers of a root-started nginx run as "nobody"; they only need to pass through this folder.
  await chmod(dir, 0o755);
  const temp = (name: string) => join(dir, name);
  const main = `daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 64; }
http {
  include ${MIME_TYPES};
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${temp('console.conf')};
}
`;
  await writeFile(temp('nginx.conf'), main);
  // As the image runs it: one unprivileged user writes config.json and the server block and runs
  // nginx. A suite running as root hands both to "nobody" (setpriv), like the image's uid 101.
  const unprivileged = process.getuid?.() === 0 && existsSync(SETPRIV);
  if (unprivileged) {
    const config = join(opts.root, 'config.json');
    await writeFile(config, '', { flag: 'a' });
    for (const path of [dir, config]) await chown(path, NOBODY, NOBODY);
  }
  const origin = `http://127.0.0.1:${opts.port}`;
  const started = spawnStart(
    {
      CONSOLE_API_URL: `http://127.0.0.1:${opts.port + 1}`,
      CONSOLE_ENVIRONMENT: 'e2e',
      ...opts.env,
      CONSOLE_LISTEN: `127.0.0.1:${opts.port}`,
      CONSOLE_SERVER_NAME: '127.0.0.1',
      CONSOLE_ROOT: opts.root,
      CONSOLE_NGINX_CONF: temp('console.conf'),
    },
    [NGINX_BIN, '-p', dir, '-c', temp('nginx.conf'), '-e', temp('error.log')],
    unprivileged ? [SETPRIV, `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups'] : [],
  );
  const nginx = started.child;
  await waitUntilServing(origin, nginx, temp('error.log'), started.stderr);
  return {
    origin,
    serverConf: await readFile(temp('console.conf'), 'utf8'),
    startLog: started.stderr(),
    async stop() {
      if (nginx.exitCode === null) {
        const exited = new Promise((r) => nginx.once('exit', r));
        nginx.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** deploy/start.sh with `env` (and PATH only), running `command` once it has rendered; `as` runs it as another user. */
export function spawnStart(
  env: Record<string, string>,
  command: string[],
  as: string[] = [],
): { child: ChildProcess; stderr: () => string } {
  let err = '';
  const [bin, ...args] = [...as, 'sh', START_SCRIPT, ...command] as [string, ...string[]];
  const child = spawn(bin, args, {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  child.stderr?.on('data', (c: Buffer) => {
    err += c.toString();
  });
  return { child, stderr: () => err };
}
