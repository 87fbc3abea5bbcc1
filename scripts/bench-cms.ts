// `npm run bench:cms`: the Umbraco source against the stand-in (scripts/umbraco-stand-in.ts)
// answering each call after BENCH_UPSTREAM_MS (default 20 ms). Prints:
// - a complete read of the content through the adapter, cold (every CMS answer due) and warm
//   (every answer fresh in the CMS cache), and the render of every sitemap page after each;
// - upstream calls per 1,000 page views under BENCH_CONNECTIONS (50) connections (autocannon),
//   with the default freshness and with UMBRACO_FRESH_SECONDS=1;
// - the time from a webhook's answer to the fresh page on every worker of a two-worker
//   instance (the built server), BENCH_WEBHOOK_RUNS times, for a page, the header, a
//   dictionary entry and a blog post, and the upstream calls each event makes (both workers
//   together); and to the fresh page on two instances sharing Redis;
// - the pages one blog post's change evicts from the page cache, and the hits that survive;
// - the content spine's function lengths (server/content/ at most 80 lines, createSite 50).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { pino } from 'pino';
import { loadConfig } from '../server/config.js';
import { createSite } from '../server/site.js';
import { createApp } from '../server/app.js';
import { sitemapEntries } from '../server/http/seo.js';
import { model } from '../server/content/umbraco/model.js';
import { startUmbracoStandIn } from './umbraco-stand-in.js';
import { startServerProcess, get } from './server-process.js';
import { startRedis } from './redis-process.js';
import { functionLengths } from './function-lengths.js';
import { LOCALES } from '../shared/locale.js';

const UPSTREAM_MS = Number(process.env.BENCH_UPSTREAM_MS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RUNS = Number(process.env.BENCH_WEBHOOK_RUNS ?? 5);
const API_KEY = 'bench-api-key-0123456789';
const SECRET = 'bench-webhook-secret-0123456789';

const ms = (t0: number) => `${(performance.now() - t0).toFixed(0)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const standIn = await startUmbracoStandIn({ apiKey: API_KEY });
standIn.delayMs = UPSTREAM_MS;
console.log(`Umbraco stand-in answering after ${UPSTREAM_MS} ms; ${availableParallelism()} cores, load ${loadavg().map((x) => x.toFixed(1)).join(' ')} (1, 5, 15 min)`);

const env = (fresh = '60') => ({
  NODE_ENV: 'production', SITE_URL: 'https://www.unilira.example', LOG_LEVEL: 'silent', HTTPS_REDIRECT: 'false', PAGE_CACHE_WARM: 'false',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-cms-')),
  CONTENT_SOURCE: 'umbraco', UMBRACO_URL: standIn.url, UMBRACO_START_ITEM: model.startItem, UMBRACO_API_KEY: API_KEY,
  UMBRACO_WEBHOOK_SECRET: SECRET, UMBRACO_FRESH_SECONDS: fresh,
});

/** What an editor publishes in the budget's cases: where the change shows, and how. */
function publishCases() {
  const post = standIn.docs.find((d) => d.contentType === 'blogPost' && d.variants['tr-TR']?.published)!;
  const contact = standIn.docs.find((d) => d.contentType === 'page' && d.variants['tr-TR']?.properties.routeKey === 'contact')!;
  const entry = standIn.docs.find((d) => d.contentType === 'dictionaryItem' && d.variants['']?.properties.key === 'Ana menü')!;
  const same = (text: string) => text;
  return [
    { what: 'page', doc: contact, culture: 'tr-TR', path: '/iletisim/', property: 'title', shown: same },
    { what: 'header', doc: standIn.find('header', 'header'), culture: 'tr-TR', path: '/', property: 'searchText', shown: same },
    { what: 'dictionary entry', doc: entry, culture: '', path: '/', property: 'tr', shown: (text: string) => `aria-label="${text}"` },
    { what: 'blog post', doc: post, culture: 'tr-TR', path: `/blog/${post.variants['tr-TR']!.segment}/`, property: 'title', shown: same },
  ];
}

// 1. Reads and renders, cold and warm.
{
  let t0 = performance.now();
  const deps = await createSite(loadConfig(env()));
  console.log(`start-up (first complete read, validation, search index): ${ms(t0)}`);
  const app = createApp(deps, { logger: pino({ level: 'silent' }) });
  const server = http.createServer(app).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as AddressInfo).port;
  const paths = (await Promise.all(LOCALES.map(async (l) => (await sitemapEntries(deps, l)).map((e) => deps.router.pathFor(e.key, e.params[l], l))))).flat();
  const renderAll = async () => {
    deps.pageCache.clear();
    const t = performance.now();
    for (const p of paths) await get(port, p);
    return performance.now() - t;
  };
  for (const state of ['cold', 'warm'] as const) {
    if (state === 'cold') deps.umbraco!.cache.invalidate();
    const calls = standIn.calls;
    t0 = performance.now();
    await deps.umbraco!.read();
    const read = performance.now() - t0;
    const render = await renderAll();
    console.log(`${state}: complete read ${read.toFixed(0)} ms (${standIn.calls - calls} upstream calls); then ${paths.length} pages rendered in ${render.toFixed(0)} ms (${(render / paths.length).toFixed(2)} ms a page)`);
  }

  // 2. Upstream calls per 1,000 page views.
  for (const fresh of ['60', '1']) {
    const d = fresh === '60' ? deps : await createSite(loadConfig(env(fresh)));
    const a = fresh === '60' ? app : createApp(d, { logger: pino({ level: 'silent' }) });
    const srv = fresh === '60' ? server : http.createServer(a).listen(0, '127.0.0.1');
    if (fresh !== '60') await new Promise((r) => srv.once('listening', r));
    const p = (srv.address() as AddressInfo).port;
    d.pageCache.clear();
    const calls = standIn.calls;
    const t = performance.now();
    const result = await autocannon({ url: `http://127.0.0.1:${p}`, connections: CONNECTIONS, amount: 1000, requests: paths.slice(0, 200).map((x) => ({ method: 'GET', path: x })) });
    const secs = (performance.now() - t) / 1000;
    console.log(`UMBRACO_FRESH_SECONDS=${fresh}: 1,000 page views over ${CONNECTIONS} connections in ${secs.toFixed(1)} s (${result.non2xx} non-2xx): ${standIn.calls - calls} upstream calls`);
    if (fresh !== '60') { srv.close(); d.stopWatching(); }
  }
  server.close();
  deps.stopWatching();
}

