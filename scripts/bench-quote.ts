// The transfer calculator's budgets (docs/performance.md): GET /api/quote p95 ≤ 2 ms in process,
// and a result page rendered with nothing cached ≤ 1 ms median. Each figure stands beside a
// reference measured in the same run on the same machine: /healthz and the search API for the
// API, the bare calculator page and the fees page for the render.
//
//   npm run bench:quote        (BENCH_QUOTE_N: requests per row, default 3000)
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../server/config.js';
import { createSite, type SiteDeps } from '../server/site.js';
import { createApp } from '../server/app.js';
import { resolvePage } from '../server/page-kinds/resolve.js';
import { renderPage } from '../server/render/render.js';
import { calculate } from '../server/calculator/calculate.js';
import { translator } from '../server/i18n.js';

const N = Number(process.env.BENCH_QUOTE_N ?? 3000);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const TO = ['de-eur-bank', 'gb-gbp-bank', 'us-usd-bank', 'jp-jpy-bank', 'tr-try-iban', 'pk-pkr-cash'];

function get(agent: http.Agent, port: number, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    http.get({ host: '127.0.0.1', port, path: url, agent }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - t0) : reject(new Error(`${url}: ${res.statusCode}`))));
    }).on('error', reject);
  });
}

async function timed(agent: http.Agent, port: number, url: (i: number) => string): Promise<number[]> {
  for (let i = 0; i < 200; i++) await get(agent, port, url(i)); // warm-up, not counted
  const out: number[] = [];
  for (let i = 0; i < N; i++) out.push(await get(agent, port, url(i + 200)));
  return out;
}

async function apiRows(deps: SiteDeps) {
  // A higher search limit than the default, so the reference row measures the API and not the limiter.
  const app = createApp(deps, { logger: pino({ level: 'silent' }) });
  const server = await new Promise<http.Server>((r) => { const s = http.createServer(app).listen(0, '127.0.0.1', () => r(s)); });
  const port = (server.address() as { port: number }).port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const rows: [string, number[]][] = [
    ['GET /healthz (reference: the smallest JSON answer)', await timed(agent, port, () => '/healthz')],
    ['GET /api/search?q=kart (reference: another API)', await timed(agent, port, () => '/api/search?q=kart&lang=tr')],
    ['GET /api/quote (a different amount and destination each time)', await timed(agent, port, (i) => `/api/quote?amount=${100 + (i % 300)}&side=${i % 3 ? 'send' : 'receive'}&to=${TO[i % TO.length]}&lang=${i % 2 ? 'en' : 'tr'}`)],
  ];
  agent.destroy();
  server.close();
  const ref = pct(rows[0]![1], 50);
  console.log(`\n## GET /api/quote in process (${N} sequential keep-alive requests per row over loopback, after 200 unmeasured)`);
  console.log('| request | p50 ms | p95 ms | p99 ms | p50 ÷ /healthz p50 |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [label, xs] of rows) console.log(`| ${label} | ${pct(xs, 50).toFixed(3)} | ${pct(xs, 95).toFixed(3)} | ${pct(xs, 99).toFixed(3)} | ${(pct(xs, 50) / ref).toFixed(2)}× |`);
  const p95 = pct(rows[2]![1], 95);
  console.log(`\n/api/quote p95 ${p95.toFixed(3)} ms over loopback (budget 2 ms): ${p95 <= 2 ? 'within' : 'OVER'}`);
  // The API's own work without the socket and Express: the function both the API and the page call.
  const now = new Date();
  const t = translator(deps.i18n, 'tr');
  const own: number[] = [];
  for (let i = 0; i < N + 200; i++) {
    const t0 = performance.now();
    await calculate(deps, 'tr', t, { amount: String(100 + (i % 300)), side: i % 3 ? 'send' : 'receive', to: TO[i % TO.length] }, now);
    if (i >= 200) own.push(performance.now() - t0);
  }
  console.log(`calculate() alone, in process: p50 ${pct(own, 50).toFixed(3)} ms, p95 ${pct(own, 95).toFixed(3)} ms, p99 ${pct(own, 99).toFixed(3)} ms`);
}

async function renderRows(deps: SiteDeps) {
  const pages: [string, (i: number) => string][] = [
    ['the about page (reference: a plain content page)', () => '/hakkimizda/'],
    ['the fees page', () => '/ucret-ve-limitler/'],
    ['the bare calculator page (reference)', () => '/para-transferi-hesapla/'],
    ['a calculator result (a different amount each time)', (i) => `/para-transferi-hesapla/?amount=${1000 + i}&side=send&to=${TO[i % TO.length]}`],
    ['a calculator error (400)', (i) => `/en/transfer-calculator/?amount=-${i}&to=de-eur-bank`],
  ];
  console.log(`\n## Pages rendered with nothing cached (content and page caches flushed before each; ${Math.min(N, 1000)} renders each after 100 unmeasured)`);
  console.log('Wall time, and the mean CPU time of the main thread per render (which hardly depends on what else the machine runs).');
  console.log('| page | p50 ms | p95 ms | CPU mean ms | p50 ÷ about page p50 |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  let ref = 0;
  let result = 0;
  for (const [label, url] of pages) {
    const xs: number[] = [];
    let cpu = 0;
    for (let i = 0; i < Math.min(N, 1000) + 100; i++) {
      deps.pageCache.clear();
      const u = new URL(url(i), 'http://x');
      const c0 = process.threadCpuUsage();
      const t0 = performance.now();
      const input = await resolvePage(deps, deps.router.match(u.pathname)!, {}, {}, Object.fromEntries(u.searchParams));
      await renderPage(deps, input!);
      if (i < 100) continue;
      xs.push(performance.now() - t0);
      const c = process.threadCpuUsage(c0);
      cpu += (c.user + c.system) / 1000;
    }
    const p50 = pct(xs, 50);
    if (!ref) ref = p50;
    if (label.startsWith('a calculator result')) result = p50;
    console.log(`| ${label} | ${p50.toFixed(3)} | ${pct(xs, 95).toFixed(3)} | ${(cpu / xs.length).toFixed(3)} | ${(p50 / ref).toFixed(2)}× |`);
  }
  console.log(`\nResult page median ${result.toFixed(3)} ms uncached (budget 1 ms): ${result <= 1 ? 'within' : 'OVER'}`);
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-quote-'));
  const deps = await createSite(loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: process.env.NODE_ENV, CONTENT_DIR: process.env.CONTENT_DIR, SITE_URL: 'http://127.0.0.1', PAGE_CACHE_WARM: 'false', DATA_DIR: dataDir, DATA_DIR_PERSISTENT: 'true', RATES_SOURCE: 'file', RATE_LIMIT_SEARCH: '1000000' }));
  console.log(`# Transfer calculator benchmark (${new Date().toISOString()}, Node ${process.version}, NODE_ENV=${process.env.NODE_ENV ?? 'development'})`);
  await renderRows(deps);
  await apiRows(deps);
  deps.stopWatching();
  await deps.forms.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

await main();
