// Umbraco webhooks against one process: a publish shows the change, an unpublish gives a 404
// and takes the page out of the sitemap and search, a replayed webhook is harmless, a wrong
// secret is refused. (Every worker and two instances sharing Redis: webhooks-processes.test.ts.)
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { startUmbracoStandIn, type UmbracoStandIn } from '../../scripts/umbraco-stand-in.js';
import { umbracoApp, STAND_IN_API_KEY, WEBHOOK_SECRET } from './helpers.js';
import type { ContentChange } from '../../server/site.js';

let standIn: UmbracoStandIn;
let cms: Awaited<ReturnType<typeof umbracoApp>>;
let server: http.Server;
let hook: string;
const changes: ContentChange[] = [];
const secret = { 'x-umbraco-webhook-secret': WEBHOOK_SECRET };

beforeAll(async () => {
  standIn = await startUmbracoStandIn({ apiKey: STAND_IN_API_KEY });
  cms = await umbracoApp(standIn);
  cms.deps.onContentChanged((c) => changes.push(c));
  server = http.createServer(cms.app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  hook = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/umbraco`;
}, 60_000);
afterAll(async () => {
  server.close();
  cms.deps.stopWatching();
  await standIn.stop();
});

describe('Umbraco webhooks', () => {
  it('a publish shows the change at once: page, search and the spec API; listeners are told', async () => {
    const post = standIn.find('blogPost', 'unilira-ile-ucretsiz-para-gonderme-rehberi');
    const path = '/blog/unilira-ile-ucretsiz-para-gonderme-rehberi/';
    expect((await request(cms.app).get(path)).status).toBe(200); // now in the page cache
    const header = standIn.find('header', 'header');
    standIn.publish(post.id, 'tr-TR', { title: 'Zümrütanka ile para göndermenin yeni rehberi' });
    standIn.publish(header.id, 'tr-TR', { searchText: 'Zümrütanka ara' });
    const before = changes.length;
    expect(await standIn.fireWebhook(hook, 'Umbraco.ContentPublish', post.id, { headers: secret, retries: 0 })).toEqual([200]);
    const page = await request(cms.app).get(path);
    expect(page.text).toContain('Zümrütanka ile para göndermenin yeni rehberi');
    expect(page.text).toContain('Zümrütanka ara');
    const search = await request(cms.app).get('/api/search?q=z%C3%BCm%C3%BCrtanka&lang=tr');
    expect(search.body.results.map((r: { path: string }) => r.path)).toContain(path);
    const api = await request(cms.app).get('/api/umbraco?endpoint=/Navbar/HeaderFind&alias=headerNav&culture=tr');
    expect(api.body[0].properties.searchText).toBe('Zümrütanka ara');
    expect(changes.length).toBe(before + 1);
    expect(changes.at(-1)).toEqual({ reason: 'umbraco webhook Umbraco.ContentPublish', paths: 'all' });
  });

  it('an unpublish (either spelling) gives 404 and removes the page from the sitemap and search', async () => {
    const post = standIn.find('blogPost', 'yurt-disi-seyahatte-kart-kullanimi');
    const path = '/blog/yurt-disi-seyahatte-kart-kullanimi/';
    expect((await request(cms.app).get(path)).status).toBe(200);
    expect((await request(cms.app).get('/sitemap.xml')).text).toContain(path);
    standIn.unpublish(post.id);
    expect(await standIn.fireWebhook(hook, 'Umbraco.ContentUnpublished', post.id, { headers: secret, retries: 0 })).toEqual([200]);
    expect((await request(cms.app).get(path)).status).toBe(404);
    expect((await request(cms.app).get('/sitemap.xml')).text).not.toContain(path);
    const search = await request(cms.app).get('/api/search?q=seyahat&lang=tr&limit=20');
    expect(search.body.results.map((r: { path: string }) => r.path)).not.toContain(path);
  });

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
    } finally {
      standIn.publish(header.id, 'tr-TR', { searchText: 'Zümrütanka ara' });
    }
  });
});
