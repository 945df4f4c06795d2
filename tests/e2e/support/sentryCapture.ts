import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';

/** One item of a Sentry envelope: its header (type…) and its payload, parsed when it is JSON. */
export interface EnvelopeItem {
  type: string;
  payload: unknown;
}

export interface CapturedEnvelope {
  /** The Origin header of the page that sent it. */
  origin: string | undefined;
  /** The body exactly as it arrived (for "no secret anywhere" checks). */
  raw: string;
  items: EnvelopeItem[];
}

export interface SentryCapture {
  server: Server;
  envelopes: CapturedEnvelope[];
  /** A DSN whose envelopes come here (project 1). */
  dsn: string;
  origin: string;
  close(): Promise<void>;
}

/** Envelope format: a header line, then for each item a header line and a payload line. */
function parseEnvelope(raw: string): EnvelopeItem[] {
  const lines = raw.split('\n');
  const items: EnvelopeItem[] = [];
  for (let i = 1; i < lines.length; i += 2) {
    if (!lines[i]) continue;
    const header = JSON.parse(lines[i] ?? '{}') as { type?: string };
    const body = lines[i + 1] ?? '';
    let payload: unknown = body;
    try {
      payload = JSON.parse(body);
    } catch {
      // Attachments are not JSON; keep the text.
    }
    items.push({ type: header.type ?? 'unknown', payload });
  }
  return items;
}

/**
 * A stand-in for Sentry's ingest on 127.0.0.1: accepts envelopes (POST /api/<project>/envelope/)
 * from any page, as Sentry does (CORS), and keeps them for the test to read.
 */
export async function startSentryCapture(port: number): Promise<SentryCapture> {
  const envelopes: CapturedEnvelope[] = [];
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && /^\/api\/\d+\/envelope\/?/.test(req.url ?? '')) {
        let body = Buffer.concat(chunks);
        if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        const raw = body.toString('utf8');
        envelopes.push({ origin: req.headers.origin, raw, items: parseEnvelope(raw) });
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  const origin = `http://127.0.0.1:${port}`;
  return {
    server,
    envelopes,
    origin,
    dsn: `http://e2epublickey@127.0.0.1:${port}/1`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/** Error events (not sessions or transactions) captured so far. */
export function capturedErrors(capture: SentryCapture): Record<string, unknown>[] {
  return capture.envelopes.flatMap((e) =>
    e.items.filter((i) => i.type === 'event').map((i) => i.payload as Record<string, unknown>),
  );
}
