// Per-page SEO over both sitemaps, loaded from the app: a unique title of at most 70
// characters, a meta description of 50–160, an og:image that answers, a canonical equal to the
// URL, one main heading, alt text on every image, and at least 150 words of visible main text
// on content pages. Every failure is listed with its URL, so one run shows all that needs fixing.
import { describe, it, expect, beforeAll } from 'vitest';
import request from 'supertest';
import { testApp, allPagePaths, SITE_URL } from '../helpers/app.js';
import { dom } from '../helpers/html.js';
import type { SiteDeps } from '../../server/site.js';
import type { RouteKey } from '../../server/routes/route-map.js';
import { wordCount } from '../../server/content/reading-time.js';
import { LOCALES } from '../../shared/locale.js';
import type { FrontDoor } from '../../server/app.js';

let app: FrontDoor;
let deps: SiteDeps;
beforeAll(async () => ({ app, deps } = await testApp()));

/** Pages whose job is a list or a form, not reading: exempt from the word count, with why. */
const NOT_READING: Partial<Record<RouteKey, string>> = {
  blog: 'a list of articles, each with its own page',
  campaigns: 'a list of campaigns, each with its own page',
  faq: 'a list of FAQ topics, each with its own page',
  feesArchiveIndex: 'a list of fee schedules, each with its own page',
  offices: 'a directory of offices',
  providers: 'a directory of in-network providers',
  contact: 'a contact form and contact details',
  representativeApplication: 'an application form',
};
const MIN_WORDS = 150;

function mainWords(doc: Document): number {
  const main = doc.querySelector('main')!;
  for (const el of [...main.querySelectorAll('script, style, template, nav[aria-label]')]) el.remove();
  return wordCount(main.textContent ?? '');
}

describe('per-page SEO over both sitemaps', () => {
  it('every page has a unique title, a description of 50–160 characters, an og:image that answers, its own canonical, and enough text', async () => {
    const problems: string[] = [];
    const images = new Map<string, number>();
    let pages = 0;
    for (const locale of LOCALES) {
      // Unique within a language: a page and its translation may share a word like "Blog".
      const titles = new Map<string, string>();
      for (const { key, path } of await allPagePaths(deps, locale)) {
        const res = await request(app).get(path);
        if (res.status !== 200) { problems.push(`${path}: status ${res.status}`); continue; }
        const doc = dom(res.text);
        pages++;
        const title = doc.querySelector('title')?.textContent ?? '';
        if (!title) problems.push(`${path}: no title`);
        if (title.length > 70) problems.push(`${path}: title ${title.length} characters: "${title}"`);
        if (titles.has(title)) problems.push(`${path}: title "${title}" also on ${titles.get(title)}`);
        titles.set(title, path);
        const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
        if (description.length < 50 || description.length > 160) problems.push(`${path}: description ${description.length} characters: "${description}"`);
        const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
        if (canonical !== SITE_URL + path) problems.push(`${path}: canonical ${canonical}`);
        const image = doc.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '';
        if (!image.startsWith(`${SITE_URL}/`)) problems.push(`${path}: og:image "${image}"`);
        else {
          const at = image.slice(SITE_URL.length);
          if (!images.has(at)) images.set(at, (await request(app).get(at)).status);
          if (images.get(at) !== 200) problems.push(`${path}: og:image ${at} answers ${images.get(at)}`);
        }
        if (!doc.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')) problems.push(`${path}: no og:image:alt`);
        if (doc.querySelectorAll('main h1').length !== 1) problems.push(`${path}: ${doc.querySelectorAll('main h1').length} main headings`);
        // Every image says what it shows, or says with alt="" that it is decoration.
        for (const img of doc.querySelectorAll('img:not([alt])')) problems.push(`${path}: image ${img.getAttribute('src')} without alt`);
        if (!NOT_READING[key]) {
          const words = mainWords(doc);
          if (words < MIN_WORDS) problems.push(`${path}: ${words} words of main text`);
        }
      }
    }
    expect(pages).toBeGreaterThan(150);
    expect(problems).toEqual([]);
  }, 240_000);
});
