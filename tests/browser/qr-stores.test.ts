// The app dialog never asks a phone to scan a code on its own screen: on a phone it offers
// the three app stores; on a desktop it shows the code and the same store buttons. Store
// links come from the QR message content.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import type { BrowserContextOptions, Page } from 'playwright';
import { browserSuite, DESKTOP, PHONE } from '../helpers/browser.js';
import type { Locale } from '../../shared/locale.js';

const suite = browserSuite();

type Stores = { appStore: string; googlePlay: string; appGallery: string };
const content = (lang: Locale) =>
  (JSON.parse(readFileSync(`content/qr-message.${lang}.json`, 'utf8')) as { properties: { text: string; storeText: string; stores: Stores } }).properties;

async function openDialog(options: BrowserContextOptions, path: string, javaScriptEnabled = true): Promise<Page> {
  const context = await suite.browser.newContext({ ...options, javaScriptEnabled });
  suite.contexts.push(context);
  await context.addInitScript(() => localStorage.setItem('consent', JSON.stringify({ value: 'denied', at: new Date().toISOString() })));
  const page = await context.newPage();
  await page.goto(suite.server.url + path);
  await page.locator('.header-actions .qr-button').click();
  await page.locator('#qr').waitFor({ state: 'visible' });
  return page;
}

/** The store buttons a visitor can see: name and link. */
const storeButtons = (page: Page) => page.locator('#qr a.store-button').evaluateAll((links) =>
  links.filter((a) => (a as HTMLElement).offsetWidth > 0).map((a) => ({ name: (a as HTMLElement).innerText.trim(), href: a.getAttribute('href') })));

const expected = (s: Stores) => [
  { name: 'App Store', href: s.appStore },
  { name: 'Google Play', href: s.googlePlay },
  { name: 'AppGallery', href: s.appGallery },
];

describe('app dialog', () => {
  it.each([['tr', '/'], ['en', '/en/']] as const)('on a phone: store buttons and no code to scan (%s)', async (lang, path) => {
    const page = await openDialog(PHONE, path);
    const c = content(lang);
    expect(await page.locator('#qr .qr-code').isVisible()).toBe(false);
    expect(await page.locator('#qr').innerText()).not.toContain(c.text);
    expect(await page.locator('#qr').innerText()).toContain(c.storeText);
    expect(await storeButtons(page)).toEqual(expected(c.stores));
    // Big enough to tap, and all inside the screen.
    for (const box of await page.locator('#qr a.store-button').evaluateAll((l) => l.map((a) => a.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.right).toBeLessThanOrEqual(390);
    }
  });

  it('on a phone without JavaScript too', async () => {
    const page = await openDialog(PHONE, '/', false);
    expect(await page.locator('#qr .qr-code').isVisible()).toBe(false);
    expect(await storeButtons(page)).toEqual(expected(content('tr').stores));
  });

  it.each([['tr', '/'], ['en', '/en/']] as const)('on a desktop: the code to scan with a phone, and the store buttons (%s)', async (lang, path) => {
    const page = await openDialog(DESKTOP, path);
    const c = content(lang);
    expect(await page.locator('#qr .qr-code svg').isVisible()).toBe(true);
    expect(await page.locator('#qr').innerText()).toContain(c.text);
    expect(await storeButtons(page)).toEqual(expected(c.stores));
  });
});
