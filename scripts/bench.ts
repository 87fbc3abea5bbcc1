// `npm run bench`: render times with nothing cached; requests per second over loopback for
// nginx serving the same bytes, node:http alone sending them, the cached page (default logging, and with tracking
// parameters), the uncached render and the cluster; memory before, during and after load; and
// the page-weight budgets. Bounded: each load run lasts a few seconds on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, existsSync, readdirSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { createLoader, findOrInstall, startNginx, rssOf, sampleRss, mb, cpuMs, pageJs, type LoadResult } from './bench-load.js';
import { procfileWeb } from './server-process.js';
import { DEFAULT_RUNTIME, SMALL_INSTANCE_FLAGS } from '../server/runtime.js';
import { loadConfig } from '../server/config.js';
import { createSite, type SiteDeps } from '../server/site.js';
import { resolvePage } from '../server/page-kinds/resolve.js';
import { renderPage } from '../server/render/render.js';
import { toPage } from '../server/http/page-cache.js';
import { widgetTimings } from './bench-widgets.js';
import { mixedAb } from './bench-mixed.js';
import { LOCALES } from '../shared/locale.js';

const DIST = process.env.DIST_DIR || 'dist';
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
/** `BENCH_ONLY=render` measures only in-process render times, `load` only the servers under load,
 *  `widgets` only the script budgets and the first interaction with each widget in Chromium,
 *  `runtime` only the runtime settings' A/B, `ratio` only the site against node:http alone,
 *  `mixed` only the mixed, mostly uncached load with the default runtime settings and the small instances' option,
 *  `log` only the site's log destination against pino's own on cached `/`. */
const ONLY = process.env.BENCH_ONLY;
const kb = (n: number) => `${(n / 1024).toFixed(2)} KiB`;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function renderTimes(deps: SiteDeps, paths: string[]) {
  console.log('\n## Render with nothing cached (content cache and page cache flushed before each render; layout parts cached, or rendered afresh as before they were)');
  console.log('Wall time, and the mean CPU time the main thread spent per render (the kernel counts it in ticks, so only the mean is exact; unlike wall time it hardly depends on what else the machine runs).');
  console.log('The last column is what a render that goes into the page cache adds: its gzip and brotli copies (`toPage`), CPU mean ms.');
  console.log('| page | p50 ms | p95 ms | CPU mean ms | p50 ms, layout afresh | p95 ms, layout afresh | CPU mean ms, layout afresh | HTML | gzip | copies CPU ms |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const p of paths) {
    const wall = { cached: [] as number[], fresh: [] as number[] };
    const cpu = { cached: [] as number[], fresh: [] as number[] };
    let html = '';
    for (let i = 0; i < 600; i++) {
      const cachedLayout = i % 2 === 0; // interleaved, so both see the same machine
      deps.pageCache.clear();
      const c0 = process.threadCpuUsage();
      const t0 = performance.now();
      const input = await resolvePage(deps, deps.router.match(p)!);
      html = await renderPage(deps, input!, { cachedLayout });
      const kind = cachedLayout ? 'cached' : 'fresh';
      wall[kind].push(performance.now() - t0);
      const c = process.threadCpuUsage(c0);
      cpu[kind].push((c.user + c.system) / 1000);
    }
    const w = (k: 'cached' | 'fresh', q: number) => pct(wall[k].slice(50), q).toFixed(2);
    const c = (k: 'cached' | 'fresh') => (cpu[k].slice(50).reduce((a, b) => a + b, 0) / (cpu[k].length - 50)).toFixed(2);
    console.log(`| ${p} | ${w('cached', 50)} | ${w('cached', 95)} | ${c('cached')} | ${w('fresh', 50)} | ${w('fresh', 95)} | ${c('fresh')} | ${kb(html.length)} | ${kb(gzipSync(html).length)} | ${copiesCpu(html).toFixed(2)} |`);
  }
}

