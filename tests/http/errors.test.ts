// Unknown pages, crawlers, render errors and bad input: a clear 4xx or a readable 5xx page,
// never a stack trace.
import { describe, it, expect, beforeAll } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app.js';
import { dom } from '../helpers/html.js';
import { renderErrorPage } from '../../server/page-kinds/error-pages.js';
import { keptNotFoundDocuments } from '../../server/http/errors.js';
import { LOCALES } from '../../shared/locale.js';
import type { FrontDoor } from '../../server/app.js';

let app: FrontDoor;
beforeAll(async () => ({ app } = await testApp()));

describe('404', () => {
  it('shows the Turkish 404 page with search box, home button and error data', async () => {
    const res = await request(app).get('/yok-boyle-bir-sayfa/');
    expect(res.status).toBe(404);
    const doc = dom(res.text);
    expect(doc.title).toBe('Sayfa Bulunamadı 404 - Unilira');
    expect(doc.querySelector('.error-code')?.textContent).toBe('404');
    expect(doc.querySelector('h1')?.textContent).toBe('Üzgünüz, aradığın sayfa bulunamadı.');
    const input = doc.querySelector('.error-page form input[name="q"]')!;
    expect(input.getAttribute('placeholder')).toBe('Para Gönder');
    expect(doc.querySelector('.error-page form button')?.textContent).toBe('Ara');
    expect(doc.querySelector('.error-page form')?.getAttribute('method')).toBe('get');
    const home = [...doc.querySelectorAll('.error-page a')].find((a) => a.textContent === 'Ana Sayfaya Dön');
    expect(home?.getAttribute('href')).toBe('/');
    expect(doc.querySelector('header.site-header')).not.toBeNull();
    expect(doc.querySelector('footer.site-footer')).not.toBeNull();
    expect(JSON.parse(doc.getElementById('error-data')!.textContent!)).toEqual({ statusCode: 404, message: 'Page not found: /yok-boyle-bir-sayfa/', path: '/yok-boyle-bir-sayfa/' });
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
  });

  it('answers every unknown path with the page a render of that path gives, rendered once per language', async () => {
    const { app, deps } = await testApp();
    const paths = ['/yok/', '/blog/yok-boyle-yazi/', '/en/nope/', '/en/blog/x/y/', '/%3C/script%3E%3Cb%3E/', '/a$&b$\'c/', '/ğüşiöç-İ/', '/yok/?utm_source=x&gclid=1', '/kurumsal/yok/'];
    for (const url of paths) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(404);
      const path = new URL(url, 'http://x').pathname; // as the request line carries it
      const locale = path.startsWith('/en/') ? 'en' : 'tr';
      const fresh = await renderErrorPage(deps, 'notFound', { locale, path, query: {} }, { statusCode: 404, message: `Page not found: ${path}`, path });
      expect(res.text, url).toBe(fresh);
    }
    // One kept document per language, for the content state that serves (a change makes a new one).
    expect(keptNotFoundDocuments(deps).sort()).toEqual([...LOCALES].sort());
  });

  it('shows the English 404 page under /en/', async () => {
    const res = await request(app).get('/en/no-such-page/');
    expect(res.status).toBe(404);
    const doc = dom(res.text);
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(doc.title).toBe('Page Not Found 404 - Unilira');
    expect(doc.querySelector('h1')?.textContent).toBe('Sorry, the page you are looking for could not be found.');
  });

  it('answers the 404 search box with results (always searched in Turkish)', async () => {
    const doc = dom((await request(app).get('/yok/?q=kart')).text);
    const results = [...doc.querySelectorAll('.error-page .result')];
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((a) => !a.getAttribute('href')!.startsWith('/en/'))).toBe(true);
  });

  it('404s unknown collection items, not a fallback page', async () => {
    for (const p of ['/blog/boyle-bir-yazi-yok/', '/en/campaigns/nope/', '/sikca-sorulan-sorular/yok/', '/en/faq/cards/nope/', '/gizlilik-ve-guvenlik/yok/']) {
      expect((await request(app).get(p)).status, p).toBe(404);
    }
  });

  it('gives crawlers the 404 status without an error page', async () => {
    const res = await request(app).get('/yok/').set('User-Agent', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toBe('Page not found: /yok/');
  });

  it('gives people the 404 page even when their user agent looks like a crawler: a CUBOT phone, headless Chromium', async () => {
    const people = [
      'Mozilla/5.0 (Linux; Android 10; CUBOT_X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
    ];
    for (const ua of people) {
      const res = await request(app).get('/yok/').set('User-Agent', ua);
      expect(res.status, ua).toBe(404);
      expect(res.headers['content-type'], ua).toMatch(/text\/html/);
      expect(dom(res.text).querySelector('h1')?.textContent, ua).toBe('Üzgünüz, aradığın sayfa bulunamadı.');
    }
  });

  it('answers unknown API paths with JSON', async () => {
    const res = await request(app).get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_found');
  });
});

