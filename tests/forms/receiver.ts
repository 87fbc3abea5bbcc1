// A real webhook receiver on 127.0.0.1 (node:http) that records what it got and answers as
// the test says: a status, after an optional delay, or never.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

export type Answer = { status: number; delayMs?: number } | 'hang';

export interface Receiver {
  url: string;
  received: { body: string; headers: IncomingHttpHeaders }[];
  stop(): Promise<void>;
}

/** A loopback port nothing listens on (yet): connections to it are refused. */
export function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export async function startReceiver(port: number, answer: (index: number) => Answer): Promise<Receiver> {
  const received: Receiver['received'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const a = answer(received.length);
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
      if (a === 'hang') return;
      setTimeout(() => res.writeHead(a.status).end(), a.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/hooks/forms`,
    received,
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** A pino logger whose lines the test can read. */
export function captureLogs(): { logger: Logger; lines: string[]; entries: () => Record<string, unknown>[] } {
  const lines: string[] = [];
  const stream = new Writable({ write(chunk, _enc, cb) { lines.push(String(chunk)); cb(); } });
  return { logger: pino({ level: 'info' }, stream), lines, entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 10_000, what = 'condition') {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
