// Images an editor picked from Umbraco's media library, in Chromium: a hero image and a blog
// cover come from the media host (the stand-in's) as sized copies in a srcset, load, and
// raise no console error and no Content Security Policy violation.
import { it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser } from 'playwright';
import { launchBrowser, startServer } from '../helpers/browser.js';
import { startUmbracoStandIn, type UmbracoStandIn } from '../../scripts/umbraco-stand-in.js';
import type { ApiBlockList, ApiMedia } from '../../server/content/umbraco/model.js';
import { umbracoConfig, STAND_IN_API_KEY } from '../umbraco/helpers.js';

let browser: Browser;
let standIn: UmbracoStandIn;
let server: Awaited<ReturnType<typeof startServer>>;

const photo = (url: string, file: string, name: string): ApiMedia => ({
  id: '8e3f4d5c-6b7a-4f9e-8d1c-2b3a4f5e6d7c', name, mediaType: 'Image', url: standIn.addMedia(url, file), extension: 'jpg',
  width: 1200, height: 630, bytes: 48_000, focalPoint: { left: 0.5, top: 0.4 }, crops: [], properties: { altText: name },
});

let postPath = '';
beforeAll(async () => {
  standIn = await startUmbracoStandIn({ apiKey: STAND_IN_API_KEY });
  const post = standIn.docs.find((d) => d.contentType === 'blogPost')!;
  post.variants['tr-TR']!.properties.cover = [photo('/media/c0ffee12/vitrin.jpg', 'public/images/og/banner-bills.jpg', 'Temsilcilik vitrini')];
  const corporate = standIn.docs.find((d) => d.contentType === 'page' && d.variants['tr-TR']!.properties.routeKey === 'corporate')!;
  const hero = (corporate.variants['en-US']!.properties.blocks as ApiBlockList).items[0]!;
  hero.content.properties.image = [photo('/media/beef3456/checkout.jpg', 'public/images/og/banner-cards.jpg', 'Checkout')];
  [browser, server] = await Promise.all([launchBrowser(), startServer({ contentSource: 'umbraco', umbraco: umbracoConfig(standIn) })]);
  postPath = `/blog/${post.variants['tr-TR']!.segment}/`;
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await standIn?.stop();
});

it('a CMS cover and a CMS hero image load from the media host through a srcset, with no console or CSP error', async () => {
  for (const [path, selector] of [[postPath, 'img.article-visual'], ['/en/corporate/', 'img.hero-image']] as const) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const res = await page.goto(server.url + path, { waitUntil: 'load' });
    expect(res?.status(), path).toBe(200);
    const img = page.locator(selector);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { message: path }).toBeGreaterThan(0);
    const { currentSrc, srcset } = await img.evaluate((el: HTMLImageElement) => ({ currentSrc: el.currentSrc, srcset: el.srcset }));
    expect(srcset, path).toContain(' 640w');
    expect(currentSrc.startsWith(`${standIn.url}/media/`), `${path}: ${currentSrc}`).toBe(true);
    expect(currentSrc, path).toMatch(/format=webp/);
    expect(errors, path).toEqual([]);
    await page.close();
  }
});
