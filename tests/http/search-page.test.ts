// What visitors see of search without JavaScript: the results page with marked snippets,
// suggestions instead of a dead end, the help centre's FAQ-only search, and the 404 page
// searching its own language.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app.js';
import { dom } from '../helpers/html.js';
import type { SiteDeps } from '../../server/site.js';
import type { FrontDoor } from '../../server/app.js';

let app: FrontDoor;
let deps: SiteDeps;
beforeAll(async () => ({ app, deps } = await testApp()));
afterAll(async () => deps.search.close());

const page = async (url: string, status = 200) => {
  const res = await request(app).get(url);
  expect(res.status, url).toBe(status);
  return dom(res.text);
};
const rows = (doc: Document, scope = 'main') => [...doc.querySelectorAll(`${scope} .result`)];
const suggestionLinks = (doc: Document, scope = 'main') => [...doc.querySelectorAll(`${scope} .search-suggestions a`)].map((a) => a.getAttribute('href'));
const api = async (q: string, lang: string, type?: string, limit = 10) =>
  (await request(app).get('/api/search').query({ q, lang, limit, ...(type ? { type } : {}) })).body.results as { path: string; title: string }[];

describe('results page without JavaScript', () => {
  it('lists the results of ?q= best first, each with section, title and a snippet with the matched words marked', async () => {
    const doc = await page('/arama/?q=kart%C4%B1m%C4%B1+kaybettim');
    const expected = await api('kartımı kaybettim', 'tr', undefined, 20); // the page shows up to 20
    const list = rows(doc);
    expect(list.map((a) => a.getAttribute('href'))).toEqual(expected.map((r) => r.path));
    const first = list[0]!;
    expect(first.querySelector('.result-title')!.textContent).toBe(expected[0]!.title);
    expect(first.querySelector('.result-parent')!.textContent).toBe('Sıkça Sorulan Sorular');
    const marks = [...first.querySelectorAll('.result-snippet mark')].map((m) => m.textContent!.toLocaleLowerCase('tr'));
    expect(marks.some((m) => m.startsWith('kart'))).toBe(true);
    expect(doc.querySelector('main [role="status"]')!.textContent).toBe(`${expected.length} sonuç bulundu`);
    expect(doc.querySelector('main .search-suggestions')!.hasAttribute('hidden')).toBe(true);
  });

  it('offers the highlights and popular pages for no term and for no results', async () => {
    for (const url of ['/arama/', '/arama/?q=qqzzxxw']) {
      const doc = await page(url);
      expect(rows(doc)).toHaveLength(0);
      const links = suggestionLinks(doc);
      expect(links).toContain('/ucret-ve-limitler/'); // a highlight (navigation/header.tr.json)
      expect(links).toContain('/sikca-sorulan-sorular/'); // a popular page (search/suggestions.tr.json)
      expect(doc.querySelector('main .search-suggestions')!.hasAttribute('hidden')).toBe(false);
    }
    expect((await page('/arama/?q=qqzzxxw')).querySelector('main [role="status"]')!.textContent).toBe('Sonuç bulunamadı..');
    const en = await page('/en/search/?q=qqzzxxw');
    expect(en.querySelector('main [role="status"]')!.textContent).toBe('No results found.');
    expect(suggestionLinks(en)).toContain('/en/faq/');
  });

  it('counts a term\'s length in characters, as the API does: 60 emoji are a search, 101 a 400 on both', async () => {
    const sixty = encodeURIComponent('😀'.repeat(60));
    expect((await request(app).get(`/arama/?q=${sixty}`)).status).toBe(200);
    expect((await request(app).get(`/api/search?q=${sixty}&lang=tr`)).status).toBe(200);
    const over = encodeURIComponent('😀'.repeat(101));
    expect((await request(app).get(`/arama/?q=${over}`)).status).toBe(400);
    expect((await request(app).get(`/api/search?q=${over}&lang=tr`)).status).toBe(400);
  });

  it('switches language to the same search, its filter named in the other language', async () => {
    const href = async (url: string) => (await page(url)).querySelector('.header-actions a.lang-switch')!.getAttribute('href');
    expect(await href('/arama/?q=kart')).toBe('/en/search/?q=kart');
    expect(await href('/en/search/?q=card&type=faq')).toBe('/arama/?q=card&tur=sss');
    expect(await href('/arama/')).toBe('/en/search/');
  });

  it('escapes what was typed', async () => {
    const doc = await page('/arama/?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    // The only script in main is the search box's props, JSON with the term escaped inside it.
    expect(doc.querySelector('main script:not([type="application/json"])')).toBeNull();
    for (const s of doc.querySelectorAll('main script')) expect(s.textContent).not.toMatch(/<\/?script/i);
    expect(doc.querySelector('main input[name="q"]')!.getAttribute('value')).toBe('<script>alert(1)</script>');
  });
});

describe('help centre search', () => {
  it('has a GET form in the FAQ hero that lands on FAQ-only results, in both languages', async () => {
    for (const [faq, action, name, value] of [['/sikca-sorulan-sorular/', '/arama/', 'tur', 'sss'], ['/en/faq/', '/en/search/', 'type', 'faq']] as const) {
      const doc = await page(faq);
      const form = doc.querySelector('.hero form[role="search"]')!;
      expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', action]);
      expect(form.querySelector(`input[type="hidden"][name="${name}"]`)!.getAttribute('value')).toBe(value);
    }
    const tr = await page('/arama/?q=kart&tur=sss');
    expect(rows(tr).length).toBeGreaterThan(0);
    expect(rows(tr).every((a) => a.getAttribute('href')!.startsWith('/sikca-sorulan-sorular/'))).toBe(true);
    expect(tr.querySelector('.search-scope a')!.getAttribute('href')).toBe('/arama/?q=kart');
    // The whole site has more than FAQ answers for the same word.
    expect(rows(await page('/arama/?q=kart')).some((a) => !a.getAttribute('href')!.startsWith('/sikca-sorulan-sorular/'))).toBe(true);
    const en = await page('/en/search/?q=card&type=faq');
    expect(rows(en).length).toBeGreaterThan(0);
    expect(rows(en).every((a) => a.getAttribute('href')!.startsWith('/en/faq/'))).toBe(true);
  });

  it('filters the API the same way, and refuses unknown or repeated filters with a 400', async () => {
    const faq = await api('kart', 'tr', 'faq');
    expect(faq.length).toBeGreaterThan(0);
    expect(faq.every((r) => r.path.startsWith('/sikca-sorulan-sorular/'))).toBe(true);
    expect((await request(app).get('/api/search').query({ q: 'kart', type: 'blog' })).status).toBe(400);
    await page('/arama/?q=kart&tur=blog', 400);
    await page('/arama/?q=kart&tur=sss&tur=sss', 400);
  });
});

describe('404 page search', () => {
  it('searches the page language: English content on the English 404', async () => {
    const doc = await page('/en/no-such-page/?q=card', 404);
    const expected = await api('card', 'en');
    expect(expected.length).toBeGreaterThan(0);
    expect(rows(doc, '.error-page').map((a) => a.getAttribute('href'))).toEqual(expected.map((r) => r.path));
    expect(rows(doc, '.error-page').every((a) => a.getAttribute('href')!.startsWith('/en/'))).toBe(true);
    expect(doc.querySelector('.error-page form')!.getAttribute('action')).toBe('/en/search/');
    const tr = await page('/yok-boyle/?q=kart', 404);
    expect(rows(tr, '.error-page').every((a) => !a.getAttribute('href')!.startsWith('/en/'))).toBe(true);
  });

  it('offers suggestions on the 404 page, before a search and after one that finds nothing', async () => {
    for (const url of ['/yok-boyle/', '/yok-boyle/?q=qqzzxxw']) {
      const doc = await page(url, 404);
      expect(suggestionLinks(doc, '.error-page')).toContain('/sikca-sorulan-sorular/');
    }
  });
});
