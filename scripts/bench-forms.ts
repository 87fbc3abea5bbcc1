// `npm run bench:forms`: sustained form submissions per second and latency percentiles for
// each store, measured two ways: directly through the store (in this process), and over HTTP
// on loopback through scripts/forms-server.ts (a child process), 20 concurrent clients each,
// every submission committed before it is acknowledged. PostgreSQL is a throw-away cluster
// with durable settings (fsync on); SQLite runs with synchronous=FULL. Both on this disk.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { openFormStore } from '../server/forms/open.js';
import { createDatabase, startTempCluster } from './postgres-cluster.js';

const DIST = process.env.DIST_DIR || 'dist';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CLIENTS = 20;
const data = { name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '+90 532 000 00 00', message: 'Temsilcilik başvurusu hakkında bilgi almak istiyorum.'.repeat(4) };

interface Result { count: number; errors: number; latencies: number[]; seconds: number }

const pct = (xs: number[], p: number) => xs.length ? xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]! : NaN;

/** Runs `CLIENTS` loops of `once` for SECONDS (after a one-second warm-up that is not counted). */
async function drive(once: (key: string) => Promise<boolean>, tag: string): Promise<Result> {
  const run = async (seconds: number, phase: string) => {
    const latencies: number[] = [];
    let errors = 0;
    const end = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = 0; performance.now() < end; i++) {
        const t0 = performance.now();
        if (await once(`${tag}-${phase}-${c}-${i}`)) latencies.push(performance.now() - t0);
        else errors++;
      }
    }));
    return { count: latencies.length, errors, latencies: latencies.sort((a, b) => a - b), seconds: (performance.now() - started) / 1000 };
  };
  await run(1, 'warm');
  return run(SECONDS, 'run');
}

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [path.join(DIST, 'scripts/forms-server.js'), '--port', '0'], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`forms server exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /^listening (\d+)$/.exec(line);
      if (m) resolve({ child, port: Number(m[1]) });
    });
  });
}

function post(agent: Agent, port: number, body: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/submit', method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

function row(store: string, via: string, r: Result) {
  const f = (n: number) => n.toFixed(2);
  console.log(`| ${store} | ${via} | ${Math.round(r.count / r.seconds)} | ${f(pct(r.latencies, 50))} | ${f(pct(r.latencies, 95))} | ${f(pct(r.latencies, 99))} | ${r.errors} |`);
}

async function benchStore(label: string, location: { dataDir: string; databaseUrl?: string }) {
  const store = await openFormStore(location);
  const direct = await drive(async (key) => {
    try {
      return (await store.submit({ kind: 'contact', locale: 'tr', idempotencyKey: key, data })).created;
    } catch {
      return false;
    }
  }, 'direct');
  await store.close();
  row(label, 'store', direct);

  const { child, port } = await startServer({ DATA_DIR: location.dataDir, ...(location.databaseUrl ? { DATABASE_URL: location.databaseUrl } : {}) });
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  try {
    const http = await drive(async (key) => (await post(agent, port, JSON.stringify({ kind: 'contact', locale: 'tr', idempotencyKey: key, data }))) === 201, 'http');
    row(label, 'HTTP', http);
  } finally {
    agent.destroy();
    child.kill('SIGTERM');
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'unilira-forms-bench-'));
const cluster = await startTempCluster({ durable: true });
try {
  console.log(`\n## Form submissions: ${CLIENTS} concurrent clients, ${SECONDS} s each, every one committed before it is acknowledged`);
  console.log('| store | via | submissions/s | p50 ms | p95 ms | p99 ms | errors |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  await benchStore('SQLite (WAL, synchronous=FULL)', { dataDir });
  await benchStore('PostgreSQL (pool of 10, fsync on)', { dataDir, databaseUrl: await createDatabase(cluster.url) });
} finally {
  cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
