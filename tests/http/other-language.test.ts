// No text of the other language in a page's main content, over both sitemaps. Each block of
// text (a paragraph, list item, cell, heading…) of at least six words is judged by its
// function words: a block on an English page with more Turkish ones than English ones (and at
// least three) is Turkish text left behind, and the other way round. Proper nouns (office
// names, addresses, the regulator's name) carry no function words, so they pass.
import { describe, it, expect, beforeAll } from 'vitest';
import request from 'supertest';
import { testApp, allPagePaths } from '../helpers/app.js';
import { dom } from '../helpers/html.js';
import type { SiteDeps } from '../../server/site.js';
import { LOCALES, type Locale } from '../../shared/locale.js';
import type { FrontDoor } from '../../server/app.js';

let app: FrontDoor;
let deps: SiteDeps;
beforeAll(async () => ({ app, deps } = await testApp()));

const FUNCTION_WORDS = {
  tr: new Set('ve bir bu için ile da de olarak gibi daha çok ya veya ama her hem ki mi mı en kadar sonra önce göre değil var yok'.split(' ')),
  en: new Set('the and of to in is for with your you on are this that it or be can from at an by as not our we'.split(' ')),
};

/** Which language a block of text is in, by its function words; undefined when it cannot tell. */
function languageOf(text: string): Locale | undefined {
  const words = text.toLocaleLowerCase('tr').split(/[^\p{L}]+/u).filter(Boolean);
  if (words.length < 6) return undefined;
  const tr = words.filter((w) => FUNCTION_WORDS.tr.has(w)).length;
  const en = words.filter((w) => FUNCTION_WORDS.en.has(w)).length;
  if (Math.max(tr, en) < 3 || tr === en) return undefined;
  return tr > en ? 'tr' : 'en';
}

describe('language of the main content', () => {
  it('tells the two languages apart (so a pass below means something)', () => {
    expect(languageOf('Para göndermek için ücret ödemek, çoğumuzun alışkanlık hâline getirdiği bir masraf ve bu yok.')).toBe('tr');
    expect(languageOf('Send money to any IBAN in Türkiye for free, and keep the rest of your balance in the app.')).toBe('en');
    expect(languageOf('Kadıköy Merkez, Caferağa Mah. Moda Cad. No: 12')).toBeUndefined();
  });

  it('no block of a page is written in the other language, on any sitemap URL', async () => {
    const found: string[] = [];
    const judged = { tr: 0, en: 0 };
    for (const locale of LOCALES) {
      for (const { path } of await allPagePaths(deps, locale)) {
        const res = await request(app).get(path);
        if (res.status !== 200) continue;
        const main = dom(res.text).querySelector('main');
        if (!main) continue;
        for (const el of [...main.querySelectorAll('script, style, template, [lang]:not(html)')]) el.remove();
        for (const el of main.querySelectorAll('p, li, td, th, h1, h2, h3, h4, dd, dt, summary, figcaption, blockquote')) {
          if (el.querySelector('p, li, td')) continue; // judged by its own blocks
          const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
          const lang = languageOf(text);
          if (lang === locale) judged[locale]++;
          if (lang && lang !== locale) found.push(`${path}: ${text.slice(0, 90)}`);
        }
      }
    }
    expect(found, found.join('\n')).toEqual([]);
    // The walk read real text in both languages (hundreds of blocks each), not empty pages.
    expect(judged.tr).toBeGreaterThan(300);
    expect(judged.en).toBeGreaterThan(300);
  }, 120_000);
});
