// `npm run bench:cdn`: the site behind Debian's Varnish with the shipped VCL, on loopback.
// Prints, in one run:
// 1. requests per second for one page through Varnish and from the origin alone (wrk, the
//    same connections and seconds; BENCH_SECONDS, BENCH_CONNECTIONS);
// 2. for 10,000 page views drawn from both sitemaps (popular pages more often, a third with
//    tracking parameters, every visitor with their own analytics and consent cookies, some
//    with the English language cookie on /): the edge's hit ratio and how many requests
//    reached the origin (its request log lines);
// 3. the time from a content change (an edited file and SIGHUP, as `npm run dev` or a CMS
//    webhook would trigger the reload) to the fresh page at the edge.
// The origin runs as the Procfile runs it (NODE_ENV=production), one process.
import http from 'node:http';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from './server-process.js';
import { startVarnish, freePort } from './varnish-process.js';
import { createLoader, findOrInstall } from './bench-load.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const VIEWS = 10_000;
const PARALLEL = 32;
const SITE_URL = 'https://www.unilira.example';

const agent = new http.Agent({ keepAlive: true, maxSockets: PARALLEL });
function get(port: number, p: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: p, headers: { 'accept-encoding': 'identity', ...headers }, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (c: string) => (body += c)).on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}

// A seeded generator: every run draws the same 10,000 views.
let seed = 0x2f6e2b1;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const TRACKING = ['utm_source=tv&utm_medium=spot&utm_campaign=kis', 'gclid=Cj0KCQiA', 'fbclid=IwAR2x', 'utm_source=push&utm_medium=app', 'msclkid=7d1&utm_source=bing'];

function visitorCookie(i: number, home: boolean): string {
  const parts = [`_ga=GA1.2.${1_000_000 + i}.${1_700_000_000 + i}`, `_gid=GA1.2.${i}`];
  if (random() < 0.7) parts.push(`cookie_consent=${random() < 0.8 ? 'granted' : 'denied'}`);
  if (random() < 0.3) parts.push(`_fbp=fb.1.${i}.${i * 7}`);
  if (random() < 0.2) parts.push(`color_mode=${random() < 0.5 ? 'dark' : 'light'}`);
  // One visitor in ten chose English before; on / that is the redirect.
  parts.push(`i18n_redirected=${home && random() < 0.1 ? 'en' : 'tr'}`);
  return parts.join('; ');
}

