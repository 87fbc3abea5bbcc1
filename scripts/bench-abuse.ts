// `npm run bench:abuse`: replays the security audit's worst cases against the built server in
// a child process on 127.0.0.1, each bounded in count and time, and prints what happened.
// Nothing here is a pass/fail test (those are in tests/http/security.test.ts and
// server-process.test.ts); these are the figures to compare with the audit's.
import net from 'node:net';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { startServerProcess, get, openHostileSockets, type ServerProcess, type StartVia } from './server-process.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rssMb = (p: ServerProcess) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p.child.pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};
const pct = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** A raw GET (the path byte for byte), measuring the bytes of the answer. */
function rawGet(port: number, path: string): Promise<{ status: number; bytes: number; ms: number }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length)).on('end', () => resolve({ status: res.statusCode!, bytes, ms: performance.now() - t0 }));
    }).on('error', reject);
  });
}

async function timed<T>(fn: () => Promise<T>): Promise<[T | Error, number]> {
  const t0 = performance.now();
  try {
    return [await fn(), performance.now() - t0];
  } catch (e) {
    return [e as Error, performance.now() - t0];
  }
}

async function backtickPath() {
  const server = await startServerProcess();
  try {
    const r = await rawGet(server.port, `/x${'$`'.repeat(1000)}/`);
    const parallel = await Promise.all(Array.from({ length: 8 }, () => rawGet(server.port, `/x${'$`'.repeat(1000)}/`)));
    console.log(`1. 404 path with 1000 × $\`: status ${r.status}, ${(r.bytes / 1024).toFixed(1)} KiB in ${ms(r.ms)}; 8 at once: RSS ${rssMb(server)} MB (audit: 66 MB per answer, 313 → 943 MB)`);
    void parallel;
  } finally {
    await server.stop();
  }
}

async function slugFlood() {
  const server = await startServerProcess();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  try {
    const before = rssMb(server);
    const t0 = performance.now();
    const statuses = new Map<number, number>();
    let next = 0;
    await Promise.all(Array.from({ length: 8 }, async () => {
      while (next < 6000) {
        const i = next++;
        const r = await get(server.port, `/blog/made-up-${i}/`, 5000, agent).catch(() => ({ status: 0 }));
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      }
    }));
    const took = (performance.now() - t0) / 1000;
    const fresh = await get(server.port, '/kurumsal-yonetim/');
    console.log(`2. 6,000 made-up blog slugs in ${took.toFixed(1)} s: ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}; then an uncached page: ${fresh.status}; RSS ${before} → ${rssMb(server)} MB (audit: every uncached page 500 after 5,000)`);
  } finally {
    agent.destroy();
    await server.stop();
  }
}

async function expensiveSearches(label: string, env: Record<string, string>) {
  const server = await startServerProcess(env);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  try {
    const term = encodeURIComponent(Array.from({ length: 50 }, (_, i) => 'abcdefghijklmnopqrstuvwxyz'[i % 26]).join(' '));
    const url = `/api/umbraco?endpoint=/SearchApi/Search&searchTerm=${term}&lang=tr`;
    const idle: number[] = [];
    for (let i = 0; i < 20; i++) idle.push((await timed(() => get(server.port, '/healthz')))[1]);
    let stop = false;
    const counts = new Map<number, number>();
    const searchMs: number[] = [];
    const load = Array.from({ length: 4 }, async () => {
      while (!stop) {
        const [r, t] = await timed(() => get(server.port, url, 5000, agent));
        const status = r instanceof Error ? 0 : r.status;
        counts.set(status, (counts.get(status) ?? 0) + 1);
        if (status === 200) searchMs.push(t);
      }
    });
    const busy: number[] = [];
    const end = Date.now() + 5000;
    while (Date.now() < end) {
      busy.push((await timed(() => get(server.port, '/healthz')))[1]);
      await sleep(50);
    }
    stop = true;
    await Promise.all(load);
    console.log(`3. ${label}: 50-term searches from 4 connections for 5 s: ${[...counts].map(([s, n]) => `${n} × ${s}`).join(', ')}; answered searches p50 ${ms(pct(searchMs, 0.5))}; /healthz p50 ${ms(pct(idle, 0.5))} idle → p50 ${ms(pct(busy, 0.5))}, p95 ${ms(pct(busy, 0.95))} under load (audit: 2 → 447 ms)`);
  } finally {
    agent.destroy();
    await server.stop();
  }
}

async function idleSockets() {
  const server = await startServerProcess({}, { fdLimit: 1024 });
  const sockets: net.Socket[] = [];
  try {
    let refused = 0;
    for (let i = 0; i < 1000; i++) {
      const s = net.connect({ host: '127.0.0.1', port: server.port });
      s.on('error', () => {});
      const ok = await new Promise<boolean>((r) => { s.once('connect', () => r(true)); s.once('error', () => r(false)); });
      if (!ok) refused++;
      if (ok && i % 2 === 0) s.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'); // then idle, kept alive
      sockets.push(s);
    }
    await sleep(400);
    const checks: string[] = [];
    for (let i = 0; i < 5; i++) {
      const [r, t] = await timed(() => get(server.port, '/healthz', 3000));
      checks.push(r instanceof Error ? `failed (${r.message})` : `${r.status} in ${ms(t)}`);
    }
    const open = sockets.filter((s) => !s.destroyed).length;
    console.log(`4. 1,000 idle and silent sockets, 1,024 file descriptors: ${open} still open after shedding, ${refused} refused; health checks: ${checks.join(', ')} (audit: every health check failed)`);
  } finally {
    for (const s of sockets) s.destroy();
    await server.stop();
  }
}

async function slowBody() {
  const server = await startServerProcess();
  try {
    const s = net.connect({ host: '127.0.0.1', port: server.port });
    s.on('error', () => {});
    await new Promise((r) => s.once('connect', r));
    const t0 = performance.now();
    s.write('POST /temsilcilik-basvurusu/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000\r\n\r\na=');
    const drip = setInterval(() => { if (!s.destroyed) s.write('b', () => {}); }, 1000);
    const silent = net.connect({ host: '127.0.0.1', port: server.port });
    silent.on('error', () => {});
    const silentClosed = new Promise<number>((r) => silent.once('close', () => r(performance.now() - t0)));
    const closed = await Promise.race([new Promise<number>((r) => s.once('close', () => r(performance.now() - t0))), sleep(60_000).then(() => NaN)]);
    clearInterval(drip);
    console.log(`5. a body sent one byte a second is cut off after ${(closed / 1000).toFixed(1)} s; a socket that sends nothing after ${((await silentClosed) / 1000).toFixed(1)} s (audit: 325–330 s and 85–90 s)`);
  } finally {
    await server.stop();
  }
}

/** SIGTERM with 1,000 hostile sockets open, the site started each way an operator may start it. */
async function sigtermWithHostileSockets() {
  const times: string[] = [];
  for (const via of ['node', 'npm start', 'procfile'] as StartVia[]) {
    const server = await startServerProcess({ MAX_CONNECTIONS: '2000', HEADERS_TIMEOUT_MS: '30000', REQUEST_TIMEOUT_MS: '60000', WEB_CONCURRENCY: '1' }, { via });
    const hostile = await openHostileSockets(server.port, 1000);
    try {
      await get(server.port, '/healthz', 20_000);
      const t0 = performance.now();
      server.child.kill('SIGTERM');
      const code = await server.exited;
      times.push(`${via} ${((performance.now() - t0) / 1000).toFixed(2)} s (exit ${code})`);
    } finally {
      hostile.close();
      await server.stop();
    }
  }
  console.log(`7. SIGTERM to exit with 1,000 hostile sockets open (slow headers, dribbling bodies, silent), grace 1 s: ${times.join('; ')} (before: the forced exit, 9.0 s)`);
}

async function sigtermUnderLoad() {
  const server = await startServerProcess();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  try {
    await get(server.port, '/', 5000, agent);
    let stop = false;
    const load = Array.from({ length: 16 }, async () => {
      while (!stop) await get(server.port, '/', 2000, agent).catch(() => undefined);
    });
    await sleep(1000);
    const before = Array.from({ length: 10 }, () => get(server.port, '/iletisim/', 5000, agent));
    const t0 = performance.now();
    server.child.kill('SIGTERM');
    const answers = await Promise.allSettled(before);
    const code = await server.exited;
    const took = performance.now() - t0;
    stop = true;
    await Promise.all(load);
    const ok = answers.filter((a) => a.status === 'fulfilled' && a.value.status === 200).length;
    console.log(`6. SIGTERM under keep-alive load (16 connections): ${ok}/10 requests sent just before it answered 200; exit code ${code} after ${(took / 1000).toFixed(2)} s (audit: 6/10 reset, exit 1 at 10 s)`);
  } finally {
    agent.destroy();
    await server.stop();
  }
}

console.log('Abuse benchmark: the built server in a child process on 127.0.0.1, default settings unless named.\n');
await backtickPath();
await slugFlood();
await expensiveSearches('rate limits on (default)', {});
await expensiveSearches('rate limits off (engine cost alone)', { RATE_LIMIT_SEARCH: '1000000' });
await idleSockets();
await slowBody();
await sigtermUnderLoad();
await sigtermWithHostileSockets();