/** Mean CPU ms of making a page's compressed copies for the page cache. */
function copiesCpu(html: string, runs = 50) {
  const c0 = process.threadCpuUsage();
  for (let i = 0; i < runs; i++) toPage(html, true);
  const c = process.threadCpuUsage(c0);
  return (c.user + c.system) / 1000 / runs;
}

async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  // stdout (the request log at the default level) goes to /dev/null: written, not read.
  // As the Procfile runs it: its environment (production mode: React's production build) and
  // Node's heap settings (docs/operations.md, Memory); one process unless WEB_CONCURRENCY says otherwise;
  // /metrics behind a token.
  const procfile = procfileWeb();
  // A temporary data folder stands for a persistent disk; the embedded bulletin for the Central Bank.
  const production = { ...procfile.env, SITE_URL: `http://127.0.0.1:${port}`, WEB_CONCURRENCY: '1', METRICS_TOKEN, DATA_DIR_PERSISTENT: 'true', RATES_SOURCE: 'file' };
  const child = spawn(process.execPath, [...procfile.nodeArgs, path.join(DIST, 'server/main.js')], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...production, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 600; i++) { // a minute: cluster workers on a busy machine start slowly
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('server did not start');
}

function budgets(pages: { path: string; html: string }[]) {
  const manifest = JSON.parse(readFileSync(path.join(DIST, 'manifest.json'), 'utf8')) as { entries: Record<string, { file: string; imports: string[] }>; css: string };
  // What a gzip client receives: the .gz files the build wrote (level 9).
  const gz = (p: string) => readFileSync(path.join(DIST, 'public', `${p}.gz`)).length;
  const br = (p: string) => readFileSync(path.join(DIST, 'public', `${p}.br`)).length;
  console.log('\n## Page weight (as sent: gzip -9; brotli in brackets)');
  console.log(`- CSS per page: ${kb(gz(manifest.css))} [${kb(br(manifest.css))}] (budget 20 KB)`);
  // Fonts are sent as they are (woff2 is compressed already); not JavaScript, but page weight.
  const fonts = readdirSync(path.join(DIST, 'public/assets')).filter((f) => f.endsWith('.woff2'));
  const fontBytes = (f: string) => readFileSync(path.join(DIST, 'public/assets', f)).length;
  console.log(`- Fonts: ${fonts.map((f) => `${f.replace(/-\w+\.woff2$/, '')} ${kb(fontBytes(f))}`).join(', ')} (latin is preloaded on every page, the Turkish cut on Turkish pages; latin-ext loads only for other accented letters)`);
  const worst = (strategies: string, size: (p: string) => number) =>
    pages.map((p) => ({ path: p.path, bytes: pageJs(p.html, manifest, size, strategies) })).sort((a, b) => b.bytes - a.bytes)[0]!;
  const before = worst('load|idle', gz);
  console.log(`- JavaScript before any interaction (runtime + load/idle widgets), largest page: ${kb(before.bytes)} [${kb(worst('load|idle', br).bytes)}] on ${before.path} (budget 8 KB)`);
  const after = worst('load|idle|visible|interaction', gz);
  console.log(`- JavaScript after using every widget on a page, React included, largest page: ${kb(after.bytes)} [${kb(worst('load|idle|visible|interaction', br).bytes)}] on ${after.path} (budget 80 KB)`);
  const all = readdirSync(path.join(DIST, 'public/assets')).filter((f) => f.endsWith('.js'));
  console.log(`- Every script of the site together (no page loads them all): ${kb(all.reduce((s, f) => s + gz(`/assets/${f}`), 0))} in ${all.length} files`);
}

type Loader = ReturnType<typeof createLoader>;

// CPU per answer: the server's CPU time over the measured run (not its warm-up) per request.
const row = (label: string, url: string, r: LoadResult, cpuPerRequest: number, nginxRps?: number) =>
  console.log(`| ${label} | ${url} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.errors} | ${(cpuPerRequest * 1000).toFixed(0)} | ${nginxRps ? (r.rps / nginxRps).toFixed(2) : '–'} |`);
