// `npm run bench:rates`: the exchange-rate pages' budgets, printed, never asserted:
//   1. a currency page rendered uncached (a year of history ≤ 2 ms median), the 30-day page and
//      the index, beside the home page measured in the same run (machines differ several-fold);
//   2. the chart's SVG, gzip, for 30, 90 and 365 days (≤ 6 KB);
//   3. no JavaScript before interaction: the rates page against the fees and calculator pages;
//   4. the Central Bank's archive read into an empty store through the stand-in at the default
//      pace (1 request/s), then read again from the same folder without a request.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '../server/config.js';
import { createSite, type SiteDeps } from '../server/site.js';
import { resolvePage } from '../server/page-kinds/resolve.js';
import { renderPage } from '../server/render/render.js';
import { openRateHistory } from '../server/rates/history/open.js';
import { addDays, isWeekend } from '../server/calendar.js';
import { isDue, today } from '../server/rates/history/calendar.js';
import type { RateHistory } from '../server/rates/history/types.js';
import { pageJs, type Manifest } from './bench-load.js';

const DIST = process.env.DIST_DIR || 'dist';
const RENDERS = Number(process.env.BENCH_RENDERS ?? 600);
const WARM = 50;
const kb = (n: number) => `${(n / 1024).toFixed(2)} KiB`;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One page rendered as the server renders it uncached: the page cache cleared, resolvePage + renderPage. */
async function render(deps: SiteDeps, url: string, cachedLayout = true): Promise<string> {
  const u = new URL(url, 'http://x');
  const input = await resolvePage(deps, deps.router.match(u.pathname)!, {}, {}, Object.fromEntries(u.searchParams));
  if (!input) throw new Error(`${url}: no page`);
  return renderPage(deps, input, { cachedLayout });
}

/** As `renderTimes` in scripts/bench.ts: cached and fresh layout interleaved, the first renders not counted. */
async function renderTimes(deps: SiteDeps) {
  const pages = ['/', '/doviz-kurlari/', '/doviz-kurlari/euro/', '/doviz-kurlari/euro/?gun=90', '/doviz-kurlari/euro/?gun=365', '/en/exchange-rates/euro/?days=365'];
  console.log(`\n## 1. Render with nothing cached (page cache cleared before each render; ${RENDERS} renders a page, the first ${WARM} of each kind not counted; layout parts cached, or rendered afresh)`);
  console.log('Wall time, and the mean CPU time of the main thread per render. The home page is the reference measured in the same run: the last column is each page\'s p50 over the home page\'s.');
  console.log('| page | p50 ms | p95 ms | CPU mean ms | p50 ms, layout afresh | p95 ms, layout afresh | CPU mean ms, layout afresh | HTML | gzip | p50 ÷ home p50 |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  let home = 0;
  let year = 0;
  for (const p of pages) {
    const wall = { cached: [] as number[], fresh: [] as number[] };
    const cpu = { cached: [] as number[], fresh: [] as number[] };
    let html = '';
    for (let i = 0; i < RENDERS; i++) {
      const cachedLayout = i % 2 === 0; // interleaved, so both see the same machine
      deps.pageCache.clear();
      const c0 = process.threadCpuUsage();
      const t0 = performance.now();
      html = await render(deps, p, cachedLayout);
      const kind = cachedLayout ? 'cached' : 'fresh';
      wall[kind].push(performance.now() - t0);
      const c = process.threadCpuUsage(c0);
      cpu[kind].push((c.user + c.system) / 1000);
    }
    const counted = (xs: number[]) => xs.slice(WARM);
    const p50 = pct(counted(wall.cached), 50);
    if (p === '/') home = p50;
    if (p === '/doviz-kurlari/euro/?gun=365') year = p50;
    const w = (k: 'cached' | 'fresh', q: number) => pct(counted(wall[k]), q).toFixed(2);
    const c = (k: 'cached' | 'fresh') => mean(counted(cpu[k])).toFixed(2);
    console.log(`| ${p} | ${w('cached', 50)} | ${w('cached', 95)} | ${c('cached')} | ${w('fresh', 50)} | ${w('fresh', 95)} | ${c('fresh')} | ${kb(html.length)} | ${kb(gzipSync(html).length)} | ${(p50 / home).toFixed(2)}× |`);
  }
  console.log(`\nA year of history (/doviz-kurlari/euro/?gun=365): p50 ${year.toFixed(2)} ms uncached (budget 2 ms): ${year <= 2 ? 'within' : 'OVER'}; ${(year / home).toFixed(2)}× the home page.`);
}

/** The chart's outer `<svg class="rate-chart-svg" …>…</svg>`, the SVG nested in it included. */
function chartSvg(html: string): string | undefined {
  const start = html.indexOf('<svg class="rate-chart-svg"');
  if (start < 0) return undefined;
  const tag = /<svg\b|<\/svg>/g;
  tag.lastIndex = start;
  let depth = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    depth += m[0] === '</svg>' ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index + m[0].length);
  }
  return undefined;
}

