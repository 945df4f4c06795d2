import type { AddressInfo } from 'node:net';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { createHandlers } from '../../src/mocks/handlers';
import { seedDb } from '../../src/mocks/seed';

export interface LoopbackApi {
  readonly origin: string;
  /** "METHOD /path?query" of every request, in order. */
  readonly seen: string[];
  close(): Promise<void>;
}

/** An answer the test sets for one path, in place of the mock's. */
export type Override = (url: URL) => { status?: number; body: unknown } | undefined;

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(`${origin}${req.url ?? '/'}`, {
    method: req.method ?? 'GET',
    headers,
    ...(body && req.method !== 'GET' && req.method !== 'HEAD' ? { body } : {}),
  });
}

async function send(res: ServerResponse, answer: Response): Promise<void> {
  res.statusCode = answer.status;
  answer.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await answer.arrayBuffer()));
}

/**
 * The embedded mock API (msw's handlers over the seeded demo data) served over real HTTP on
 * 127.0.0.1, as a backend would be; `override` answers some paths differently (a stub).
 */
export async function startLoopbackApi(override?: Override): Promise<LoopbackApi> {
  let origin = '';
  let handlers: RequestHandler[] = [];
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', origin);
      seen.push(`${req.method} ${url.pathname}${url.search}`);
      const stub = override?.(url);
      if (stub) {
        await send(res, Response.json(stub.body, { status: stub.status ?? 200 }));
        return;
      }
      const answer = await getResponse(handlers, await toRequest(req, origin));
      await send(res, answer ?? Response.json({ message: 'Not found' }, { status: 404 }));
    })().catch((e: unknown) => {
      res.statusCode = 500;
      res.end(String(e));
    });
  });
  // A free port: unit test files run side by side.
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  handlers = createHandlers({ db: seedDb(), baseUrl: origin }) as RequestHandler[];
  return {
    origin,
    seen,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