const GZIP = { 'accept-encoding': 'gzip' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the page-cache warm-up is over (the page count in /metrics stops growing): measured runs see a warm server. */
async function warmedUp(port: number, env: Record<string, string>) {
  if (env.PAGE_CACHE === 'false') return sleep(1000);
  let last = -1;
  for (let i = 0; i < 120; i++) {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    if (!res.ok) return sleep(1000); // a server without /metrics (an older build)
    const text = await res.text();
    const pages = Number(/^page_cache_pages (\d+)/m.exec(text)?.[1] ?? 0);
    if (pages > 0 && pages === last) return;
    last = pages;
    await sleep(1000);
  }
}

/** Each URL under load against one server, with its memory before, at the peak of, and after the runs. */
async function serverRuns(loader: Loader, label: string, env: Record<string, string>, port: number, urls: string[], nginxRps?: number) {
  const server = await startServer(port, env);
  try {
    await warmedUp(port, env);
    const before = rssOf(server.pid!);
    const { peak } = await sampleRss(server.pid!, async () => {
      for (const u of urls) {
        let cpu0 = 0;
        const r = await loader.load(`http://127.0.0.1:${port}${u}`, { connections: CONNECTIONS, seconds: DURATION, headers: GZIP }, () => (cpu0 = cpuMs(server.pid!)));
        row(label, u, r, (cpuMs(server.pid!) - cpu0) / r.requests, nginxRps);
      }
    });
    await sleep(2000);
    const after = rssOf(server.pid!);
    return `${label}: before ${mb(before.total)}, peak during load ${mb(peak.total)} (largest process ${mb(peak.largest)}, of which its own, not shared code: ${mb(peak.largestAnon)}; with its share of the shared pages, PSS, as the load ended: ${mb(peak.largestPss)}), 2 s after ${mb(after.total)}`;
  } finally {
    server.kill('SIGTERM');
    await sleep(500);
  }
}

/** The raw answer (headers as sent, body as bytes) a server gives for a URL with gzip. */
function rawAnswer(port: number, url: string): Promise<{ headers: string[]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: url, headers: GZIP }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => {
        const headers: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          if (!/^(date|connection|keep-alive)$/i.test(res.rawHeaders[i]!)) headers.push(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
        }
        resolve({ headers, body: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

// node:http and nothing else, answering every request with fixed headers and bytes; with
// BARE_OPTIMIZE_EMPTY=1, with the one server option of the site's that changes node:http's work.
const BARE_SERVER = `
const http = process.getBuiltinModule('node:http');
const { readFileSync } = process.getBuiltinModule('node:fs');
const answer = JSON.parse(readFileSync(process.env.BARE_ANSWER, 'utf8'));
const body = Buffer.from(answer.body, 'base64');
const options = { optimizeEmptyRequests: process.env.BARE_OPTIMIZE_EMPTY === '1' };
http.createServer(options, (req, res) => { res.writeHead(200, answer.headers); res.end(body); }).listen(Number(process.env.PORT), '127.0.0.1');
`;

// The same, as BARE_WORKERS node:cluster workers sharing the port (the site's worker count).
const BARE_CLUSTER = `
const cluster = process.getBuiltinModule('node:cluster');
if (cluster.isPrimary) {
  for (let i = 0; i < Number(process.env.BARE_WORKERS); i++) cluster.fork();
  process.on('SIGTERM', () => {
    for (const w of Object.values(cluster.workers)) w.process.kill('SIGKILL');
    process.exit(0);
  });
} else {
${BARE_SERVER}
}
`;

/**
 * The ceiling of one Node process here: node:http alone (no routing, no logging, no cache
 * lookup), with the Procfile's flags, sending the site's cached answer for `/` (the same
 * headers and gzip bytes). What is left between this row and the site's is the site's code.
 */
async function bareAnswerFile(port: number): Promise<{ file: string; dir: string }> {
  const site = await startServer(port, {});
  let answer: { headers: string[]; body: Buffer };
  try {
    await warmedUp(port, {});
    answer = await rawAnswer(port, '/');
  } finally {
    await stopped(site);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-bare-'));
  const file = path.join(dir, 'answer.json');
  writeFileSync(file, JSON.stringify({ headers: answer.headers, body: answer.body.toString('base64') }));
  return { file, dir };
}

/** Stops a server and waits until it has exited, so its port is free for the next one. */
async function stopped(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Starts node:http alone (one process, or `workers` cluster workers) answering with the file's answer. */
async function startBare(port: number, file: string, workers: number, nodeArgs: string[], env: Record<string, string> = {}): Promise<ChildProcess> {
  // A file, not `-e`: cluster workers re-run the primary's script by its path.
  const script = path.join(path.dirname(file), workers > 1 ? 'bare-cluster.mjs' : 'bare.mjs');
  writeFileSync(script, workers > 1 ? BARE_CLUSTER : BARE_SERVER);
  const bare = spawn(process.execPath, [...nodeArgs, script], { env: { ...process.env, ...env, BARE_ANSWER: file, BARE_WORKERS: String(workers), PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 100; i++) {
    try {
      await rawAnswer(port, '/');
      break;
    } catch {
      await sleep(100);
    }
  }
  return bare;
}

async function bareNodeRun(loader: Loader, port: number, nginxRps?: number) {
  const { file, dir } = await bareAnswerFile(port);
  const bare = await startBare(port, file, 1, procfileWeb().nodeArgs);
  try {
    let cpu0 = 0;
    const r = await loader.load(`http://127.0.0.1:${port}/`, { connections: CONNECTIONS, seconds: DURATION, headers: GZIP }, () => (cpu0 = cpuMs(bare.pid!)));
    row('node:http alone, the same answer as / (no site code)', '/', r, (cpuMs(bare.pid!) - cpu0) / r.requests, nginxRps);
  } finally {
    bare.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
    await sleep(300);
  }
}

async function main() {
  if (!existsSync(path.join(DIST, 'server/main.js'))) throw new Error('run npm run build first');
  const deps = await createSite(loadConfig({ LOG_LEVEL: 'silent' }));
  try {
    await measure(deps);
  } finally {
    // The site's content watcher (this script's configuration is a development one) would keep the process alive.
    deps.stopWatching();
  }
}

/**
 * The runtime settings (server/runtime.ts) chosen by measurement: two workers on cached `/`,
 * with the program's settings, without each of them in turn, and without any; the settings
 * alternate within each round, so every one sees the same minute of the machine. Per run:
 * requests per second, and the largest worker's RSS at the peak of load and 2 s after.
 */
async function runtimeAb(loader: Loader, nginx2Rps: number | undefined) {
  const runs = Number(process.env.BENCH_AB_RUNS ?? 5);
  const seconds = Number(process.env.BENCH_AB_SECONDS ?? 3);
  const flags = DEFAULT_RUNTIME.nodeFlags;
  const arena = String(DEFAULT_RUNTIME.mallocArenaMax);
  // BENCH_AB_SETTINGS: other candidates, `;`-separated NODE_RUNTIME_FLAGS values, each run with
  // the default MALLOC_ARENA_MAX (e.g. '--max-semi-space-size=4 --heap-growing-percent=20').
  const extra = (process.env.BENCH_AB_SETTINGS ?? '').split(';').map((x) => x.trim()).filter(Boolean)
    .map((f) => ({ label: `${f}, MALLOC_ARENA_MAX=${arena}`, env: { NODE_RUNTIME_FLAGS: f, MALLOC_ARENA_MAX: arena } }));
  const settings: { label: string; env: Record<string, string> }[] = [
    { label: `all: ${flags.join(' ')}, MALLOC_ARENA_MAX=${arena}`, env: { NODE_RUNTIME_FLAGS: flags.join(' ') || 'none', MALLOC_ARENA_MAX: arena } },
    ...flags.map((f) => ({ label: `without ${f}`, env: { NODE_RUNTIME_FLAGS: flags.filter((g) => g !== f).join(' ') || 'none' } })),
    { label: 'without MALLOC_ARENA_MAX', env: { MALLOC_ARENA_MAX: '0' } },
    { label: 'none', env: { NODE_RUNTIME_FLAGS: 'none', MALLOC_ARENA_MAX: '0' } },
    ...extra,
  ];
  // The ceiling at the same worker count: node:http alone in two cluster workers, with the
  // default flags and with none, sending the site's answer for `/`; alternating with the rest.
  const { file, dir } = await bareAnswerFile(3906);
  const ceilings = [
    { label: `node:http alone, 2 workers, ${flags.join(' ')}`, nodeArgs: flags },
    { label: 'node:http alone, 2 workers, no flags', nodeArgs: [] as string[] },
  ];
  const ceilingRps = new Map<string, number[]>(ceilings.map((c) => [c.label, []]));
  const results = new Map<string, { rps: number[]; peak: number[]; pss: number[]; after: number[] }>(settings.map((s) => [s.label, { rps: [], peak: [], pss: [], after: [] }]));
  for (let round = 0; round < runs; round++) {
    for (const c of ceilings) {
      const bare = await startBare(3907, file, 2, c.nodeArgs);
      try {
        const r = await loader.load('http://127.0.0.1:3907/', { connections: CONNECTIONS, seconds, headers: GZIP });
        ceilingRps.get(c.label)!.push(r.rps);
      } finally {
        await stopped(bare);
      }
    }
    for (const s of settings) {
      const env = { WEB_CONCURRENCY: '2', ...s.env };
      const server = await startServer(3906, env);
      try {
        await warmedUp(3906, env);
        const { result, peak } = await sampleRss(server.pid!, () => loader.load('http://127.0.0.1:3906/', { connections: CONNECTIONS, seconds, headers: GZIP }));
        await sleep(2000);
        const r = results.get(s.label)!;
        r.rps.push(result.rps);
        r.peak.push(peak.largest);
        r.pss.push(peak.largestPss);
        r.after.push(rssOf(server.pid!).largest);
      } finally {
        server.kill('SIGTERM');
        await sleep(500);
      }
    }
  }
  const range = (xs: number[], f: (x: number) => string) => `${f(Math.min(...xs))}–${f(Math.max(...xs))}`;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(`\n## Runtime settings A/B (two workers, cached /, ${runs} alternating runs of ${seconds} s each; the largest worker's RSS)`);
  console.log('| settings | req/s (median) | req/s range | vs nginx, 2 workers | worker RSS at peak (median) | range | 2 s after (median) | worker PSS as the load ended (median) |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const s of settings) {
    const r = results.get(s.label)!;
    const ratio = nginx2Rps ? (median(r.rps) / nginx2Rps).toFixed(2) : '–';
    console.log(`| ${s.label} | ${median(r.rps).toFixed(0)} | ${range(r.rps, (x) => x.toFixed(0))} | ${ratio} | ${mb(median(r.peak))} | ${range(r.peak, mb)} | ${mb(median(r.after))} | ${mb(median(r.pss))} |`);
  }
  for (const c of ceilings) {
    const rps = ceilingRps.get(c.label)!;
    const ratio = nginx2Rps ? (median(rps) / nginx2Rps).toFixed(2) : '–';
    console.log(`| ${c.label} (the ceiling: no site code) | ${median(rps).toFixed(0)} | ${range(rps, (x) => x.toFixed(0))} | ${ratio} | – | – | – | – |`);
  }
  rmSync(dir, { recursive: true, force: true });
}

/**
 * The site against node:http alone at the same worker count (two) and the same runtime settings
 * (server/runtime.ts), sending the same bytes for cached `/` at the default log level. The
 * servers alternate within each round (BENCH_RATIO_RUNS, default 5), so each ratio compares the
 * same minute of the machine; the ratio of CPU time per answer is printed too, as it depends less
 * on what else runs. node:http alone is also run with the site's `optimizeEmptyRequests`
 * (connections.ts), the server option that spares node:http work, so the site's own cost shows.
 */
async function siteVsNode(loader: Loader) {
  const runs = Number(process.env.BENCH_RATIO_RUNS ?? 5);
  const seconds = Number(process.env.BENCH_RATIO_SECONDS ?? 3);
  const { file, dir } = await bareAnswerFile(3908);
  const ratios: number[] = [];
  const cpuRatios: number[] = [];
  const optionRatios: number[] = [];
  console.log(`\n## The site against node:http alone (two workers each with the site's runtime settings, cached /, default log level, ${runs} alternating rounds of ${seconds} s)`);
  console.log('| round | node:http alone req/s | the same with optimizeEmptyRequests | the site req/s | site ÷ node:http | site ÷ node:http with the option | CPU µs per answer, node:http / site | node:http ÷ site, CPU per answer |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const measure = async (child: ChildProcess, url: string) => {
    let cpu0 = 0;
    const r = await loader.load(url, { connections: CONNECTIONS, seconds, headers: GZIP }, () => (cpu0 = cpuMs(child.pid!)));
    return { rps: r.rps, cpu: ((cpuMs(child.pid!) - cpu0) / r.requests) * 1000 };
  };
  const bareRun = async (optimizeEmpty: boolean) => {
    // Its workers run with the site's runtime settings, as the site's do: what differs is the site's code.
    const env = { MALLOC_ARENA_MAX: String(DEFAULT_RUNTIME.mallocArenaMax), BARE_OPTIMIZE_EMPTY: optimizeEmpty ? '1' : '0' };
    // NODE_RUNTIME_FLAGS, when set, is given to both sides (the site's workers read it themselves).
    const flags = process.env.NODE_RUNTIME_FLAGS ? process.env.NODE_RUNTIME_FLAGS.split(' ').filter((f) => f && f !== 'none') : DEFAULT_RUNTIME.nodeFlags;
    const bare = await startBare(3909, file, 2, [...procfileWeb().nodeArgs, ...flags], env);
    try {
      return await measure(bare, 'http://127.0.0.1:3909/');
    } finally {
      await stopped(bare);
    }
  };
  try {
    for (let round = 1; round <= runs; round++) {
      const node = await bareRun(false);
      const withOption = await bareRun(true);
      const env = { WEB_CONCURRENCY: '2' };
      const server = await startServer(3908, env);
      let site: { rps: number; cpu: number };
      try {
        await warmedUp(3908, env);
        site = await measure(server, 'http://127.0.0.1:3908/');
      } finally {
        server.kill('SIGTERM');
        await sleep(500);
      }
      ratios.push(site.rps / node.rps);
      cpuRatios.push(node.cpu / site.cpu);
      optionRatios.push(site.rps / withOption.rps);
      console.log(`| ${round} | ${node.rps.toFixed(0)} | ${withOption.rps.toFixed(0)} | ${site.rps.toFixed(0)} | ${(site.rps / node.rps).toFixed(2)} | ${(site.rps / withOption.rps).toFixed(2)} | ${node.cpu.toFixed(0)} / ${site.cpu.toFixed(0)} | ${(node.cpu / site.cpu).toFixed(2)} |`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const summary = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return `median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)}, range ${sorted[0]!.toFixed(2)}–${sorted.at(-1)!.toFixed(2)}`;
  };
  console.log(`\nSite ÷ node:http alone, two workers, req/s: ${summary(ratios)} (budget ≥ 0.95, DESIGN.md); by CPU per answer: ${summary(cpuRatios)}`);
  console.log(`Site ÷ node:http alone with optimizeEmptyRequests, req/s: ${summary(optionRatios)}`);
}

async function nginxRun(loader: Loader, nginxPath: string, html: string, port: number, workers: number) {
  const nginx = await startNginx(nginxPath, html, port, workers);
  try {
    let cpu0 = 0;
    const r = await loader.load(`http://127.0.0.1:${port}/index.html`, { connections: CONNECTIONS, seconds: DURATION, headers: GZIP }, () => (cpu0 = cpuMs(nginx.pid!)));
    return { r, cpu: (cpuMs(nginx.pid!) - cpu0) / r.requests };
  } finally {
    nginx.kill('SIGTERM');
    await sleep(300);
  }
}

async function measure(deps: SiteDeps) {
  const article = (await deps.content.list('blog', 'tr'))[0]!;
  const paths = ['/', `/blog/${article.slug}/`, '/sikca-sorulan-sorular/'];
  const wrk = process.env.BENCH_LOADER === 'autocannon' ? undefined : await findOrInstall('wrk', 'wrk', ['/usr/bin/wrk']);
  const loader = createLoader(wrk);
  console.log(`# Benchmark (${new Date().toISOString()}, Node ${process.version}, ${DURATION}s x ${CONNECTIONS} connections per load run, 127.0.0.1, Accept-Encoding: gzip)`);
  if (!['load', 'widgets', 'runtime', 'ratio', 'mixed', 'log'].includes(ONLY ?? '')) await renderTimes(deps, paths);
  if (ONLY === 'render') return;
  if (ONLY === 'widgets') {
    budgets(await sitemapPages(deps));
    return widgetRun();
  }
  if (ONLY === 'ratio') return siteVsNode(loader);
  if (ONLY === 'mixed') return mixedRun(deps, wrk);
  if (ONLY === 'log') return logAb(loader);

  // Largest HTML page of the site; every page's HTML is kept for the script budget.
  let largest = { path: '', bytes: 0 };
  const rendered = await sitemapPages(deps);
  for (const { path: p, html } of rendered) {
    const g = gzipSync(html).length;
    if (g > largest.bytes) largest = { path: p, bytes: g };
  }
  console.log(`\nLargest page: ${largest.path} ${kb(largest.bytes)} gzip (budget 35 KB)`);
  const homeHtml = rendered.find((r) => r.path === '/')!.html;

  console.log(`\n## Requests per second over loopback (${loader.name})`);
  console.log('| server | URL | req/s | p50 ms | p95 ms | p99 ms | errors | server CPU µs per answer | req/s vs nginx |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const nginxPath = await findOrInstall('nginx', 'nginx-light', ['/usr/sbin/nginx', '/usr/bin/nginx']);
  if (ONLY === 'runtime') {
    const two = nginxPath ? await nginxRun(loader, nginxPath, homeHtml, 3903, 2) : undefined;
    if (two) row('nginx, 2 workers, same bytes as /', '/index.html', two.r, two.cpu, two.r.rps);
    await runtimeAb(loader, two?.r.rps);
    return;
  }
  let nginxRps: number | undefined;
  if (nginxPath) {
    const nginx = await startNginx(nginxPath, homeHtml, 3903);
    try {
      let cpu0 = 0;
      const r = await loader.load('http://127.0.0.1:3903/index.html', { connections: CONNECTIONS, seconds: DURATION, headers: GZIP }, () => (cpu0 = cpuMs(nginx.pid!)));
      nginxRps = r.rps;
      row('nginx, same bytes as / (gzip_static)', '/index.html', r, (cpuMs(nginx.pid!) - cpu0) / r.requests, nginxRps);
    } finally {
      nginx.kill('SIGTERM');
    }
  }
  await bareNodeRun(loader, 3905, nginxRps);
  const tracking = '/?utm_source=newsletter&utm_medium=email&gclid=abc123';
  const memory = [
    await serverRuns(loader, 'node, page cache, default logging', {}, 3901, [...paths, tracking], nginxRps),
    await serverRuns(loader, 'node, no page cache', { PAGE_CACHE: 'false', CONTENT_CACHE_TTL: '1' }, 3902, paths, nginxRps),
    await serverRuns(loader, 'node, WEB_CONCURRENCY=2 workers', { WEB_CONCURRENCY: '2' }, 3904, ['/', tracking], nginxRps),
  ];
  const two = nginxPath ? await nginxRun(loader, nginxPath, homeHtml, 3903, 2) : undefined;
  if (two) row('nginx, 2 workers, same bytes as /', '/index.html', two.r, two.cpu, two.r.rps);
  await siteVsNode(loader);
  await runtimeAb(loader, two?.r.rps);
  await mixedRun(deps, wrk);
  await logAb(loader);
  if (!nginxPath) console.log('\nnginx could not be found or installed, so there is no nginx baseline.');
  console.log('\n## Resident memory (VmRSS; a cluster counts its primary and workers)');
  for (const line of memory) console.log(`- ${line}`);
  budgets(rendered);
  await widgetRun();
}

/**
 * The mixed load with the default runtime settings, beside the small instances' option
 * (docs/operations.md) and any candidates in BENCH_MIXED_SETTINGS (`;`-separated NODE_RUNTIME_FLAGS).
 */
async function mixedRun(deps: SiteDeps, wrk: string | undefined) {
  if (!wrk) return console.log('\nThe mixed load needs wrk, which could not be found or installed.');
  const flags = DEFAULT_RUNTIME.nodeFlags.join(' ');
  const settings: { label: string; env: Record<string, string> }[] = [
    { label: `the defaults: ${flags}`, env: {} },
    { label: `a small instance's option: ${flags} ${SMALL_INSTANCE_FLAGS.join(' ')}`, env: { NODE_RUNTIME_FLAGS: `${flags} ${SMALL_INSTANCE_FLAGS.join(' ')}` } },
    ...(process.env.BENCH_MIXED_SETTINGS ?? '').split(';').map((x) => x.trim()).filter(Boolean).map((f) => ({ label: f, env: { NODE_RUNTIME_FLAGS: f } })),
  ];
  const pages: string[] = [];
  for (const l of LOCALES) {
    for (const { key, params } of await (await import('../server/http/seo.js')).sitemapEntries(deps, l)) pages.push(deps.router.pathFor(key, params[l], l));
  }
  const destinations = (await deps.content.getSite()).fees.corridors.map((c) => c.id);
  await mixedAb(wrk, { start: startServer, warmedUp, stopped }, settings, { pages, destinations });
}

/** The site's log destination (server/log-destination.ts) against pino's own, two workers on cached `/` at the default log level, alternating. */
async function logAb(loader: Loader) {
  const rounds = Number(process.env.BENCH_AB_RUNS ?? 5);
  const kinds = { 'the site\'s own (server/log-destination.ts)': {}, 'pino\'s own (pino.destination, async)': { LOG_DESTINATION: 'pino' } };
  const rps = new Map<string, number[]>(Object.keys(kinds).map((k) => [k, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [label, env] of Object.entries(kinds)) {
      const all = { WEB_CONCURRENCY: '2', ...env };
      const server = await startServer(3909, all);
      try {
        await warmedUp(3909, all);
        rps.get(label)!.push((await loader.load('http://127.0.0.1:3909/', { connections: CONNECTIONS, seconds: DURATION, headers: GZIP })).rps);
      } finally {
        await stopped(server);
      }
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(`\n## Log destination A/B (two workers, cached /, ${rounds} alternating rounds of ${DURATION} s)`);
  console.log('| destination | req/s (median) | each round |\n| --- | ---: | --- |');
  for (const [label, xs] of rps) console.log(`| ${label} | ${median(xs).toFixed(0)} | ${xs.map((x) => x.toFixed(0)).join(', ')} |`);
  const [own, theirs] = [...rps.values()].map(median);
  console.log(`The site's own against pino's: ${(own! / theirs!).toFixed(3)}× (it stays only while ≥ 1.05×).`);
}

/** Every sitemap page in both languages, rendered. */
async function sitemapPages(deps: SiteDeps) {
  const pages: { path: string; html: string }[] = [];
  for (const l of LOCALES) {
    for (const { key, params } of await (await import('../server/http/seo.js')).sitemapEntries(deps, l)) {
      const p = deps.router.pathFor(key, params[l], l);
      pages.push({ path: p, html: await renderPage(deps, (await resolvePage(deps, deps.router.match(p)!))!) });
    }
  }
  return pages;
}

/** The widget timings against a production server process, as the Procfile runs it. */
async function widgetRun() {
  const server = await startServer(3906, {});
  try {
    await widgetTimings('http://127.0.0.1:3906');
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
