// `npm run bench`: render times with nothing cached, requests per second over loopback
// (cached and uncached), nginx serving the same bytes when nginx is installed, peak memory,
// and the page-weight budgets. Bounded: each load run lasts a few seconds on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync, existsSync, readdirSync, chmodSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../server/config.js';
import { createSite } from '../server/site.js';
import { resolvePage } from '../server/pages/resolve.js';
import { renderPage } from '../server/render/render.js';

const DIST = process.env.DIST_DIR || 'dist';
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const kb = (n: number) => `${(n / 1024).toFixed(2)} KiB`;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function renderTimes(paths: string[]) {
  const deps = await createSite(loadConfig({ LOG_LEVEL: 'silent' }));
  console.log('\n## Render with nothing cached (content cache and page cache flushed before each render)');
  console.log('| page | p50 ms | p95 ms | HTML | gzip |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const p of paths) {
    const times: number[] = [];
    let html = '';
    for (let i = 0; i < 300; i++) {
      deps.contentCache.flushAll();
      deps.pageCache.clear();
      const t0 = performance.now();
      const input = await resolvePage(deps, deps.router.match(p)!);
      html = await renderPage(deps, input!);
      times.push(performance.now() - t0);
    }
    const warm = times.slice(50);
    console.log(`| ${p} | ${pct(warm, 50).toFixed(2)} | ${pct(warm, 95).toFixed(2)} | ${kb(html.length)} | ${kb(gzipSync(html).length)} |`);
  }
}

async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(DIST, 'server/main.js')], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('server did not start');
}

const peakRss = (pid: number) => {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
};

async function load(url: string) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers: { 'accept-encoding': 'identity' } }); // warm-up, not measured
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { 'accept-encoding': 'identity' } });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

function findNginx(): string | undefined {
  for (const p of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(p)) return p;
  return undefined;
}

async function nginxBaseline(html: string, port: number) {
  const nginx = findNginx();
  if (!nginx) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
  chmodSync(dir, 0o755); // nginx workers run as an unprivileged user
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, 'nginx.conf'), `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; server { listen 127.0.0.1:${port}; root ${dir}; location / { default_type text/html; } } }`);
  const child = spawn(nginx, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 500));
  try {
    return await load(`http://127.0.0.1:${port}/index.html`);
  } finally {
    child.kill('SIGTERM');
  }
}

/** Gzip bytes a page downloads before any interaction: the runtime and every widget on the page
 *  whose strategy fires on its own (load, idle), with the chunks they import. */
function pageJs(html: string, manifest: { entries: Record<string, { file: string; imports: string[] }> }, gz: (p: string) => number, strategies = 'load|idle') {
  const files = new Set<string>();
  const add = (id: string) => {
    const e = manifest.entries[id];
    if (!e) return;
    files.add(e.file);
    e.imports.forEach((f) => files.add(f));
  };
  add('islands');
  for (const m of html.matchAll(new RegExp(`data-island="([\\w-]+)" data-hydrate="(${strategies})"`, 'g'))) add(m[1]!);
  return [...files].reduce((sum, f) => sum + gz(f), 0);
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
  console.log(`- Fonts: ${fonts.map((f) => `${f.replace(/-\w+\.woff2$/, '')} ${kb(fontBytes(f))}`).join(', ')} (the latin file is preloaded on every page; latin-ext loads where ğ ş İ appear, i.e. every Turkish page)`);
  const worst = (strategies: string, size: (p: string) => number) =>
    pages.map((p) => ({ path: p.path, bytes: pageJs(p.html, manifest, size, strategies) })).sort((a, b) => b.bytes - a.bytes)[0]!;
  const before = worst('load|idle', gz);
  console.log(`- JavaScript before any interaction (runtime + load/idle widgets), largest page: ${kb(before.bytes)} [${kb(worst('load|idle', br).bytes)}] on ${before.path} (budget 8 KB)`);
  const after = worst('load|idle|visible|interaction', gz);
  console.log(`- JavaScript after using every widget on a page, React included, largest page: ${kb(after.bytes)} [${kb(worst('load|idle|visible|interaction', br).bytes)}] on ${after.path} (budget 80 KB)`);
  const all = readdirSync(path.join(DIST, 'public/assets')).filter((f) => f.endsWith('.js'));
  console.log(`- Every script of the site together (no page loads them all): ${kb(all.reduce((s, f) => s + gz(`/assets/${f}`), 0))} in ${all.length} files`);
}

async function main() {
  if (!existsSync(path.join(DIST, 'server/main.js'))) throw new Error('run npm run build first');
  const deps = await createSite(loadConfig({ LOG_LEVEL: 'silent' }));
  const article = (await deps.content.list('blog', 'tr'))[0]!;
  const paths = ['/', `/blog/${article.slug}/`, '/sikca-sorulan-sorular/'];
  console.log(`# Benchmark (${new Date().toISOString()}, Node ${process.version}, ${DURATION}s x ${CONNECTIONS} connections per load run, 127.0.0.1)`);
  await renderTimes(paths);

  // Largest HTML page of the site; every page's HTML is kept for the script budget.
  let largest = { path: '', bytes: 0 };
  const rendered: { path: string; html: string }[] = [];
  for (const l of ['tr', 'en'] as const) {
    for (const { key, params } of await (await import('../server/http/seo.js')).sitemapEntries(deps, l)) {
      const p = deps.router.pathFor(key, params[l], l);
      const html = await renderPage(deps, (await resolvePage(deps, deps.router.match(p)!))!);
      rendered.push({ path: p, html });
      const g = gzipSync(html).length;
      if (g > largest.bytes) largest = { path: p, bytes: g };
    }
  }
  console.log(`\nLargest page: ${largest.path} ${kb(largest.bytes)} gzip (budget 35 KB)`);

  console.log('\n## Requests per second over loopback (autocannon)');
  console.log('| server | page | req/s | p50 ms | p99 ms | errors |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: |');
  const cached = await startServer(3901, {});
  let homeHtml = '';
  try {
    homeHtml = await (await fetch('http://127.0.0.1:3901/')).text();
    for (const p of paths) {
      const r = await load(`http://127.0.0.1:3901${p}`);
      console.log(`| node, page cache | ${p} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} |`);
    }
    console.log(`\nPeak memory (VmHWM) of the cached server after its runs: ${kb(peakRss(cached.pid!) )}`);
  } finally {
    cached.kill('SIGTERM');
  }
  const uncached = await startServer(3902, { PAGE_CACHE: 'false', CONTENT_CACHE_TTL: '1' });
  try {
    for (const p of paths) {
      const r = await load(`http://127.0.0.1:3902${p}`);
      console.log(`| node, no page cache | ${p} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} |`);
    }
    console.log(`\nPeak memory (VmHWM) of the uncached server after its runs: ${kb(peakRss(uncached.pid!))}`);
  } finally {
    uncached.kill('SIGTERM');
  }
  const ng = await nginxBaseline(homeHtml, 3903);
  if (ng) {
    console.log(`| nginx, same bytes as / | /index.html | ${ng.rps.toFixed(0)} | ${ng.p50} | ${ng.p99} | ${ng.errors} |`);
  } else {
    console.log('\nnginx is not installed, so there is no nginx baseline (apt-get install -y nginx-light, then run again).');
  }
  budgets(rendered);
}

await main();
