// Wherever the app is offered, the visitor can reach the stores: the header's app button on a
// phone shows a phone, not a code to scan, and articles and campaign pages end with the three
// store buttons from the app dialog's content, without any script.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import type { BrowserContextOptions } from 'playwright';
import { browserSuite, DESKTOP, PHONE } from '../helpers/browser.js';
import type { Locale } from '../../shared/locale.js';

const suite = browserSuite();

type Stores = { appStore: string; googlePlay: string; appGallery: string };
const stores = (lang: Locale) => {
  const s = (JSON.parse(readFileSync(`content/qr-message.${lang}.json`, 'utf8')) as { properties: { stores: Stores } }).properties.stores;
  return [{ name: 'App Store', href: s.appStore }, { name: 'Google Play', href: s.googlePlay }, { name: 'AppGallery', href: s.appGallery }];
};

async function open(options: BrowserContextOptions, path: string, javaScriptEnabled = true) {
  const context = await suite.browser.newContext({ ...options, javaScriptEnabled, reducedMotion: 'reduce' });
  suite.contexts.push(context);
  await context.addInitScript(() => localStorage.setItem('consent', JSON.stringify({ value: 'denied', at: new Date().toISOString() })));
  const page = await context.newPage();
  await page.goto(suite.server.url + path);
  return page;
}

/** The icon the header's app button shows: the sprite symbol of its visible icon. */
const appButtonIcon = (page: import('playwright').Page) => page.locator('.header-actions .qr-button svg').evaluateAll((icons) =>
  icons.filter((i) => (i as SVGElement).getBoundingClientRect().width > 0).map((i) => i.querySelector('use')!.getAttribute('href')!.split('#')[1]));

describe('the header app button', () => {
  it('shows a phone on phones (it opens the stores) and a QR code on desktops', async () => {
    expect(await appButtonIcon(await open(PHONE, '/'))).toEqual(['app-download']);
    expect(await appButtonIcon(await open({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true }, '/en/'))).toEqual(['app-download']);
    expect(await appButtonIcon(await open(DESKTOP, '/'))).toEqual(['qr']);
  });
});

describe('"get the app" at the end of articles and campaigns', () => {
  const pages = [
    ['tr', '/blog/unilira-ile-ucretsiz-para-gonderme-rehberi/'],
    ['tr', '/kampanyalar/arkadasini-davet-et-100-tl-kazan/'],
  ] as const;

  it.each(pages)('%s %s: after the text, the three stores, tappable and inside a 320 px screen, without JavaScript', async (lang, path) => {
    for (const js of [true, false]) {
      const page = await open({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true }, path, js);
      const strip = page.locator('main .get-app');
      expect(await strip.count()).toBe(1);
      expect(await strip.isVisible()).toBe(true);
      // It follows the article's text.
      expect(await page.evaluate(() => {
        const article = document.querySelector('main article')!;
        return !!(article.compareDocumentPosition(document.querySelector('main .get-app')!) & Node.DOCUMENT_POSITION_FOLLOWING);
      })).toBe(true);
      const buttons = await strip.locator('a.store-button').evaluateAll((links) => links.map((a) => ({
        name: (a as HTMLElement).innerText.trim(), href: a.getAttribute('href'), box: a.getBoundingClientRect().toJSON() as DOMRect,
      })));
      expect(buttons.map(({ name, href }) => ({ name, href }))).toEqual(stores(lang));
      for (const b of buttons) {
        expect(b.box.height).toBeGreaterThanOrEqual(44);
        expect(b.box.left).toBeGreaterThanOrEqual(0);
        expect(b.box.right).toBeLessThanOrEqual(320);
      }
      expect(await strip.locator('[data-island], script').count()).toBe(0);
    }
  });

  it('in English too, with the English stores text', async () => {
    const page = await open(DESKTOP, '/en/blog/prepaid-card-vs-credit-card/');
    const strip = page.locator('main .get-app');
    expect(await strip.locator('h2').innerText()).toBe(JSON.parse(readFileSync('content/qr-message.en.json', 'utf8')).properties.title);
    expect(await strip.locator('a.store-button').evaluateAll((l) => l.map((a) => ({ name: (a as HTMLElement).innerText.trim(), href: a.getAttribute('href') })))).toEqual(stores('en'));
    // Side by side on a desktop, on one line.
    const tops = await strip.locator('a.store-button').evaluateAll((l) => l.map((a) => Math.round(a.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });
});
