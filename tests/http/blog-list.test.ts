// The blog list: nine articles a page with linkable pages, a category filter that works without
// JavaScript, reading times, each list URL its own canonical page, and a readable 404 (never a
// 500) for a page or category that does not exist.
import { describe, it, expect, beforeAll } from 'vitest';
import request from 'supertest';
import { testApp, SITE_URL } from '../helpers/app.js';
import { dom, alternate } from '../helpers/html.js';
import type { SiteDeps } from '../../server/site.js';
import type { FrontDoor } from '../../server/app.js';

let app: FrontDoor;
let deps: SiteDeps;
beforeAll(async () => ({ app, deps } = await testApp()));

const get = async (url: string) => {
  const res = await request(app).get(url);
  return { res, doc: dom(res.text) };
};
const cardLinks = (doc: Document) => [...doc.querySelectorAll('.post-card h3 a')].map((a) => a.getAttribute('href'));
const canonical = (doc: Document) => doc.querySelector('link[rel="canonical"]')?.getAttribute('href');

describe('blog list pages', () => {
  it('shows the nine newest articles, then the rest on page 2, with links between the pages', async () => {
    const posts = await deps.content.list('blog', 'tr');
    expect(posts.length).toBeGreaterThan(9);
    const first = await get('/blog/');
    expect(cardLinks(first.doc)).toEqual(posts.slice(0, 9).map((p) => `/blog/${p.slug}/`));
    const next = first.doc.querySelector('.pagination a[rel="next"]')?.getAttribute('href');
    expect(next).toBe('/blog/?sayfa=2');
    const second = await get(next!);
    expect(second.res.status).toBe(200);
    expect(cardLinks(second.doc)).toEqual(posts.slice(9, 18).map((p) => `/blog/${p.slug}/`));
    expect(second.doc.querySelector('.pagination a[rel="prev"]')?.getAttribute('href')).toBe('/blog/');
    expect(second.doc.querySelector('.pagination a[aria-current="page"]')?.textContent).toBe('2');
    expect(canonical(second.doc)).toBe(`${SITE_URL}/blog/?sayfa=2`);
    expect(second.doc.title).toMatch(/Sayfa 2/);
    expect(alternate(second.doc, 'en')).toBe(`${SITE_URL}/en/blog/?page=2`);
    expect(canonical(first.doc)).toBe(`${SITE_URL}/blog/`);
  });

  it('page 2 is rendered for itself, not answered with the cached first page', async () => {
    const a = await get('/blog/');
    const b = await get('/blog/?sayfa=2');
    expect(cardLinks(b.doc)).not.toEqual(cardLinks(a.doc));
    // Tracking parameters still get the cached first page.
    expect(cardLinks((await get('/blog/?utm_source=x')).doc)).toEqual(cardLinks(a.doc));
  });

  it('filters by category with plain links, each category its own canonical page in both languages', async () => {
    const { doc } = await get('/blog/');
    const link = [...doc.querySelectorAll('.category-nav a')].find((a) => a.textContent!.startsWith('Güvenlik'))!;
    expect(link.getAttribute('href')).toBe('/blog/?kategori=guvenlik');
    const page = await get(link.getAttribute('href')!);
    expect(page.res.status).toBe(200);
    const cats = [...page.doc.querySelectorAll('.post-card .meta span:first-child')].map((s) => s.textContent);
    expect(cats.length).toBeGreaterThan(0);
    expect(new Set(cats)).toEqual(new Set(['Güvenlik']));
    expect(page.doc.querySelector('.category-nav a[aria-current="page"]')?.textContent).toMatch(/^Güvenlik/);
    expect(page.doc.querySelector('.collection-blog h2')?.textContent).toBe('Güvenlik yazıları');
    expect(page.doc.title).toMatch(/^Güvenlik yazıları/);
    expect(canonical(page.doc)).toBe(`${SITE_URL}/blog/?kategori=guvenlik`);
    expect(alternate(page.doc, 'en')).toBe(`${SITE_URL}/en/blog/?category=security`);
    const en = await get('/en/blog/?category=security');
    expect(new Set([...en.doc.querySelectorAll('.post-card .meta span:first-child')].map((s) => s.textContent))).toEqual(new Set(['Security']));
    expect(en.doc.querySelector('h1')).not.toBeNull();
  });

  it.each(['/blog/?sayfa=0', '/blog/?sayfa=999', '/blog/?sayfa=abc', '/blog/?sayfa=2&sayfa=3', '/blog/?kategori=yok-boyle', '/blog/?kategori=guvenlik&sayfa=2', '/en/blog/?page=-1', '/en/blog/?category=%3Cscript%3Ex'])('%s is a readable 404, not a 500', async (url) => {
    const { res, doc } = await get(url);
    expect(res.status).toBe(404);
    expect(doc.querySelector('h1')?.textContent?.length).toBeGreaterThan(0);
    expect(res.text).not.toContain('<script>x');
  });

  it('cards show the cover, the category, the date and the reading time', async () => {
    const { doc } = await get('/en/blog/');
    const card = doc.querySelector('.post-card')!;
    const img = card.querySelector('img.card-cover')!;
    expect(img.getAttribute('src')).toMatch(/^\/images\/visuals\/(cover|banner)-[a-z0-9-]+\.svg$/);
    // The first cover is on a phone's first screen and loads at once; the others wait.
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['1200', '630', null]);
    expect([...doc.querySelectorAll('.post-card img.card-cover')].slice(1).map((i) => i.getAttribute('loading'))).toEqual(expect.arrayContaining(['lazy']));
    expect(new Set([...doc.querySelectorAll('.post-card img.card-cover')].slice(1).map((i) => i.getAttribute('loading')))).toEqual(new Set(['lazy']));
    expect(card.querySelector('.reading-time')?.textContent).toMatch(/^\d+ min read$/);
    expect((await get('/blog/')).doc.querySelector('.post-card .reading-time')?.textContent).toMatch(/^\d+ dk okuma$/);
  });
});
