// Every article's BlogPosting carries what a structured-data validator asks for: headline,
// image, publisher with name and logo, author, datePublished and dateModified, and the images
// it names answer.
import { describe, it, expect, beforeAll } from 'vitest';
import request from 'supertest';
import { testApp, SITE_URL } from '../helpers/app.js';
import { dom } from '../helpers/html.js';
import type { SiteDeps } from '../../server/site.js';
import { LOCALES } from '../../shared/locale.js';
import type { FrontDoor } from '../../server/app.js';

let app: FrontDoor;
let deps: SiteDeps;
beforeAll(async () => ({ app, deps } = await testApp()));

const jsonLd = (doc: Document) => [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!));

describe('BlogPosting structured data', () => {
  it.each(LOCALES)('is complete on every %s article', async (locale) => {
    const posts = await deps.content.list('blog', locale);
    expect(posts.length).toBeGreaterThan(9);
    const checked = new Set<string>();
    for (const post of posts) {
      const path = deps.router.pathFor('blogArticle', { slug: post.slug }, locale);
      const doc = dom((await request(app).get(path)).text);
      const ld = jsonLd(doc).find((d) => d['@type'] === 'BlogPosting');
      expect(ld, path).toBeDefined();
      expect(ld.headline).toBe(post.title);
      expect(ld.datePublished).toBe(post.date);
      expect(ld.dateModified).toBe(post.updated);
      expect(ld.dateModified >= ld.datePublished).toBe(true);
      expect(ld.author).toMatchObject({ '@type': 'Organization', name: post.author });
      expect(ld.publisher).toMatchObject({ '@type': 'Organization', name: 'Unilira', logo: { '@type': 'ImageObject' } });
      expect(ld.mainEntityOfPage['@id']).toBe(SITE_URL + path);
      expect(ld.image[0]).toMatchObject({ width: 1200, height: 630 });
      expect(ld.image[0].url).toBe(doc.querySelector('meta[property="og:image"]')?.getAttribute('content'));
      expect(ld.timeRequired).toMatch(/^PT\d+M$/);
      expect(ld.wordCount).toBeGreaterThan(150);
      for (const url of [ld.image[0].url, ld.publisher.logo.url] as string[]) {
        if (checked.has(url)) continue;
        checked.add(url);
        expect(url.startsWith(SITE_URL), url).toBe(true);
        const res = await request(app).get(url.slice(SITE_URL.length));
        expect([url, res.status, res.headers['content-type']]).toEqual([url, 200, expect.stringMatching(/^image\/(jpeg|png)$/)]);
      }
    }
    expect(checked.size).toBeGreaterThan(1); // the covers and the publisher's logo answered
  });
});