describe('error pages', () => {
  it('describe themselves in 50–160 characters in both languages, as every page does', async () => {
    const { deps } = await testApp();
    const problems: string[] = [];
    for (const kind of ['notFound', 'tooManyRequests', 'serverError', 'busy', 'clientError'] as const) {
      for (const locale of LOCALES) {
        const html = await renderErrorPage(deps, kind, { locale, path: locale === 'tr' ? '/yok/' : '/en/nope/', query: {} }, {});
        const description = dom(html).querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
        if (description.length < 50 || description.length > 160) problems.push(`${kind} (${locale}): ${description.length} characters: "${description}"`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('render errors', () => {
  it('shows "Bir şeyler ters gitti.." with a home link, status 500 and no stack trace', async () => {
    const { app: broken } = await testApp({}, (deps) => {
      deps.content.getPage = async () => { throw new Error('content service exploded at /secret/path.ts:12'); };
    });
    const res = await request(broken).get('/iletisim/');
    expect(res.status).toBe(500);
    const doc = dom(res.text);
    expect(doc.querySelector('h1')?.textContent).toBe('Bir şeyler ters gitti..');
    const home = [...doc.querySelectorAll('a')].find((a) => a.textContent === 'Ana Sayfaya Dön');
    expect(home?.getAttribute('href')).toBe('/');
    expect(res.text).not.toContain('exploded');
    expect(res.text).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('bad input', () => {
  it.each([
    ['/%E0%A4%A/', 400],
    ['/blog/%ff/', 400],
    ['/iletisim/?q=%', 400],
    ['/a/../iletisim/', 400],
    ['/a/%2e%2e/iletisim/', 400],
    ['/a/./b/', 400],
    ['//evil.example/', 400],
    ['/a%5cb/', 400],
    ['/%00/', 400],
    [`/${'a'.repeat(3000)}/`, 414],
  ])('%s → %i', async (path, status) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(status);
    expect(res.text).not.toMatch(/\bat .*\(.*:\d+:\d+\)/);
  });

  it('refuses unsupported methods with 405 and an Allow header', async () => {
    for (const method of ['delete', 'put', 'patch'] as const) {
      const res = await request(app)[method]('/iletisim/');
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toContain('GET');
    }
    // A page without a form takes no posts (the contact and application pages have one).
    expect((await request(app).post('/hakkimizda/').type('form').send('a=b')).status).toBe(405);
  });

  it('rejects an oversized form body with 413, not 500', async () => {
    const res = await request(app).post('/temsilcilik-basvurusu/').type('form').send(`message=${'x'.repeat(40_000)}`);
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers a repeated search parameter with 400', async () => {
    expect((await request(app).get('/arama/?q=a&q=b')).status).toBe(400);
  });

  const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  it.each([
    ['/blog/%ff/', 400, 'tr'],
    ['/hakkimizda/..%2f/', 400, 'tr'],
    ['/arama/?q=a&q=b', 400, 'tr'],
    ['/arama/?q=kart&tur=x', 400, 'tr'],
    [`/blog/${'a'.repeat(3000)}/`, 414, 'tr'],
    ['/en/blog/%ff/', 400, 'en'],
    ['/en/search/?q=a&q=b', 400, 'en'],
  ] as const)('a person sent %s gets a readable %i page in its language, a crawler the reason', async (path, status, lang) => {
    const res = await request(app).get(path).set('User-Agent', CHROME).set('Accept-Language', 'tr');
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const doc = dom(res.text);
    expect(doc.documentElement.getAttribute('lang')).toBe(lang);
    expect(doc.querySelector('h1')?.textContent).toBe(lang === 'tr' ? 'Bu isteği anlayamadık' : "We couldn't make sense of that request");
    expect(doc.querySelector('.error-code')?.textContent).toBe(String(status));
    expect(doc.querySelector('.error-page a')?.getAttribute('href')).toBe(lang === 'tr' ? '/' : '/en/');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
    expect(res.headers.vary).toMatch(/User-Agent/);
    const bot = await request(app).get(path).set('User-Agent', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(bot.status).toBe(status);
    expect(bot.headers['content-type']).toMatch(/text\/plain/);
    expect(bot.text).toMatch(new RegExp(`^${status} \\S`));
  });
});
