// A full GC that finds no object of a shape drops the shape, and the next object of that kind
// gets a new one. After a few such GCs the code that builds those objects stops caching its
// property stores (megamorphic) for good, and each cached answer costs more CPU. Every serving
// process keeps one tick object and its latest request and response (server/runtime.ts). A probe
// loaded into the real server reads V8's feedback (--allow-natives-syntax).
import { describe, it, expect, afterEach } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process.js';
import { DEFAULT_RUNTIME } from '../../server/runtime.js';

let server: ServerProcess | undefined;
let dir: string | undefined;
afterEach(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Counts = Record<'nextTick' | 'IncomingMessage' | 'ServerResponse' | 'OutgoingMessage', number>;

/** The server with the probe, once every serving process has warmed its page cache. */
async function probedServer(env: Record<string, string>, processes: number) {
  dir = mkdtempSync(path.join(tmpdir(), 'object-shapes-'));
  const out = path.join(dir, 'megamorphic');
  const s = (server = await startServerProcess({
    NODE_RUNTIME_FLAGS: [...DEFAULT_RUNTIME.nodeFlags, '--allow-natives-syntax', '--expose-gc'].join(' '),
    NODE_OPTIONS: `--import ${path.resolve('tests/helpers/feedback-probe.mjs')}`,
    FEEDBACK_OUT: out,
    ...env,
  }));
  const end = Date.now() + 60_000;
  // Asked for readiness all along, as a platform's health check does: a new connection each time.
  while (s.logs.filter((l) => l.msg === 'page cache warmed').length < processes && Date.now() < end) {
    await new Promise((done) => http.get({ host: '127.0.0.1', port: s.port, path: '/readyz', agent: false }, (res) => res.resume().on('end', done)).on('error', done));
    await sleep(20);
  }
  const pids = s.logs.filter((l) => l.msg === 'listening').map((l) => l.pid as number);
  expect(pids).toHaveLength(processes);
  /** What each serving process's probe reports. */
  const probe = async (): Promise<Counts[]> => {
    const files = pids.map((pid) => `${out}.${pid}`);
    files.forEach((f) => rmSync(f, { force: true }));
    pids.forEach((pid) => process.kill(pid, 'SIGUSR2'));
    const until = Date.now() + 10_000;
    while (!files.every((f) => existsSync(f)) && Date.now() < until) await sleep(50);
    return files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as Counts);
  };
  return { s, probe };
}

describe('object shapes kept alive', () => {
  it('after many full GCs between cached answers, Node still caches every store process.nextTick makes', async () => {
    const { s, probe } = await probedServer({ WEB_CONCURRENCY: '1' }, 1);
    let counts: Counts[] = [];
    for (let gcs = 0; gcs < 12; gcs++) {
      for (const page of ['/', '/en/', '/ucret-ve-limitler/']) expect((await fetch(`http://127.0.0.1:${s.port}${page}`)).status).toBe(200);
      counts = await probe();
    }
    expect(counts.map((c) => c.nextTick)).toEqual([0]);
  }, 90_000);

  it('two workers under load from another process, after their warm-up: Node\'s request objects keep cached stores', async () => {
    const { s, probe } = await probedServer({ WEB_CONCURRENCY: '2' }, 2);
    // A load generator of its own, as a visitor's traffic is; from inside the test process it
    // reproduced the loss in 1 of 2 runs, from a process of its own in every run.
    const autocannon = path.resolve('node_modules/autocannon/autocannon.js');
    await promisify(execFile)(process.execPath, [autocannon, '-c', '50', '-d', '2', '-H', 'accept-encoding=gzip', `http://127.0.0.1:${s.port}/`]);
    const counts = await probe();
    expect(counts.map(({ IncomingMessage, ServerResponse, OutgoingMessage }) => ({ IncomingMessage, ServerResponse, OutgoingMessage })))
      .toEqual(Array(2).fill({ IncomingMessage: 0, ServerResponse: 0, OutgoingMessage: 0 }));
  }, 120_000);
});
