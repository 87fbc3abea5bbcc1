// Debian's Chromium driven over the DevTools protocol directly, for measurements that the usual
// drivers would change. Playwright (and Puppeteer, and Lighthouse) enable the protocol's Runtime
// domain on every page; while it is on, V8 records a full stack trace with source positions for
// every Error object created, for a debugger that might want it. React DOM creates three at
// start-up (its internal Suspense signals), so V8 re-parses the whole 220 KB chunk to find their
// positions: evaluating React took 24-29 ms with Playwright attached and 4.3-4.6 ms in the same
// Chromium with no protocol client at all (unthrottled, the chunk already fetched and compiled).
// A visitor's browser has no debugger attached. This client uses only the Target, Page, DOM,
// Emulation and Input domains, never Runtime, so the page runs as it would for that visitor.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPath, CHROMIUM_FLAGS } from './chromium.js';

/** The browser tests' flags (DEVELOPERS.md), headless, and the ones Playwright adds so that a
 *  page it drives is neither throttled nor deprioritised as a background tab. */
const FLAGS = [
  '--headless=new', ...CHROMIUM_FLAGS,
  '--disable-background-timer-throttling', '--disable-renderer-backgrounding', '--disable-backgrounding-occluded-windows', '--disable-ipc-flooding-protection',
  '--disable-field-trial-config', '--disable-back-forward-cache', '--disable-hang-monitor', '--disable-extensions', '--allow-pre-commit-input', '--hide-scrollbars',
];

type Params = Record<string, unknown>;
/** The protocol's answers, read field by field where they are used. */
type Result = any; // shapes vary by method
interface Pending { resolve(r: Result): void; reject(e: Error): void; method: string }

export interface Session {
  send(method: string, params?: Params): Promise<Result>;
  /** Resolves with the params of the next event of that name on this session. */
  once(event: string): Promise<Result>;
}

export interface RawChromium {
  /** A new browser context (its own cache and storage) with one blank page, and that page's session. */
  newPage(): Promise<{ session: Session; close(): Promise<void> }>;
  close(): Promise<void>;
}

export async function launchRawChromium(): Promise<RawChromium> {
  const executable = chromiumPath();
  const profile = mkdtempSync(path.join(tmpdir(), 'raw-chromium-'));
  const child: ChildProcess = spawn(executable, [...FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const endpoint = await new Promise<string>((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${err.slice(-500)}`)), 20_000);
    child.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${err.slice(-500)}`)));
  });
  const ws = new WebSocket(endpoint);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = () => reject(new Error(`cannot connect to ${endpoint}`));
  });
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const waiters = new Map<string, ((p: Result) => void)[]>();
  ws.onmessage = (msg) => {
    const m = JSON.parse(String(msg.data)) as { id?: number; method?: string; params?: Result; result?: Result; error?: { message: string }; sessionId?: string };
    if (m.id !== undefined) {
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (m.error) p?.reject(new Error(`${p.method}: ${m.error.message}`));
      else p?.resolve(m.result);
    } else if (m.method) {
      const key = `${m.sessionId ?? ''} ${m.method}`;
      const list = waiters.get(key);
      if (list?.length) list.shift()!(m.params);
    }
  };
  const send = (sessionId: string | undefined, method: string, params: Params = {}) =>
    new Promise<Result>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject, method });
      ws.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  const session = (sessionId: string): Session => ({
    send: (method, params) => send(sessionId, method, params),
    once: (event) => new Promise((resolve) => {
      const key = `${sessionId} ${event}`;
      waiters.set(key, [...(waiters.get(key) ?? []), resolve]);
    }),
  });
  return {
    async newPage() {
      const { browserContextId } = await send(undefined, 'Target.createBrowserContext');
      const { targetId } = await send(undefined, 'Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = await send(undefined, 'Target.attachToTarget', { targetId, flatten: true });
      return { session: session(sessionId), close: () => send(undefined, 'Target.disposeBrowserContext', { browserContextId }) };
    },
    async close() {
      await send(undefined, 'Browser.close').catch(() => undefined);
      ws.close();
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
