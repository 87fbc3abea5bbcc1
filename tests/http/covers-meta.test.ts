// Covers and banners: every article and campaign has one (a 1200×630 visual with a JPEG copy
// for link previews), shown on its card and at the top of its page, and offered as the page's
// Open Graph and Twitter image with its alt text; other pages offer the brand image.
import { describe, it, expect, beforeAll } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import request from 'supertest';
import { testApp, SITE_URL } from '../helpers/app.js';
import { dom } from '../helpers/html.js';
import type { SiteDeps } from '../../server/site.js';
import { LOCALES } from '../../shared/locale.js';
import type { FrontDoor } from '../../server/app.js';

let app: FrontDoor;
let deps: SiteDeps;
beforeAll(async () => ({ app, deps } = await testApp()));

const meta = (doc: Document, key: string) =>
  doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? undefined;

describe('cover and banner files', () => {
  it('every article and campaign, in both languages, names a 1200×630 visual that exists and has its preview copy', async () => {
    for (const locale of LOCALES) {
      const visuals = [
        ...(await deps.content.list('blog', locale, { preview: true })).map((p) => p.cover),
        ...(await deps.content.list('campaigns', locale, { preview: true })).map((c) => c.banner),
      ];
      expect(visuals.length).toBeGreaterThan(20);
      for (const v of visuals) {
        const file = `public${v.src}`;
        expect(existsSync(file), file).toBe(true);
        expect(readFileSync(file, 'utf8'), file).toMatch(/viewBox="0 0 1200 630"/);
        const og = `public${v.src.replace('/visuals/', '/og/').replace(/\.svg$/, '.jpg')}`;
        expect(existsSync(og), `${og} (run npm run og-images)`).toBe(true);
        expect(v.alt.length).toBeGreaterThan(10);
      }
    }
  });
});

describe('Open Graph and Twitter tags', () => {
  it("an article offers its cover's JPEG copy with alt text and size, and shows the cover at the top", async () => {
    const post = (await deps.content.list('blog', 'en'))[0]!;
    const doc = dom((await request(app).get(`/en/blog/${post.slug}/`)).text);
    const image = meta(doc, 'og:image')!;
    expect(image).toBe(SITE_URL + post.cover.src.replace('/visuals/', '/og/').replace(/\.svg$/, '.jpg'));
    expect([meta(doc, 'og:image:alt'), meta(doc, 'og:image:width'), meta(doc, 'og:image:height'), meta(doc, 'og:image:type')]).toEqual([post.cover.alt, '1200', '630', 'image/jpeg']);
    expect([meta(doc, 'twitter:card'), meta(doc, 'twitter:image'), meta(doc, 'twitter:image:alt'), meta(doc, 'twitter:title')]).toEqual(['summary_large_image', image, post.cover.alt, post.seoTitle ?? post.title]);
    expect(meta(doc, 'twitter:description')).toBe(post.description);
    const hero = doc.querySelector('.article-header img.article-visual')!;
    expect([hero.getAttribute('src'), hero.getAttribute('alt'), hero.getAttribute('width'), hero.getAttribute('height')]).toEqual([post.cover.src, post.cover.alt, '1200', '630']);
    expect(hero.getAttribute('loading')).toBeNull();
    // The image answers: a link preview can fetch it.
    const res = await request(app).get(image.slice(SITE_URL.length));
    expect([res.status, res.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });

  it("a campaign offers its banner, in the page's language, on its card and at the top of its page", async () => {
    const c = (await deps.content.list('campaigns', 'tr')).find((x) => x.banner.src.endsWith('-tr.svg'))!;
    const doc = dom((await request(app).get(`/kampanyalar/${c.slug}/`)).text);
    expect(meta(doc, 'og:image')).toBe(`${SITE_URL}/images/og/${c.banner.src.split('/').pop()!.replace('.svg', '.jpg')}`);
    expect(meta(doc, 'og:image:alt')).toBe(c.banner.alt);
    expect(doc.querySelector('.article-header img.article-visual')?.getAttribute('alt')).toBe(c.banner.alt);
    const list = dom((await request(app).get('/kampanyalar/')).text);
    const card = [...list.querySelectorAll('.campaign-card')].find((li) => li.querySelector('h3 a')?.getAttribute('href') === `/kampanyalar/${c.slug}/`)!;
    expect(card.querySelector('img.card-cover')?.getAttribute('src')).toBe(c.banner.src);
  });

  it.each(['/', '/en/fees-and-limits/', '/iletisim/'])('%s without a visual of its own offers the brand image with alt text and twitter tags', async (path) => {
    const doc = dom((await request(app).get(path)).text);
    expect(meta(doc, 'og:image')).toBe(`${SITE_URL}/images/og.png`);
    expect(meta(doc, 'og:image:alt')).toMatch(/Unilira/);
    expect([meta(doc, 'og:image:width'), meta(doc, 'og:image:height')]).toEqual(['1200', '630']);
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
    expect(meta(doc, 'twitter:image')).toBe(`${SITE_URL}/images/og.png`);
    expect(meta(doc, 'twitter:title')).toBe(meta(doc, 'og:title'));
    expect((await request(app).get('/images/og.png')).status).toBe(200);
  });
});

describe('related articles', () => {
  it('end each article with three others with covers, the same category first, then the newest', async () => {
    const posts = await deps.content.list('blog', 'tr');
    const post = posts.find((p) => posts.filter((q) => q.category === p.category).length === 2)
      ?? posts.find((p) => posts.filter((q) => q.category === p.category).length >= 2)!;
    const doc = dom((await request(app).get(`/blog/${post.slug}/`)).text);
    const cards = [...doc.querySelectorAll('.related .post-card')];
    expect(cards.length).toBe(3);
    const hrefs = cards.map((c) => c.querySelector('h3 a')!.getAttribute('href'));
    expect(hrefs).not.toContain(`/blog/${post.slug}/`);
    const others = posts.filter((p) => p.slug !== post.slug);
    const expected = [...others.filter((p) => p.category === post.category), ...others.filter((p) => p.category !== post.category)].slice(0, 3);
    expect(hrefs).toEqual(expected.map((p) => `/blog/${p.slug}/`));
    expect(cards.every((c) => c.querySelector('img.card-cover'))).toBe(true);
    expect(doc.querySelector('.article-header .reading-time')?.textContent).toMatch(/^\d+ dk okuma$/);
  });
});
