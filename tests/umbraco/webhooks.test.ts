// Umbraco webhooks against one process: a publish reads only the document it names (the
// stand-in counts the calls) and shows the change, a new document joins its list, an
// unpublish gives a 404 and takes the page out of the sitemap and search, a replayed webhook
// is harmless, events arriving together are merged, a wrong secret is refused. (Every worker and two instances sharing Redis: webhooks-processes.test.ts.)
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import request from 'supertest';
import type { UmbracoStandIn } from '../../scripts/umbraco-stand-in.js';
import { listeningUmbracoSite, WEBHOOK_SECRET } from './helpers.js';
import type { ContentChangeReport } from '../../server/site.js';

let standIn: UmbracoStandIn;
let cms: Awaited<ReturnType<typeof listeningUmbracoSite>>['cms'];
let stop: () => Promise<void>;
let hook: string;
const changes: ContentChangeReport[] = [];
const secret = { 'x-umbraco-webhook-secret': WEBHOOK_SECRET };

beforeAll(async () => {
  ({ standIn, cms, hook, stop } = await listeningUmbracoSite());
  cms.deps.onContentChanged((c) => changes.push(c));
}, 60_000);
afterAll(() => stop());

/** The stand-in's requests made while `f` runs. */
async function requestsDuring(f: () => Promise<unknown>): Promise<string[]> {
  const from = standIn.requests.length;
  await f();
  return standIn.requests.slice(from);
}
const byId = (id: string) => new RegExp(`^/umbraco/delivery/api/v2/content/item/${id}(?:\\?expand=[^&]*)?$`);

