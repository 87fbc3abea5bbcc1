// Moved and renamed items. Umbraco answers a request for a moved item's old path with a 301
// whose Location is the item's new route and whose Location-Start-Item-Path / -Id name the
// start item it lives under (ByRouteContentApiController.RedirectTo). The stand-in does the
// same; the client follows it (bounded, never in a loop); and a visitor who opens the old
// URL of a page an editor renamed gets a 301 to the new one.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { UmbracoStandIn } from '../../scripts/umbraco-stand-in.js';
import { model, guidFor } from '../../server/content/umbraco/model.js';
import { EXPAND } from '../../server/content/umbraco/client.js';
import { UmbracoClient, UmbracoError } from '../../server/content/umbraco/client.js';
import { CmsCache } from '../../server/content/umbraco/cms-cache.js';
import { listeningUmbracoSite, WEBHOOK_SECRET } from './helpers.js';

let standIn: UmbracoStandIn;
let cms: Awaited<ReturnType<typeof listeningUmbracoSite>>['cms'];
let stop: () => Promise<void>;
let hook: string;
const secret = { 'x-umbraco-webhook-secret': WEBHOOK_SECRET };
const api = (p: string, headers: Record<string, string> = {}) =>
  fetch(`${standIn.url}/umbraco/delivery/api/v2${p}`, { redirect: 'manual', headers: { 'Start-Item': model.startItem, ...headers } });

const cache = () => new CmsCache({ freshMs: 60_000, staleWhileRevalidateMs: 0, staleIfErrorMs: 0, timeoutMs: 2000, maxEntries: 100 });

beforeAll(async () => {
  ({ standIn, cms, hook, stop } = await listeningUmbracoSite());
}, 60_000);
afterAll(() => stop());

describe('moved items', () => {
  it('a renamed page: its new URL serves it, its old URL answers 301 to the new one, the sitemap has only the new one', async () => {
    const post = standIn.find('blogPost', 'yurt-disi-seyahatte-kart-kullanimi');
    expect((await request(cms.app).get('/blog/yurt-disi-seyahatte-kart-kullanimi/')).status).toBe(200);
    standIn.move(post.id, { segment: 'seyahatte-kart-kullanimi', culture: 'tr-TR' });

    // The stand-in, as the Delivery API: the old path answers 301 with the start item headers.
    const old = await api('/content/item/blog/yurt-disi-seyahatte-kart-kullanimi/', { 'Accept-Language': 'tr-TR' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/blog/seyahatte-kart-kullanimi/');
    expect(old.headers.get('location-start-item-path')).toBe(model.startItem);
    expect(old.headers.get('location-start-item-id')).toBe(guidFor('root'));
    // Tracked per culture: the English path never moved and is still the item.
    const en = await api(`/content/item/blog/${post.variants['en-US']!.segment}/`, { 'Accept-Language': 'en-US' });
    expect(en.status).toBe(200);
    expect((await en.json()).id).toBe(post.id);

    expect(await standIn.fireWebhook(hook, 'Umbraco.ContentPublish', post.id, { headers: secret, retries: 0 })).toEqual([200]);
    expect((await request(cms.app).get('/blog/seyahatte-kart-kullanimi/')).status).toBe(200);
    const moved = await request(cms.app).get('/blog/yurt-disi-seyahatte-kart-kullanimi/');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/blog/seyahatte-kart-kullanimi/');
    const sitemap = (await request(cms.app).get('/sitemap.xml')).text;
    expect(sitemap).toContain('/blog/seyahatte-kart-kullanimi/');
    expect(sitemap).not.toContain('/blog/yurt-disi-seyahatte-kart-kullanimi/');

    // Renamed again: the first old URL goes straight to the newest one; renamed back: the
    // page answers at its first URL again, with no redirect in the way.
    standIn.move(post.id, { segment: 'kartla-seyahat', culture: 'tr-TR' });
    await standIn.fireWebhook(hook, 'Umbraco.ContentPublish', post.id, { headers: secret, retries: 0 });
    expect((await request(cms.app).get('/blog/yurt-disi-seyahatte-kart-kullanimi/')).headers.location).toBe('/blog/kartla-seyahat/');
    expect((await request(cms.app).get('/blog/seyahatte-kart-kullanimi/')).headers.location).toBe('/blog/kartla-seyahat/');
    standIn.move(post.id, { segment: 'yurt-disi-seyahatte-kart-kullanimi', culture: 'tr-TR' });
    await standIn.fireWebhook(hook, 'Umbraco.ContentPublish', post.id, { headers: secret, retries: 0 });
    expect((await request(cms.app).get('/blog/yurt-disi-seyahatte-kart-kullanimi/')).status).toBe(200);
    expect((await request(cms.app).get('/blog/kartla-seyahat/')).headers.location).toBe('/blog/yurt-disi-seyahatte-kart-kullanimi/');
  });

  it('an item the site reads by path and an editor moved: the client follows the 301 to it, and the content stays whole', async () => {
    const settings = standIn.find('folder', 'settings');
    const config = standIn.create({ id: guidFor('folder:config'), contentType: 'folder', parent: settings.parent, createDate: settings.createDate, updateDate: settings.updateDate, variants: structuredClone(settings.variants) });
    for (const v of Object.values(config.variants)) { v.segment = 'config'; v.name = 'config'; }
    const header = standIn.find('header', 'header');
    standIn.publish(header.id, 'tr-TR', { searchText: 'Taşınan başlıktan ara' });
    standIn.move(header.id, { parent: config.id });
    expect((await api('/content/item/settings/header/')).status).toBe(301);

    const followed = cms.deps.umbraco!.client.redirectsFollowed;
    cms.deps.umbraco!.cache.invalidate();
    await cms.deps.refreshContent('test');
    expect(cms.deps.umbraco!.client.redirectsFollowed).toBeGreaterThan(followed);
    const home = await request(cms.app).get('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('Taşınan başlıktan ara');

    // A publish of the moved item reads it alone, by id, as before it moved.
    standIn.publish(header.id, 'tr-TR', { searchText: 'Yine taşınan başlıktan ara' });
    const from = standIn.requests.length;
    expect(await standIn.fireWebhook(hook, 'Umbraco.ContentPublish', header.id, { headers: secret, retries: 0 })).toEqual([200]);
    expect(standIn.requests.slice(from)).toEqual([`/umbraco/delivery/api/v2/content/item/${header.id}?${EXPAND}`, `/umbraco/delivery/api/v2/content/item/${header.id}?${EXPAND}`]);
    expect((await request(cms.app).get('/')).text).toContain('Yine taşınan başlıktan ara');
  });

  it('the client follows at most a few redirects and never a loop: an error, not a hang', async () => {
    let hits = 0;
    const looping = http.createServer((req, res) => {
      hits++;
      // Every path redirects to the next one, or (under /loop/) back to itself.
      const next = req.url!.includes('/loop/') ? '/loop/' : `/hop-${hits}/`;
      res.writeHead(301, { location: next, 'location-start-item-path': model.startItem, 'location-start-item-id': guidFor('root') }).end();
    });
    await new Promise<void>((r) => looping.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(looping.address() as AddressInfo).port}`;
    try {
      const client = new UmbracoClient({ url, startItem: model.startItem, pageSize: 10, cache: cache() });
      await expect(client.item('/loop/', 'tr-TR')).rejects.toThrow(UmbracoError);
      expect(hits).toBe(1); // a Location already asked for is not asked for again
      hits = 0;
      await expect(client.item('/far/', 'tr-TR')).rejects.toThrow(/more than 3/);
      expect(hits).toBe(4);
    } finally {
      looping.close();
    }
  });
});