async function chartSizes(deps: SiteDeps) {
  console.log('\n## 2. The chart\'s SVG (`<svg class="rate-chart-svg">…</svg>` cut from the page; budget 6 KB gzip)');
  console.log('| page | days | SVG | gzip -9 | gzip (default level) | within 6 KB |');
  console.log('| --- | ---: | ---: | ---: | ---: | --- |');
  for (const [url, days] of [['/doviz-kurlari/euro/', 30], ['/doviz-kurlari/euro/?gun=90', 90], ['/doviz-kurlari/euro/?gun=365', 365], ['/en/exchange-rates/euro/?days=365', 365]] as const) {
    const svg = chartSvg(await render(deps, url));
    if (!svg) {
      console.log(`| ${url} | ${days} | no chart | – | – | – |`);
      continue;
    }
    const best = gzipSync(svg, { level: 9 }).length;
    const normal = gzipSync(svg).length;
    console.log(`| ${url} | ${days} | ${svg.length} B (${kb(svg.length)}) | ${best} B (${kb(best)}) | ${normal} B (${kb(normal)}) | ${Math.max(best, normal) <= 6000 ? 'yes' : 'NO'} |`);
  }
}

async function scriptsBeforeInteraction(deps: SiteDeps) {
  const manifest = JSON.parse(readFileSync(path.join(DIST, 'manifest.json'), 'utf8')) as Manifest;
  // What a gzip client receives: the .gz files the build wrote.
  const gz = (p: string) => readFileSync(path.join(DIST, 'public', `${p}.gz`)).length;
  const pages = [['the fees page (no calculator)', '/ucret-ve-limitler/'], ['the calculator page', '/para-transferi-hesapla/'], ['a currency page', '/doviz-kurlari/euro/'], ['the rates index', '/doviz-kurlari/']] as const;
  console.log('\n## 3. JavaScript before any interaction (the islands runtime + load/idle islands and their chunks, gzip as the build wrote it)');
  console.log('| page | URL | before interaction | − fees page | after using every island | islands (strategy) |');
  console.log('| --- | --- | ---: | ---: | ---: | --- |');
  let fees = 0;
  const layout = new Set<string>(); // the fees page's load/idle islands: the layout's own
  const eager: string[] = [];
  for (const [label, url] of pages) {
    const html = await render(deps, url);
    const before = pageJs(html, manifest, gz);
    if (!fees) fees = before;
    const after = pageJs(html, manifest, gz, 'load|idle|visible|interaction');
    const islands = [...html.matchAll(/data-island="([\w-]+)" data-hydrate="(\w+)"/g)].map((m) => `${m[1]} (${m[2]})`);
    const own = islands.filter((i) => / \((load|idle)\)$/.test(i));
    if (!layout.size) own.forEach((i) => layout.add(i));
    if (url.startsWith('/doviz-kurlari/')) eager.push(...own.filter((i) => !layout.has(i)).map((i) => `${url}: ${i}`));
    console.log(`| ${label} | ${url} | ${kb(before)} (${before} B) | ${before - fees >= 0 ? '+' : ''}${before - fees} B | ${kb(after)} | ${islands.join(', ') || 'none'} |`);
  }
  console.log(`\nLoad/idle islands of the rates pages beyond the layout's own (the fees page's: ${[...layout].join(', ')}): ${eager.length ? eager.join('; ') : 'none'}.`);
}