describe('Umbraco webhooks', () => {
  it('a publish reads only the document it names, and shows the change at once: its page, the lists that show it, search; only the pages built from it leave the page cache', async () => {
    const post = standIn.find('blogPost', 'unilira-ile-ucretsiz-para-gonderme-rehberi');
    const path = '/blog/unilira-ile-ucretsiz-para-gonderme-rehberi/';
    expect((await request(cms.app).get(path)).status).toBe(200); // now in the page cache
    expect((await request(cms.app).get('/en/blog/')).status).toBe(200);
    expect((await request(cms.app).get('/iletisim/')).status).toBe(200);
    standIn.publish(post.id, 'tr-TR', { title: 'Zümrütanka ile para göndermenin yeni rehberi' });
    const before = changes.length;
    const calls = await requestsDuring(async () => {
      expect(await standIn.fireWebhook(hook, 'Umbraco.ContentPublish', post.id, { headers: secret, retries: 0 })).toEqual([200]);
    });
    // The document by id, in each culture; no list, no other document.
    expect(calls).toHaveLength(2);
    for (const c of calls) expect(c).toMatch(byId(post.id));
    const page = await request(cms.app).get(path);
    expect(page.text).toContain('Zümrütanka ile para göndermenin yeni rehberi');
    expect((await request(cms.app).get('/blog/')).text).toContain('Zümrütanka ile para göndermenin yeni rehberi');
    const search = await request(cms.app).get('/api/search?q=z%C3%BCm%C3%BCrtanka&lang=tr');
    expect(search.body.results.map((r: { path: string }) => r.path)).toContain(path);
    expect(changes.length).toBe(before + 1);
    const told = changes.at(-1)!;
    expect(told.reason).toBe('umbraco webhook Umbraco.ContentPublish');
    expect(told.everyPage).toBe(false);
    expect(told.keys).toEqual([`blog-tr`, `blog-tr-${post.id}`]);
    expect(told.evicted).toContain(path);
    // Pages the post is not on stay cached: the English list (only the Turkish post changed), the contact page.
    expect(told.evicted).not.toContain('/en/blog/');
    expect(cms.deps.pageCache.get('/en/blog/')).toBeDefined();
    expect(cms.deps.pageCache.get('/iletisim/')).toBeDefined();
  });

  it('a publish of the header reads the header alone and changes every page of its language, the spec API too', async () => {
    const header = standIn.find('header', 'header');
    standIn.publish(header.id, 'tr-TR', { searchText: 'Zümrütanka ara' });
    const calls = await requestsDuring(async () => {
      expect(await standIn.fireWebhook(hook, 'Umbraco.ContentPublish', header.id, { headers: secret, retries: 0 })).toEqual([200]);
    });
    expect(calls).toHaveLength(2);
    for (const c of calls) expect(c).toMatch(byId(header.id));
    expect((await request(cms.app).get('/blog/')).text).toContain('Zümrütanka ara');
    const api = await request(cms.app).get('/api/umbraco?endpoint=/Navbar/HeaderFind&alias=headerNav&culture=tr');
    expect(api.body[0].properties.searchText).toBe('Zümrütanka ara');
    expect(changes.at(-1)).toMatchObject({ reason: 'umbraco webhook Umbraco.ContentPublish', keys: ['header-tr'], everyPage: false });
  });

  it('a dictionary entry changes every page: the page cache lets go of all of them, and each renders anew with the new text', async () => {
    for (const p of ['/', '/iletisim/', '/en/']) expect((await request(cms.app).get(p)).status).toBe(200);
    expect(cms.deps.pageCache.size).toBeGreaterThanOrEqual(3);
    const entry = standIn.docs.find((d) => d.contentType === 'dictionaryItem' && d.variants['']!.properties.key === 'Ana menü')!;
    standIn.publish(entry.id, '', { tr: 'Zümrüt menü' });
    expect(await standIn.fireWebhook(hook, 'Umbraco.ContentPublish', entry.id, { headers: secret, retries: 0 })).toEqual([200]);
    expect(changes.at(-1)).toMatchObject({ keys: ['dictionary'], everyPage: true });
    expect(cms.deps.pageCache.size).toBe(0);
    expect((await request(cms.app).get('/iletisim/')).text).toContain('aria-label="Zümrüt menü"');
    standIn.publish(entry.id, '', { tr: 'Ana menü' });
    expect(await standIn.fireWebhook(hook, 'Umbraco.ContentPublish', entry.id, { headers: secret, retries: 0 })).toEqual([200]);
  });

  it('a new document joins its list: its page, the list, the sitemap and search have it; the list is read again, nothing else', async () => {
    const model = standIn.find('blogPost', 'yurt-disi-seyahatte-kart-kullanimi');
    const blog = standIn.docs.find((d) => d.id === model.parent)!;
    const variants = structuredClone(model.variants);
    variants['tr-TR']!.segment = 'zeplinle-para-transferi';
    variants['tr-TR']!.name = 'Zeplinle para transferi';
    variants['tr-TR']!.properties.title = 'Zeplinle para transferi';
    variants['en-US']!.segment = 'money-transfer-by-zeppelin';
    variants['en-US']!.properties.title = 'Money transfer by zeppelin';
    const doc = standIn.create({ id: '0b9d2c6e-7f1a-4c3b-9e8d-5a4b3c2d1e0f', contentType: 'blogPost', parent: blog.id, createDate: model.createDate, updateDate: new Date().toISOString(), variants });
    const calls = await requestsDuring(async () => {
      expect(await standIn.fireWebhook(hook, 'Umbraco.ContentPublished', doc.id, { headers: secret, retries: 0 })).toEqual([200]);
    });
    expect(calls.filter((c) => byId(doc.id).test(c))).toHaveLength(2);
    const others = calls.filter((c) => !byId(doc.id).test(c));
    expect(others.length).toBeGreaterThan(0);
    // The blog folder's list, read by the folder's id.
    for (const c of others) expect(decodeURIComponent(c)).toContain(`fetch=children:${blog.id}`);
    expect((await request(cms.app).get('/blog/zeplinle-para-transferi/')).text).toContain('Zeplinle para transferi');
    expect((await request(cms.app).get('/en/blog/money-transfer-by-zeppelin/')).status).toBe(200);
    expect((await request(cms.app).get('/sitemap.xml')).text).toContain('/blog/zeplinle-para-transferi/');
    const search = await request(cms.app).get('/api/search?q=zeplin&lang=tr');
    expect(search.body.results.map((r: { path: string }) => r.path)).toContain('/blog/zeplinle-para-transferi/');
  });

  it('an unpublish (either spelling) gives 404 and removes the page from the sitemap and search', async () => {
    const post = standIn.find('blogPost', 'yurt-disi-seyahatte-kart-kullanimi');
    const path = '/blog/yurt-disi-seyahatte-kart-kullanimi/';
    expect((await request(cms.app).get(path)).status).toBe(200);
    expect((await request(cms.app).get('/sitemap.xml')).text).toContain(path);
    standIn.unpublish(post.id);
    const calls = await requestsDuring(async () => {
      expect(await standIn.fireWebhook(hook, 'Umbraco.ContentUnpublished', post.id, { headers: secret, retries: 0 })).toEqual([200]);
    });
    expect(calls).toHaveLength(2);
    for (const c of calls) expect(c).toMatch(byId(post.id));
    expect((await request(cms.app).get(path)).status).toBe(404);
    expect((await request(cms.app).get('/blog/')).text).not.toContain(path);
    expect((await request(cms.app).get('/sitemap.xml')).text).not.toContain(path);
    const search = await request(cms.app).get('/api/search?q=seyahat&lang=tr&limit=20');
    expect(search.body.results.map((r: { path: string }) => r.path)).not.toContain(path);
  });

  for (const payloads of ['umbraco13', 'umbraco17-minimal'] as const) {
    it(`${payloads === 'umbraco13' ? "Umbraco 13's payloads (PascalCase Id)" : "Umbraco 17's Minimal payloads ({ id, cultures })"}: a publish and an unpublish read the document they name`, async () => {
      standIn.webhookPayloads = payloads;
      try {
        const post = standIn.find('blogPost', 'unilira-ile-ucretsiz-para-gonderme-rehberi');
        standIn.publish(post.id, 'tr-TR', { title: `Yeni başlık (${payloads})` });
        expect(await standIn.fireWebhook(hook, 'Umbraco.ContentPublish', post.id, { headers: secret, retries: 0 })).toEqual([200]);
        expect((await request(cms.app).get('/blog/unilira-ile-ucretsiz-para-gonderme-rehberi/')).text).toContain(`Yeni başlık (${payloads})`);
        standIn.unpublish(post.id);
        const calls = await requestsDuring(async () => {
          expect(await standIn.fireWebhook(hook, 'Umbraco.ContentUnpublish', post.id, { headers: secret, retries: 0 })).toEqual([200]);
        });
        expect(calls.filter((c) => byId(post.id).test(c))).toHaveLength(2);
        expect((await request(cms.app).get('/blog/unilira-ile-ucretsiz-para-gonderme-rehberi/')).status).toBe(404);
        standIn.publish(post.id, 'tr-TR', {});
        standIn.publish(post.id, 'en-US', {});
        expect(await standIn.fireWebhook(hook, 'Umbraco.ContentPublish', post.id, { headers: secret, retries: 0 })).toEqual([200]);
      } finally {
        standIn.webhookPayloads = 'umbraco17';
      }
    });
  }

  it('a replayed webhook is harmless: 200, the same content, no cache emptied', async () => {
    const header = standIn.find('header', 'header');
    const before = (await request(cms.app).get('/')).text;
    const told = changes.length;
    for (let retry = 0; retry < 3; retry++) {
      const res = await fetch(hook, { method: 'POST', headers: { ...secret, 'umb-webhook-event': 'Umbraco.ContentPublish', 'umb-webhook-retrycount': String(retry), 'content-type': 'application/json' }, body: JSON.stringify(standIn.webhookPayload(header.id, 'Umbraco.ContentPublish')) });
      expect(res.status).toBe(200);
    }
    expect(cms.deps.pageCache.get('/')).toBeDefined();
    expect((await request(cms.app).get('/')).text).toBe(before);
    expect(changes.length).toBe(told);
    // A replayed unpublish of a document already gone reads that document only.
    const gone = standIn.find('blogPost', 'yurt-disi-seyahatte-kart-kullanimi');
    const calls = await requestsDuring(async () => {
      expect(await standIn.fireWebhook(hook, 'Umbraco.ContentUnpublish', gone.id, { headers: secret, retries: 0 })).toEqual([200]);
    });
    expect(calls).toHaveLength(2);
    expect(changes.length).toBe(told);
  });

  it('events arriving together are merged: each answered once applied, fewer refreshes than events', async () => {
    const used = new Set(['unilira-ile-ucretsiz-para-gonderme-rehberi', 'yurt-disi-seyahatte-kart-kullanimi', 'zeplinle-para-transferi']);
    const posts = standIn.docs.filter((d) => d.contentType === 'blogPost' && d.variants['tr-TR']?.published && !used.has(d.variants['tr-TR'].segment)).slice(0, 3);
    expect(posts).toHaveLength(3);
    posts.forEach((p, i) => standIn.publish(p.id, 'tr-TR', { description: `Birlikte yayımlanan değişiklik numarası ${i + 1}, aynı anda gelen olaylar tek okumada birleşir ve her biri uygulanınca yanıtlanır.` }));
    const told = changes.length;
    standIn.delayMs = 150; // the first event's read is still running when the others arrive
    try {
      const statuses = await Promise.all(posts.map((p) => standIn.fireWebhook(hook, 'Umbraco.ContentPublish', p.id, { headers: secret, retries: 0 })));
      expect(statuses).toEqual([[200], [200], [200]]);
    } finally {
      standIn.delayMs = 0;
    }
    for (let i = 0; i < posts.length; i++) {
      const slug = posts[i]!.variants['tr-TR']!.segment;
      expect((await request(cms.app).get(`/blog/${slug}/`)).text).toContain(`Birlikte yayımlanan değişiklik numarası ${i + 1}`);
    }
    expect(changes.length - told).toBeGreaterThanOrEqual(1);
    expect(changes.length - told).toBeLessThan(3);
  });

  it('a change Umbraco cannot give now answers 503 with Retry-After, so Umbraco sends it again; the retry applies it', async () => {
    const post = standIn.find('blogPost', 'unilira-ile-ucretsiz-para-gonderme-rehberi');
    const path = '/blog/unilira-ile-ucretsiz-para-gonderme-rehberi/';
    standIn.publish(post.id, 'tr-TR', { title: 'Zümrütanka ikinci denemede' });
    standIn.failWith = 500;
    try {
      const res = await fetch(hook, { method: 'POST', headers: { ...secret, 'umb-webhook-event': 'Umbraco.ContentPublish', 'content-type': 'application/json' }, body: JSON.stringify(standIn.webhookPayload(post.id, 'Umbraco.ContentPublish')) });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('10');
      expect(await res.json()).toMatchObject({ applied: false });
      const page = await request(cms.app).get(path);
      expect(page.status).toBe(200); // the last good content stays
      expect(page.text).not.toContain('Zümrütanka ikinci denemede');
    } finally {
      standIn.failWith = null;
    }
    expect(await standIn.fireWebhook(hook, 'Umbraco.ContentPublish', post.id, { headers: secret, retries: 0 })).toEqual([200]);
    expect((await request(cms.app).get(path)).text).toContain('Zümrütanka ikinci denemede');
  });

  it('a wrong or missing secret is refused (401) and changes nothing; an unknown event is a 400; GET is a 405', async () => {
    const header = standIn.find('header', 'header');
    standIn.publish(header.id, 'tr-TR', { searchText: 'Bunu görmemelisin' });
    try {
      expect(await standIn.fireWebhook(hook, 'Umbraco.ContentPublish', header.id, { headers: { 'x-umbraco-webhook-secret': 'wrong-secret-0123456789abcdef' }, retries: 0 })).toEqual([401]);
      expect(await standIn.fireWebhook(hook, 'Umbraco.ContentPublish', header.id, { retries: 0 })).toEqual([401]);
      expect((await request(cms.app).get('/')).text).not.toContain('Bunu görmemelisin');
      expect(await standIn.fireWebhook(hook, 'Umbraco.MemberSave', header.id, { headers: secret, retries: 0 })).toEqual([400]);
      expect((await request(cms.app).get('/webhooks/umbraco')).status).toBe(405);
      const bad = await fetch(hook, { method: 'POST', headers: { ...secret, 'umb-webhook-event': 'Umbraco.ContentPublish' }, body: '{not json' });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: 'entity.parse.failed' });
    } finally {
      standIn.publish(header.id, 'tr-TR', { searchText: 'Zümrütanka ara' });
    }
  });

  it('checks the secret before it reads the body: a wrong one is 401 whatever the body; the right one\'s errors are JSON', async () => {
    const post = (headers: Record<string, string>, body: string | Buffer) => fetch(hook, { method: 'POST', headers: { 'umb-webhook-event': 'Umbraco.ContentPublish', ...headers }, body: typeof body === 'string' ? body : new Uint8Array(body) });
    const wrong = { 'x-umbraco-webhook-secret': 'wrong-secret-0123456789abcdef' };
    for (const [headers, body] of [[wrong, '{not json'], [{}, Buffer.alloc(2_000_000, 97)], [{ ...wrong, 'content-type': 'text/plain; charset=koi8-r' }, 'x']] as const) {
      const res = await post(headers, body);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: 'unauthorized' });
    }
    const big = await post(secret, Buffer.alloc(2_000_000, 97));
    expect(big.status).toBe(413);
    expect(big.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

it('limits wrong secrets per client: past ten in a minute, 429 in JSON', async () => {
  const wrong = { 'x-umbraco-webhook-secret': 'another-wrong-secret-0123456789', 'umb-webhook-event': 'Umbraco.ContentPublish' };
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) statuses.push((await fetch(hook, { method: 'POST', headers: wrong, body: '{}' })).status);
  // The tests above sent some wrong secrets from this address already, in the same minute.
  const first = statuses.indexOf(429);
  expect(first).toBeGreaterThan(0);
  expect(statuses.slice(0, first).every((s) => s === 401)).toBe(true);
  expect(statuses.slice(first).every((s) => s === 429)).toBe(true);
  const limited = await fetch(hook, { method: 'POST', headers: wrong, body: '{}' });
  expect(await limited.json()).toMatchObject({ error: 'too_many_requests' });
});
