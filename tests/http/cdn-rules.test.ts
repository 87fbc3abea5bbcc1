// What a shared cache in front of the site reads: which answers it may store (pages, not
// posts, errors caused by the visitor, previews or the phone API), what `/` varies on behind
// each CDN, and the surrogate keys naming the content each page was built from.
import { describe, it, expect, beforeAll } from 'vitest';
import request from 'supertest';
import { testApp, SITE_URL, allPagePaths, PREVIEW_SECRET } from '../helpers/app.js';
import { createPreviewToken } from '../../server/preview.js';
import type { CdnConfig } from '../../server/config.js';
import type { SiteDeps } from '../../server/site.js';
import type { FrontDoor } from '../../server/app.js';

const cdn = (kind: CdnConfig['kind']): { cdn: CdnConfig } => ({ cdn: { kind, purgeUrl: 'http://127.0.0.1:1/', token: 'x'.repeat(16), fastlyServiceId: 's', cloudflareZoneId: 'z', retries: 0 } });
const sharedCacheMayStore = (cc: string | undefined) => !!cc && !/private|no-store/.test(cc) && /public/.test(cc);

describe('behind Varnish (CDN=varnish)', () => {
  let app: FrontDoor;
  let deps: SiteDeps;
  beforeAll(async () => ({ app, deps } = await testApp(cdn('varnish'))));

  it('/ varies on X-Lang-Pref only, rendered and from the page cache, whatever cookies come with it', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await request(app).get('/').set('cookie', `_ga=GA1.2.${i}; consent=granted; i18n_redirected=tr`);
      expect(res.status).toBe(200);
      expect(res.headers.vary).toBe('X-Lang-Pref, Accept-Encoding');
    }
  });

  it('redirects to /en/ on the header the edge sets from the cookie, as one shared answer; the cookie alone is the edge’s to read', async () => {
    const en = await request(app).get('/').set('x-lang-pref', 'en');
    expect(en.status).toBe(302);
    expect(en.headers.location).toBe('/en/');
    expect(en.headers.vary).toMatch(/X-Lang-Pref/);
    expect(sharedCacheMayStore(en.headers['cache-control'])).toBe(true);
    expect((await request(app).get('/').set('cookie', 'i18n_redirected=en')).status).toBe(200);
    expect((await request(app).get('/').set('x-lang-pref', 'en').set('sec-purpose', 'prefetch')).status).toBe(200);
  });

  it('a redirect carrying a query string (a parameter the edge keeps) is no shared answer', async () => {
    const en = await request(app).get('/?ref=x').set('x-lang-pref', 'en');
    expect([en.status, en.headers.location]).toEqual([302, '/en/?ref=x']);
    expect(sharedCacheMayStore(en.headers['cache-control'])).toBe(false);
  });

  it('every page names its own content, the layout’s and the dictionary in xkey, rendered and cached alike', async () => {
    for (let i = 0; i < 2; i++) {
      const contact = (await request(app).get('/iletisim/')).headers.xkey!.split(' ');
      expect(contact).toEqual(expect.arrayContaining(['page-contact-tr', 'header-tr', 'footer-tr', 'qr-tr', 'suggestions-tr', 'dictionary', 'site']));
      // The English twin's page decides the hreflang pair; nothing else of English is read.
      expect(contact.filter((k) => k.endsWith('-en'))).toEqual(['page-contact-en']);
    }
    const en = (await request(app).get('/en/communication/')).headers.xkey!.split(' ');
    expect(en).toEqual(expect.arrayContaining(['page-contact-en', 'header-en', 'footer-en']));
  });

  it('an article names its item and its twin; a list names its collection', async () => {
    const post = (await request(app).get('/blog/unilira-temsilcisi-olmadan-once-bilmen-gerekenler/')).headers.xkey!.split(' ');
    expect(post).toEqual(expect.arrayContaining(['blog-tr-becoming-a-representative', 'blog-en-becoming-a-representative']));
    const list = (await request(app).get('/blog/')).headers.xkey!.split(' ');
    expect(list).toContain('blog-tr');
    expect(list.some((k) => k.startsWith('blog-tr-'))).toBe(false);
  });

  it('pages warmed into the cache at start-up carry the same keys as rendered ones', async () => {
    const { warmPageCache } = await import('../../server/http/warm-up.js');
    deps.pageCache.clear();
    await warmPageCache(deps);
    const warmed = await request(app).get('/kurumsal/');
    expect(warmed.headers['server-timing']).toBeUndefined(); // from the cache
    deps.pageCache.clear();
    const rendered = await request(app).get('/kurumsal/');
    expect(rendered.headers['server-timing']).toBeDefined();
    expect(warmed.headers.xkey).toBe(rendered.headers.xkey);
  });

  it('a form page may be stored; its POST answers (errors included) and its thank-you state never', async () => {
    const page = await request(app).get('/iletisim/');
    expect(sharedCacheMayStore(page.headers['cache-control'])).toBe(true);
    // Fastly and Cloudflare may serve it stale for a day while the origin fails.
    expect(page.headers['cache-control']).toMatch(/stale-if-error=86400/);
    const wrong = await request(app).post('/iletisim/').set('origin', SITE_URL).type('form').send('fullName=');
    expect(wrong.status).toBe(400);
    expect(wrong.headers['cache-control']).toBe('private, no-store');
    expect(wrong.headers.xkey).toBeUndefined();
    const json = await request(app).post('/iletisim/').set('origin', SITE_URL).set('accept', 'application/json').type('form').send('fullName=');
    expect(json.headers['cache-control']).toBe('no-store');
    const thanks = await request(app).get('/iletisim/?gonderildi=UL-ABCD-EFGH');
    expect(sharedCacheMayStore(thanks.headers['cache-control'])).toBe(false);
  });

  it('the phone API, previews, bad input and the app link are never stored by a shared cache', async () => {
    const phone = await request(app).post('/api/phone').set('origin', SITE_URL).send({ number: '5321234567', country: 'TR' });
    expect(sharedCacheMayStore(phone.headers['cache-control'])).toBe(false);
    const token = createPreviewToken(PREVIEW_SECRET, 10);
    const preview = await request(app).get(`/iletisim/?preview=${encodeURIComponent(token)}`);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers.xkey).toBeUndefined();
    const badQuery = await request(app).get('/temsilciliklerimiz/?il=atlantis');
    expect(badQuery.status).toBe(400);
    expect(badQuery.headers['cache-control']).toBe('private, no-store');
    expect(badQuery.headers.xkey).toBeUndefined();
    const badSearch = await request(app).get(`/arama/?q=${'a'.repeat(200)}`);
    expect(badSearch.status).toBe(400);
    expect(badSearch.headers['cache-control']).toBe('private, no-store');
    const tooLong = await request(app).get(`/api/search?q=${'a'.repeat(200)}&lang=tr`);
    expect(tooLong.status).toBe(400);
    expect(sharedCacheMayStore(tooLong.headers['cache-control'])).toBe(false);
    expect(sharedCacheMayStore((await request(app).get('/uygulama/')).headers['cache-control'])).toBe(false);
  });

  it('no answer of the site sets a cookie (a page that did could not be shared)', async () => {
    const paths = [...(await allPagePaths(deps, 'tr')), ...(await allPagePaths(deps, 'en'))].map((p) => p.path);
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) expect((await request(app).get(path)).headers['set-cookie'], path).toBeUndefined();
    expect((await request(app).post('/iletisim/').set('origin', SITE_URL).type('form').send('fullName=')).headers['set-cookie']).toBeUndefined();
  });

  it('assets the pages load are fingerprinted and immutable for a year', async () => {
    const html = (await request(app).get('/')).text;
    const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(2);
    for (const a of assets) {
      expect(a).toMatch(/[-.][A-Za-z0-9_]{8,}\.(js|css|woff2)$/);
      const res = await request(app).get(a);
      expect(res.status, a).toBe(200);
      expect(res.headers['cache-control'], a).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
    }
  });
});