async function main() {
  const wrk = await findOrInstall('wrk', 'wrk', ['/usr/bin/wrk', '/usr/local/bin/wrk']);
  const loader = createLoader(wrk);
  const contentDir = mkdtempSync(path.join(tmpdir(), 'unilira-bench-cdn-'));
  cpSync(path.resolve('content'), contentDir, { recursive: true });
  const originPort = await freePort();
  const varnish = await startVarnish(originPort, { memory: '256m' });
  const origin = await startServerProcess({
    PORT: String(originPort), CONTENT_DIR: contentDir, CDN: 'varnish', CDN_PURGE_URL: `http://127.0.0.1:${varnish.port}/`,
    SITE_URL, NODE_ENV: 'production', WEB_CONCURRENCY: '1',
  });
  try {
    for (let i = 0; (await get(varnish.port, '/healthz')).status !== 200; i++) {
      if (i > 200) throw new Error('the origin never became healthy at the edge');
      await new Promise((r) => setTimeout(r, 100));
    }
    // Measured once the start-up warm-up has rendered every page into the origin's page cache.
    for (let i = 0; !origin.logs.some((l) => l.msg === 'page cache warmed'); i++) {
      if (i > 1200) throw new Error('the origin never finished its warm-up');
      await new Promise((r) => setTimeout(r, 100));
    }
    console.log(`Varnish ${varnish.port} → origin ${origin.port}; load: ${loader.name}, ${CONNECTIONS} connections, ${SECONDS} s; machine load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.availableParallelism()} cores\n`);

    // 1. Throughput for one cached page.
    const page = '/kurumsal/';
    const headers = { 'Accept-Encoding': 'gzip', Cookie: '_ga=GA1.2.1.2; cookie_consent=granted; i18n_redirected=tr' };
    const direct = await loader.load(`http://127.0.0.1:${origin.port}${page}`, { connections: CONNECTIONS, seconds: SECONDS, headers });
    const edge = await loader.load(`http://127.0.0.1:${varnish.port}${page}`, { connections: CONNECTIONS, seconds: SECONDS, headers });
    const row = (name: string, r: typeof edge) => console.log(`  ${name.padEnd(22)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms  errors ${r.errors}`);
    console.log(`Requests per second, ${page} (gzip, a returning visitor's cookies):`);
    row('origin alone', direct);
    row('through Varnish', edge);
    console.log(`  Varnish / origin: ${(edge.rps / direct.rps).toFixed(2)}×\n`);

    // 2. 10,000 page views from the sitemaps, on an empty edge cache (a soft start: purge everything first).
    await new Promise<void>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: varnish.port, method: 'PURGE', path: '/', headers: { 'xkey-purge': 'site' }, agent }, (res) => {
        res.resume().on('end', () => resolve());
      });
      req.on('error', reject);
      req.end();
    });
    const locs = async (p: string) => [...(await get(origin.port, p)).body.matchAll(/<loc>https:\/\/www\.unilira\.example([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const pages = [...new Set([...(await locs('/sitemap.xml')), ...(await locs('/en/sitemap.xml'))])];
    // Popularity: Zipf-like (the home page and the first pages of the sitemap far more often).
    const weights = pages.map((_, i) => 1 / (i + 1));
    const total = weights.reduce((a, b) => a + b, 0);
    const pick = () => {
      let r = random() * total;
      for (let i = 0; i < pages.length; i++) if ((r -= weights[i]!) <= 0) return pages[i]!;
      return pages[pages.length - 1]!;
    };
    const views = Array.from({ length: VIEWS }, (_, i) => {
      const p = pick();
      const url = random() < 0.35 ? `${p}?${TRACKING[Math.floor(random() * TRACKING.length)]}` : p;
      return { url, cookie: visitorCookie(i, p === '/'), encoding: random() < 0.9 ? 'gzip, deflate, br' : 'identity' };
    });
    // Varnish's health probe (/healthz every 2 s) is not a page view.
    const originCount = () => origin.logs.filter((l) => l.msg === 'request' && l.path !== '/healthz').length;
    const originBefore = originCount();
    let hits = 0;
    const statuses = new Map<number, number>();
    let next = 0;
    const t0 = performance.now();
    await Promise.all(Array.from({ length: PARALLEL }, async () => {
      while (next < views.length) {
        const v = views[next++]!;
        const a = await get(varnish.port, v.url, { cookie: v.cookie, 'accept-encoding': v.encoding });
        if (a.headers['x-cache'] === 'HIT') hits++;
        statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
      }
    }));
    const seconds = (performance.now() - t0) / 1000;
    await new Promise((r) => setTimeout(r, 300)); // the origin's log lines are written in batches
    const originRequests = originCount() - originBefore;
    console.log(`${VIEWS.toLocaleString('en')} page views over ${pages.length} sitemap URLs (35 % with tracking parameters, every visitor's own cookies, 10 % English on /):`);
    console.log(`  hit ratio ${(hits / VIEWS * 100).toFixed(1)} %   origin requests ${originRequests} (${(originRequests / VIEWS * 100).toFixed(1)} % of views)   ${(VIEWS / seconds).toFixed(0)} views/s`);
    console.log(`  statuses ${[...statuses].sort().map(([s, n]) => `${s}: ${n}`).join(', ')}\n`);

    // 3. A content change until the edge serves the fresh page.
    const file = path.join(contentDir, 'pages/contact.tr.json');
    const original = readFileSync(file, 'utf8');
    const times: number[] = [];
    for (let round = 1; round <= 3; round++) {
      await get(varnish.port, '/iletisim/');
      const marker = `Sana nasıl yardımcı olabiliriz? (${round})`;
      writeFileSync(file, original.replace('Sana nasıl yardımcı olabiliriz?', marker));
      const t = performance.now();
      origin.child.kill('SIGHUP');
      for (;;) {
        const a = await get(varnish.port, '/iletisim/');
        if (a.body.includes(marker)) break;
        if (performance.now() - t > 30_000) throw new Error('the edge never showed the change');
        await new Promise((r) => setTimeout(r, 5));
      }
      times.push(performance.now() - t);
    }
    writeFileSync(file, original);
    console.log(`Content change (file edited, SIGHUP) to the fresh page at the edge: ${times.map((t) => `${t.toFixed(0)} ms`).join(', ')} (the reload validates all of content/ first)`);
  } finally {
    agent.destroy();
    await origin.stop();
    await varnish.stop();
    rmSync(contentDir, { recursive: true, force: true });
  }
}

main().catch((err: Error) => {
  console.error(err);
  process.exit(1);
});