// 3. Webhook to fresh page on every worker, and the upstream calls each event makes (every
//    worker reads the named document itself). A header publish changes every page; a blog
//    post publish changes its page and the lists that show it.
{
  const s = await startServerProcess({ ...env(), NODE_ENV: 'production', LOG_LEVEL: 'info', WEB_CONCURRENCY: '2' });
  const until = async (f: () => boolean) => { while (!f()) await new Promise((r) => setTimeout(r, 50)); };
  await until(() => s.logs.filter((l) => l.msg === 'listening').length === 2);
  for (const { what, doc, culture, path, property, shown } of publishCases()) {
    const times: number[] = [];
    const calls: number[] = [];
    const applyMs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const text = `Yeni metin ${run} ${Date.now()}`;
      standIn.publish(doc.id, culture, { [property]: text });
      const applied = s.logs.filter((l) => l.msg === 'content changed, search updated').length;
      const before = standIn.calls;
      const t = performance.now();
      const [status] = await standIn.fireWebhook(`http://127.0.0.1:${s.port}/webhooks/umbraco`, 'Umbraco.ContentPublish', doc.id, { headers: { 'x-umbraco-webhook-secret': SECRET }, retries: 0 });
      if (status !== 200) throw new Error(`webhook answered ${status}`);
      for (;;) {
        const pages = await Promise.all(Array.from({ length: 8 }, () => get(s.port, path)));
        if (pages.every((r) => r.body.includes(shown(text)))) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      times.push(performance.now() - t);
      await until(() => s.logs.filter((l) => l.msg === 'content changed, search updated').length >= applied + 2);
      calls.push(standIn.calls - before);
      applyMs.push(...s.logs.filter((l) => l.msg === 'content changed, search updated').slice(applied).map((l) => Number(l.ms)));
    }
    console.log(`webhook (${what} published) → fresh page on both workers: median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms over ${RUNS} publishes (from sending the webhook, upstream ${UPSTREAM_MS} ms); upstream calls per event ${median(calls)} (both workers together; max ${Math.max(...calls)}); read, validated and indexed in each worker in median ${median(applyMs).toFixed(0)} ms, max ${Math.max(...applyMs).toFixed(0)} ms`);
  }
  await s.stop();
}
// 4. The same across two instances sharing Redis (one process each): the webhook reaches one,
//    Redis pub/sub the other (Debian's redis-server, found by scripts/ensure-redis.mjs).
{
  const redis = await startRedis();
  try {
    const shared = { ...env(), NODE_ENV: 'production', LOG_LEVEL: 'info', WEB_CONCURRENCY: '1', REDIS_URL: redis.url };
    const [a, b] = await Promise.all([startServerProcess(shared), startServerProcess(shared)]);
    for (const { what, doc, culture, path, property, shown } of publishCases().filter((c) => c.what !== 'blog post')) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const text = `İki kopya ${run} ${Date.now()}`;
        standIn.publish(doc.id, culture, { [property]: text });
        const t = performance.now();
        const [status] = await standIn.fireWebhook(`http://127.0.0.1:${a.port}/webhooks/umbraco`, 'Umbraco.ContentPublish', doc.id, { headers: { 'x-umbraco-webhook-secret': SECRET }, retries: 0 });
        if (status !== 200) throw new Error(`webhook answered ${status}`);
        for (;;) {
          const pages = await Promise.all([a.port, b.port].map((p) => get(p, path)));
          if (pages.every((r) => r.body.includes(shown(text)))) break;
          await new Promise((r) => setTimeout(r, 10));
        }
        times.push(performance.now() - t);
      }
      console.log(`webhook (${what} published) → fresh page on two instances sharing Redis: median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms over ${RUNS} publishes`);
    }
    await Promise.all([a.stop(), b.stop()]);
  } finally {
    redis.stop();
  }
}
// 5. What one blog post's change lets go of: every sitemap page cached first, then the post
//    published and its webhook applied in process; the pages evicted, and the hits that survive.
{
  const deps = await createSite(loadConfig(env()));
  const app = createApp(deps, { logger: pino({ level: 'silent' }) });
  const server = http.createServer(app).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as AddressInfo).port;
  const paths = (await Promise.all(LOCALES.map(async (l) => (await sitemapEntries(deps, l)).map((e) => deps.router.pathFor(e.key, e.params[l], l))))).flat();
  for (const p of paths) await get(port, p);
  const cached = deps.pageCache.size;
  const post = publishCases().find((c) => c.what === 'blog post')!;
  standIn.publish(post.doc.id, 'tr-TR', { title: `Tek yazı ${Date.now()}` });
  let evicted: string[] = [];
  deps.onContentChanged((c) => { evicted = c.evicted; });
  await deps.refreshContent('bench', [post.doc.id]);
  const hits = deps.pageCache.stats.hits;
  for (const p of paths) await get(port, p);
  console.log(`one blog post published: ${evicted.length} of ${cached} cached pages evicted (${evicted.join(', ')}); then ${deps.pageCache.stats.hits - hits} of ${paths.length} sitemap pages answered from the page cache`);
  server.close();
  deps.stopWatching();
}

// 6. The content spine's size budget: functions under server/content/ (80 lines) and createSite (50).
{
  const content = functionLengths(['server/content']);
  const over = content.filter((f) => f.lines > 80);
  const site = functionLengths(['server/site.ts']).find((f) => f.name === 'createSite');
  console.log(`functions under server/content/: ${content.length}, longest ${content[0]!.lines} lines (${content[0]!.name}, ${content[0]!.file}); over 80 lines: ${over.length ? over.map((f) => `${f.name} ${f.lines}`).join(', ') : 'none'}; createSite: ${site?.lines} lines`);
}
console.log(`load at the end: ${loadavg().map((x) => x.toFixed(1)).join(' ')} (1, 5, 15 min)`);
await standIn.stop();
process.exit(0);
