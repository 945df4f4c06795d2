import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export interface StaticServerOptions {
  root: string;
  port: number;
  /**
   * Fields over E2E_CONFIG, served as /config.json in place of the build's own, so one build serves
   * the mock and a real API (the build's file runs no mock: src/config/configFile.ts).
   */
  config?: Record<string, unknown>;
  /** Origins the page may call besides its own (the real API in the stub-server test). */
  connectSrc?: string[];
}

/** The browser suite's config.json: the embedded mock API, unless a test's `config` says otherwise. */
export const E2E_CONFIG: Readonly<Record<string, unknown>> = { mockApi: true };

/**
 * The production serving of the console, as nginx would do it: static files, SPA fallback to
 * index.html, gzip, and the strict Content-Security-Policy the built console must run under.
 */
export function contentSecurityPolicy(connectSrc: string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Emotion (MUI) injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    // As deploy/nginx.conf: moderation proofs' previews come from any https host.
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self' ${connectSrc.join(' ')}`.trim(),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * As nginx's `gzip_static on` (deploy/nginx.conf): the build's `<file>.gz` when there is one, other
 * files compressed off this server's thread. Compressing each request on it held up everything else
 * the process serves, the bench's stub API answers included.
 */
function gzipped(file: string): Promise<Buffer> {
  return readFile(`${file}.gz`).catch(async () => gzipAsync(await readFile(file)));
}

export async function startStaticServer(opts: StaticServerOptions): Promise<Server> {
  const root = resolve(opts.root);
  const csp = contentSecurityPolicy(opts.connectSrc);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path = normalize(decodeURIComponent(url.pathname));
    if (!path.startsWith('/')) path = '/';
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'same-origin');
    if (path === '/config.json') {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify({ ...E2E_CONFIG, ...opts.config }));
      return;
    }
    let file = join(root, path);
    if (!file.startsWith(root)) file = join(root, 'index.html');
    try {
      const s = await stat(file);
      if (s.isDirectory()) file = join(root, 'index.html');
    } catch {
      // SPA fallback: every unknown path is the app's to route (it shows /404 itself).
      file = join(root, 'index.html');
    }
    // As deploy/nginx.conf: the page and its config are revalidated on every load.
    if (file.endsWith('index.html') || file.endsWith('config.json'))
      res.setHeader('Cache-Control', 'no-cache');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    res.setHeader('Content-Type', type);
    if (file.endsWith('mockServiceWorker.js')) res.setHeader('Service-Worker-Allowed', '/');
    const gzip =
      /gzip/.test(String(req.headers['accept-encoding'] ?? '')) && /text|json|svg/.test(type);
    if (gzip) {
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', 'Accept-Encoding');
      res.end(await gzipped(file));
    } else {
      res.end(await readFile(file));
    }
  });
  await new Promise<void>((ok) => server.listen(opts.port, '127.0.0.1', ok));
  return server;
}
