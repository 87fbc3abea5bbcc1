// Answers whose path names no language speak the visitor's: the path (/en/…) first, then the
// language cookie the switcher sets (i18n_redirected), then Accept-Language, else Turkish. The
// home page stays one answer for every browser: only the cookie sends `/` to `/en/`.
import { describe, it, expect, beforeAll } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app.js';
import type { FrontDoor } from '../../server/app.js';

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const htmlLang = (html: string) => /<html lang="(\w+)"/.exec(html)?.[1];
const varyOf = (res: request.Response) => String(res.headers.vary ?? '').split(/,\s*/);

describe('language detection where the path names none', () => {
  let app: FrontDoor;
  beforeAll(async () => {
    ({ app } = await testApp());
  });

  it('the 404 page of an unknown path: cookie, then Accept-Language, then Turkish; /en/ paths stay English; shared caches keep one answer per cookie and language', async () => {
    const page = (path: string, headers: Record<string, string> = {}) => request(app).get(path).set({ 'user-agent': DESKTOP, ...headers });
    const cases: [string, Record<string, string>, string][] = [
      ['/yok-boyle-bir-sayfa/', {}, 'tr'],
      ['/yok-boyle-bir-sayfa/', { 'accept-language': 'en-GB,en;q=0.9' }, 'en'],
      ['/yok-boyle-bir-sayfa/', { 'accept-language': 'de-DE, tr;q=0.5' }, 'tr'],
      ['/yok-boyle-bir-sayfa/', { 'accept-language': 'de-DE' }, 'tr'],
      ['/yok-boyle-bir-sayfa/', { cookie: 'i18n_redirected=en', 'accept-language': 'tr-TR' }, 'en'],
      ['/yok-boyle-bir-sayfa/', { cookie: 'i18n_redirected=tr', 'accept-language': 'en-US' }, 'tr'],
      ['/yok-boyle-bir-sayfa/', { cookie: 'i18n_redirected=xx', 'accept-language': 'en-US' }, 'en'],
      ['/en/no-such-page/', { cookie: 'i18n_redirected=tr', 'accept-language': 'tr' }, 'en'],
    ];
    for (const [path, headers, lang] of cases) {
      const res = await page(path, headers);
      expect([path, headers, res.status, htmlLang(res.text)]).toEqual([path, headers, 404, lang]);
      if (path.startsWith('/en/')) expect(varyOf(res)).not.toContain('Accept-Language');
      else expect(varyOf(res)).toEqual(expect.arrayContaining(['User-Agent', 'Cookie', 'Accept-Language']));
    }
    // The English 404 page's search form searches English.
    expect((await page('/yok/', { 'accept-language': 'en' })).text).toContain('action="/en/search/"');
  });

  it('the root redirect follows the language cookie only: an English browser without it gets the Turkish home page, and / varies by Cookie alone', async () => {
    const plain = await request(app).get('/').set('accept-language', 'en-US,en;q=0.9');
    expect(plain.status).toBe(200);
    expect(htmlLang(plain.text)).toBe('tr');
    expect(varyOf(plain)).not.toContain('Accept-Language');
    const chosen = await request(app).get('/').set('cookie', 'i18n_redirected=en').set('accept-language', 'tr');
    expect([chosen.status, chosen.headers.location]).toEqual([302, '/en/']);
    expect((await request(app).get('/').set('cookie', 'i18n_redirected=tr').set('accept-language', 'en')).status).toBe(200);
  });

  it('the search API without lang searches the visitor\'s language; an explicit lang wins', async () => {
    const urls = async (query: string, headers: Record<string, string>) => {
      const res = await request(app).get(`/api/search?${query}`).set(headers);
      expect(res.status).toBe(200);
      return { res, urls: (res.body.results as { path: string }[]).map((r) => r.path) };
    };
    const tr = await urls('q=kart', {});
    expect(tr.urls.length).toBeGreaterThan(0);
    expect(tr.urls.every((u) => !u.startsWith('/en/'))).toBe(true);
    const en = await urls('q=card', { 'accept-language': 'en-US' });
    expect(en.urls.length).toBeGreaterThan(0);
    expect(en.urls.every((u) => u.startsWith('/en/'))).toBe(true);
    expect(varyOf(en.res)).toEqual(expect.arrayContaining(['Cookie', 'Accept-Language']));
    const byCookie = await urls('q=card', { cookie: 'i18n_redirected=en' });
    expect(byCookie.urls.every((u) => u.startsWith('/en/'))).toBe(true);
    const explicit = await urls('q=kart&lang=tr', { 'accept-language': 'en-US', cookie: 'i18n_redirected=en' });
    expect(explicit.urls.every((u) => !u.startsWith('/en/'))).toBe(true);
    expect(varyOf(explicit.res)).not.toContain('Accept-Language');
  });

  it('the short link in the QR code (/uygulama) answers in the visitor\'s language; the app pages keep their own', async () => {
    const en = await request(app).get('/uygulama').set({ 'user-agent': DESKTOP, 'accept-language': 'en-US,en;q=0.8' });
    expect([en.status, en.headers.location]).toEqual([302, '/en/app/']);
    expect(varyOf(en)).toEqual(expect.arrayContaining(['User-Agent', 'Cookie', 'Accept-Language']));
    const tr = await request(app).get('/uygulama').set({ 'user-agent': DESKTOP });
    expect([tr.status, tr.headers.location]).toEqual([302, '/uygulama/']);
    const phone = await request(app).get('/uygulama').set({ 'user-agent': ANDROID, cookie: 'i18n_redirected=en' });
    expect(phone.headers.location).toMatch(/hl=en/);
    const page = await request(app).get('/uygulama/').set({ 'user-agent': DESKTOP, 'accept-language': 'en' });
    expect([page.status, htmlLang(page.text)]).toEqual([200, 'tr']);
  });
});
