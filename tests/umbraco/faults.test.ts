// The Umbraco source when Umbraco misbehaves: down at start (readiness waits), down or
// failing after start (the last good content is served, no 5xx), slower than the timeout,
// malformed and unknown documents (skipped, last good version kept), a list longer than
// one page, preview without the API key.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import request from 'supertest';
import { testApp, allPagePaths, PREVIEW_SECRET } from '../helpers/app.js';
import { createPreviewToken } from '../../server/preview.js';
import { startUmbracoStandIn, UmbracoStandIn } from '../../scripts/umbraco-stand-in.js';
import { umbracoApp, STAND_IN_API_KEY } from './helpers.js';

let standIn: UmbracoStandIn;
let cms: Awaited<ReturnType<typeof testApp>>;
/** Reads 3 items a page, with the default timeout. */
let paged: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  standIn = await startUmbracoStandIn({ apiKey: STAND_IN_API_KEY });
  cms = await umbracoApp(standIn, { timeoutMs: 150 });
  paged = await umbracoApp(standIn, { pageSize: 3 });
}, 60_000);
afterAll(async () => {
  cms.deps.stopWatching();
  paged.deps.stopWatching();
  await standIn.stop();
});

/** What a webhook does: every cached CMS answer due again, then a read. */
const reread = async () => {
  cms.deps.umbraco!.cache.invalidate();
  await cms.deps.refreshContent('test');
};

const statuses = async (paths: string[]) => Promise.all(paths.map(async (p) => (await request(cms.app).get(p)).status));

describe('Umbraco source faults', () => {
  it('pages through a list longer than one page (take 3 here)', async () => {
    const files = await testApp();
    for (const c of ['blog', 'faq', 'offices', 'providers'] as const) {
      const a = await files.deps.content.list(c, 'tr');
      const b = await paged.deps.content.list(c, 'tr');
      expect(b.map((i) => i.slug), c).toEqual(a.map((i) => i.slug));
      expect(b.length).toBeGreaterThan(3);
    }
  });

  it('Umbraco down after start: the last good content is served, no 5xx', async () => {
    const paths = (await allPagePaths(cms.deps, 'tr')).map((p) => p.path).slice(0, 40);
    await standIn.stop();
    try {
      await reread();
      cms.deps.pageCache.clear();
      expect(new Set(await statuses(paths))).toEqual(new Set([200]));
      expect(cms.deps.umbraco!.cache.stats.staleIfError).toBeGreaterThan(0);
    } finally {
      await standIn.start(standIn.port);
    }
  });

  it('Umbraco answering 503, or slower than the timeout: the same', async () => {
    const paths = (await allPagePaths(cms.deps, 'en')).map((p) => p.path).slice(0, 20);
    for (const breakIt of [() => { standIn.failWith = 503; }, () => { standIn.delayMs = 400; }]) {
      breakIt();
      const before = cms.deps.umbraco!.cache.stats.staleIfError;
      try {
        await reread();
        cms.deps.pageCache.clear();
        expect(new Set(await statuses(paths))).toEqual(new Set([200]));
        expect(cms.deps.umbraco!.cache.stats.staleIfError).toBeGreaterThan(before);
      } finally {
        standIn.failWith = null;
        standIn.delayMs = 0;
      }
    }
  });

  it('a malformed document is skipped and its last good version stays; an unknown block never breaks its page; a new bad one is a 404, never a 500', async () => {
    const post = standIn.find('blogPost', 'unilira-ile-ucretsiz-para-gonderme-rehberi');
    const tr = post.variants['tr-TR']!;
    const title = tr.properties.title as string;
    const page = standIn.find('page', 'fees');
    const blocks = (page.variants['en-US']!.properties.blocks as { items: { content: { contentType: string } }[] });
    const firstType = blocks.items[0]!.content.contentType;
    const oldTitle = { ...tr.properties };
    try {
      tr.properties.title = 12345;
      blocks.items[0]!.content.contentType = 'carousel';
      // A new document nobody can use, and one of a type the site does not know.
      standIn.docs.push({ ...post, id: '00000000-0000-4000-8000-000000000001', variants: { 'tr-TR': { ...tr, segment: 'bozuk-yazi', properties: { title: 'x' } } } });
      standIn.docs.push({ ...post, id: '00000000-0000-4000-8000-000000000002', contentType: 'carousel', variants: { 'tr-TR': { ...tr, segment: 'bilinmeyen' } } });
      await reread();
      cms.deps.pageCache.clear();
      const res = await request(cms.app).get('/blog/unilira-ile-ucretsiz-para-gonderme-rehberi/');
      expect(res.status).toBe(200);
      expect(res.text).toContain(title.replace(/'/g, '&#x27;').slice(0, 20));
      const fees = await request(cms.app).get('/en/fees-and-limits/');
      expect(fees.status).toBe(200);
      expect((await request(cms.app).get('/blog/bozuk-yazi/')).status).toBe(404);
      expect((await request(cms.app).get('/blog/bilinmeyen/')).status).toBe(404);
    } finally {
      tr.properties = oldTitle;
      blocks.items[0]!.content.contentType = firstType;
      standIn.docs = standIn.docs.filter((d) => !d.id.startsWith('00000000-'));
    }
  });

  it('down at start: start-up waits for the first complete read, then serves', async () => {
    const late = new UmbracoStandIn({ apiKey: STAND_IN_API_KEY });
    await late.start();
    const port = late.port;
    await late.stop();
    let ready = false;
    const app = umbracoApp(`http://127.0.0.1:${port}`).then((a) => { ready = true; return a; });
    await new Promise((r) => setTimeout(r, 1200));
    expect(ready).toBe(false);
    await late.start(port);
    try {
      const { app: site, deps } = await app;
      expect((await request(site).get('/')).status).toBe(200);
      deps.stopWatching();
    } finally {
      await late.stop();
    }
  }, 60_000);

  it('preview: drafts with the API key behind a preview token; Umbraco refuses preview without the key (401), and the site shows no draft and no error', async () => {
    const post = standIn.find('campaign', 'yilbasi-alisverisinde-sanal-karta-yuzde-10-iade');
    const token = createPreviewToken(PREVIEW_SECRET, 600);
    standIn.unpublish(post.id);
    try {
      await reread();
      cms.deps.pageCache.clear();
      paged.deps.umbraco!.cache.invalidate();
      await paged.deps.refreshContent('test');
      expect((await request(paged.app).get('/kampanyalar/yilbasi-alisverisinde-sanal-karta-yuzde-10-iade/')).status).toBe(404);
      const draft = await request(paged.app).get(`/kampanyalar/yilbasi-alisverisinde-sanal-karta-yuzde-10-iade/?preview=${token}`);
      expect(draft.status).toBe(200);
      expect(draft.headers['cache-control']).toContain('no-store');
      const noKey = await umbracoApp(standIn, { apiKey: undefined });
      const res = await request(noKey.app).get(`/kampanyalar/yilbasi-alisverisinde-sanal-karta-yuzde-10-iade/?preview=${token}`);
      expect(res.status).toBe(404);
      noKey.deps.stopWatching();
      const direct = await fetch(`${standIn.url}/umbraco/delivery/api/v2/content/item/${post.id}`, { headers: { Preview: 'true' } });
      expect(direct.status).toBe(401);
    } finally {
      for (const v of Object.values(post.variants)) v.published = true;
      paged.deps.umbraco!.cache.invalidate();
      await paged.deps.refreshContent('test');
    }
  }, 60_000);
});