/** An empty store filled from the stand-in's archive at the default pace, then opened again on the same folder. */
async function archiveRead() {
  // Imported as built (dist/scripts/tcmb-stand-in.js), not bundled in: its command-line start
  // compares its module's URL with the script run, which a bundled copy would share.
  const { TcmbStandIn, publishArchive } = (await import(new URL('./tcmb-stand-in.js', import.meta.url).href)) as typeof import('./tcmb-stand-in.js');
  const days = 21;
  const now = new Date();
  const to = addDays(today(now), -1); // yesterday in Türkiye
  const from = addDays(today(now), 1 - days); // the history's window: today and the 20 days before
  const standIn = await new TcmbStandIn(readFileSync('content/rates/today.xml', 'utf8')).start();
  const published = publishArchive(standIn.archive, from, to, [{ code: 'USD', buying: '41.9000', selling: '41.9800' }, { code: 'EUR', buying: '48.5000', selling: '48.6000' }, { code: 'JPY', unit: 100, buying: '27.1000', selling: '27.3000' }]);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-rates-'));
  const log = { warn: (o: object, msg: string) => console.error(`warn: ${msg} ${JSON.stringify(o)}`), info: () => {} };
  const open = () => openRateHistory({ source: 'tcmb', url: standIn.url, dataDir, days, log });
  const stored = (h: RateHistory) => h.days(from, to);
  const complete = (h: RateHistory) => {
    const held = new Set(stored(h).filter((d) => d.bulletin).map((d) => d.date));
    return published.every((d) => held.has(d));
  };
  console.log(`\n## 4. The archive read into an empty store (stand-in on 127.0.0.1, default pace, days: ${days}; SQLite in a fresh folder)`);
  try {
    const t0 = performance.now();
    const first = open();
    const deadline = Date.now() + (published.length + 30) * 1000;
    while (!complete(first) && Date.now() < deadline) await sleep(50);
    const wall = performance.now() - t0;
    const done = complete(first);
    await first.close();
    const times = [...standIn.requestTimes];
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    const span = times.length > 1 ? (times.at(-1)! - times[0]!) / 1000 : 0;
    const dueToday = !isWeekend(today(now)) && isDue(today(now), now);
    console.log(`- Published: ${published.length} business days, ${from} to ${to}${dueToday ? ' (today\'s bulletin is due but not published: the reader asks for it and leaves it unstored)' : ''}`);
    console.log(`- Stored: ${stored(first).length} days (${stored(first).filter((d) => d.bulletin).length} with a bulletin, ${stored(first).filter((d) => !d.bulletin).length} weekends stored without a request)${done ? '' : ' — NOT every published day within the time allowed'}`);
    console.log(`- Requests: ${standIn.requests.length}; wall time from open to every published day held: ${(wall / 1000).toFixed(2)} s`);
    if (times.length > 1) {
      console.log(`- Request rate: ${times.length} requests over ${span.toFixed(3)} s from the first to the last = ${((times.length - 1) / span).toFixed(3)} requests/s counted by the ${times.length - 1} gaps between them (${(times.length / span).toFixed(3)} counting every request over that span); budget 1 request/s`);
      console.log(`- Gap between requests: min ${Math.min(...gaps)} ms, median ${pct(gaps, 50)} ms, max ${Math.max(...gaps)} ms`);
    }
    const before = standIn.requests.length;
    const second = open();
    const reopened = Date.now() + 30_000;
    while (stored(second).length < stored(first).length && Date.now() < reopened) await sleep(50);
    await sleep(3000); // three request slots: a reader that meant to ask would have asked by now
    const again = standIn.requests.slice(before);
    console.log(`- Opened again on the same folder: ${stored(second).length} days read from the store, ${again.length} requests to the archive${again.length ? ` (${again.join(', ')})` : ' (resumable: nothing asked again)'}`);
    await second.close();
  } finally {
    await standIn.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-rates-site-'));
  const deps = await createSite(loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: process.env.NODE_ENV, CONTENT_DIR: process.env.CONTENT_DIR, SITE_URL: 'http://127.0.0.1', PAGE_CACHE_WARM: 'false', DATA_DIR: dataDir, DATA_DIR_PERSISTENT: 'true', RATES_SOURCE: 'file' }));
  console.log(`# Exchange-rate pages benchmark (${new Date().toISOString()}, Node ${process.version}, NODE_ENV=${process.env.NODE_ENV ?? 'development'}; history: ${deps.history.sample ? 'the embedded sample, a year' : 'the archive'})`);
  try {
    await renderTimes(deps);
    await chartSizes(deps);
    await scriptsBeforeInteraction(deps);
  } finally {
    deps.stopWatching();
    await deps.forms.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  await archiveRead();
  process.exit(0);
}

await main();