describe('surrogate-key header and / by CDN', () => {
  it('Fastly: Surrogate-Key, and / varies on X-Lang-Pref', async () => {
    const { app } = await testApp(cdn('fastly'));
    const res = await request(app).get('/');
    expect(res.headers['surrogate-key']).toMatch(/(^| )page-home-tr( |$)/);
    expect(res.headers.xkey).toBeUndefined();
    expect(res.headers.vary).toBe('X-Lang-Pref, Accept-Encoding');
  });

  it('Cloudflare: Cache-Tag, and / is one answer for everyone (the edge’s rule redirects); a client’s X-Lang-Pref is ignored', async () => {
    const { app } = await testApp(cdn('cloudflare'));
    const res = await request(app).get('/').set('x-lang-pref', 'en').set('cookie', 'i18n_redirected=en');
    expect(res.status).toBe(200);
    expect(res.headers['cache-tag']).toMatch(/(^| )page-home-tr( |$)/);
    expect(res.headers.vary).toBe('Accept-Encoding');
  });

  it('no CDN: no key header; / keeps the cookie rule for browsers', async () => {
    const { app } = await testApp();
    const res = await request(app).get('/');
    expect(res.headers.xkey ?? res.headers['surrogate-key'] ?? res.headers['cache-tag']).toBeUndefined();
    expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
    expect((await request(app).get('/').set('cookie', 'i18n_redirected=en')).status).toBe(302);
    expect((await request(app).get('/').set('x-lang-pref', 'en')).status).toBe(200);
  });
});
