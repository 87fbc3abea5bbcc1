// The 404 page's live search in real Chromium: results while typing (always from the Turkish
// index), the empty answer, Enter still submitting, keyboard access and stale requests.
import { describe, it, expect } from 'vitest';
import type { BrowserContext, BrowserContextOptions, Page, Request } from 'playwright-core';
import { browserSuite, DESKTOP, PHONE } from '../helpers/browser.js';



const suite = browserSuite();

/** A visitor who already answered the consent banner, so it stays out of the way. */
async function context(options: BrowserContextOptions): Promise<BrowserContext> {
  const c = await suite.browser.newContext(options);
  await c.addInitScript(() => {
    try {
      localStorage.setItem('consent', JSON.stringify({ value: 'denied', at: new Date().toISOString() }));
    } catch {
      /* about:blank has no storage */
    }
  });
  return c;
}

/** Opens a 404 page and records the live-search API calls it makes. */
async function notFound(c: BrowserContext, path: string) {
  const page = await c.newPage();
  const calls: { url: URL; request: Request }[] = [];
  page.on('request', (r) => r.url().includes('/api/umbraco') && calls.push({ url: new URL(r.url()), request: r }));
  const res = await page.goto(suite.server.url + path);
  expect(res?.status()).toBe(404);
  return { page, calls };
}

const input = (page: Page) => page.locator('#not-found-q');
const results = (page: Page) => page.locator('.live-search .result');
const status = (page: Page) => page.locator('.live-search [role="status"]');
const turkishResults = async (term: string) =>
  (await (await fetch(`${suite.server.url}/api/umbraco?endpoint=/SearchApi/Search&searchTerm=${encodeURIComponent(term)}&lang=tr`)).json()) as { title: string; parentName: string; path: string }[];

async function tabTo(page: Page, selector: string, max = 200): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

describe('404 live search', () => {
  it('shows Turkish results while typing, after a 400 ms pause, with a spinner and an announced count', async () => {
    const c = await context(DESKTOP);
    // Times, in the page, of the last keystroke and of each search request.
    await c.addInitScript(() => {
      const w = window as unknown as { lastInput: number; fetches: number[] };
      w.fetches = [];
      addEventListener('input', () => (w.lastInput = performance.now()), true);
      const orig = window.fetch;
      window.fetch = (...args) => (String(args[0]).includes('/api/umbraco') && w.fetches.push(performance.now()), orig(...args));
    });
    const { page, calls } = await notFound(c, '/olmayan-sayfa/');
    await input(page).click();
    await page.keyboard.type('kart', { delay: 60 });
    // The spinner has a text for screen readers while the search runs.
    await page.waitForFunction(() => document.querySelector('.live-status .live-spinner') && document.querySelector('.live-status')!.textContent === 'Aranıyor…');
    await results(page).first().waitFor();

    // One request for the whole word, sent after the pause, to the Turkish index.
    expect(calls).toHaveLength(1);
    const wait = await page.evaluate(() => {
      const w = window as unknown as { lastInput: number; fetches: number[] };
      return w.fetches.map((t) => t - w.lastInput);
    });
    expect(wait).toHaveLength(1);
    expect(wait[0]).toBeGreaterThanOrEqual(395);
    const params = calls[0]!.url.searchParams;
    expect([params.get('endpoint'), params.get('searchTerm'), params.get('lang')]).toEqual(['/SearchApi/Search', 'kart', 'tr']);

    const expected = await turkishResults('kart');
    expect(await results(page).count()).toBe(expected.length);
    const first = results(page).first();
    expect(await first.locator('.result-parent').textContent()).toBe(expected[0]!.parentName);
    expect(await first.locator('.result-title').textContent()).toBe(expected[0]!.title);
    // Parent name before the title.
    expect(await first.evaluate((a) => [...a.children].map((e) => e.className))).toEqual(['result-parent', 'result-title']);
    expect(await status(page).textContent()).toBe(`${expected.length} sonuç bulundu`);
    expect(await status(page).getAttribute('aria-live')).toBe('polite');
    await c.close();
  });

  it('searches in Turkish on the English 404 page too', async () => {
    const c = await context(PHONE);
    const { page, calls } = await notFound(c, '/en/no-such-page/');
    expect(await input(page).getAttribute('placeholder')).toBe('Send Money');
    await input(page).tap();
    await page.keyboard.type('kart');
    await results(page).first().waitFor();
    expect(calls.map((x) => x.url.searchParams.get('lang'))).toEqual(['tr']);
    const expected = await turkishResults('kart');
    expect(await results(page).locator('.result-title').allTextContents()).toEqual(expected.map((r) => r.title));
    const hrefs = await results(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.every((h) => h.startsWith('/') && !h.startsWith('/en/') && !h.startsWith('/tr/'))).toBe(true);
    expect(await status(page).textContent()).toBe(`${expected.length} results found`);
    await c.close();
  });

  it('says when nothing matches, and clears when the box is emptied', async () => {
    const c = await context(DESKTOP);
    const { page } = await notFound(c, '/olmayan-sayfa/');
    await input(page).fill('qqzzxxww');
    await page.waitForFunction(() => document.querySelector('.live-status')?.textContent === 'Sonuç bulunamadı..');
    expect(await results(page).count()).toBe(0);
    await input(page).fill('sanal');
    await results(page).first().waitFor();
    await input(page).fill('');
    await page.waitForFunction(() => document.querySelector('.live-status')?.textContent === '' && !document.querySelector('.live-search .result'));
    await c.close();
  });

  it('still submits with Enter to the results page, and works without JavaScript', async () => {
    const c = await context(DESKTOP);
    const { page } = await notFound(c, '/en/missing/');
    await input(page).click();
    await page.keyboard.type('sanal kart');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/arama/?q=sanal+kart');
    expect(await page.locator('.result').count()).toBeGreaterThan(0);
    await c.close();

    const noJs = await suite.browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto(suite.server.url + '/olmayan-sayfa/');
    await input(plain).fill('kart');
    await input(plain).press('Enter');
    await plain.waitForURL('**/arama/?q=kart');
    expect(await plain.locator('.result').count()).toBeGreaterThan(0);
    await noJs.close();
  });

  it('lets the keyboard reach and follow a result', async () => {
    const c = await context(DESKTOP);
    const { page } = await notFound(c, '/olmayan-sayfa/');
    await tabTo(page, '#not-found-q');
    await page.keyboard.type('troy');
    await results(page).first().waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Ara');
    await page.keyboard.press('Tab');
    const href = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).matches('.live-search .result') && document.activeElement!.getAttribute('href'));
    expect(href).toBe((await turkishResults('troy'))[0]!.path);
    await page.keyboard.press('Enter');
    await page.waitForURL(suite.server.url + href);
    await c.close();
  });

  it('drops a slower, stale answer when the visitor keeps typing', async () => {
    const c = await context(DESKTOP);
    const page = await c.newPage();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const aborted: string[] = [];
    page.on('requestfailed', (r) => r.url().includes('/api/umbraco') && aborted.push(new URL(r.url()).searchParams.get('searchTerm')!));
    await page.route('**/api/umbraco?**', async (route) => {
      if (new URL(route.request().url()).searchParams.get('searchTerm') === 'kar') await held;
      await route.continue().catch(() => undefined); // the page may have aborted it meanwhile
    });
    await page.goto(suite.server.url + '/olmayan-sayfa/');
    await input(page).fill('kar');
    await page.waitForRequest((r) => r.url().includes('searchTerm=kar&'));
    await input(page).fill('sanal');
    await results(page).first().waitFor();
    await expect.poll(() => aborted).toEqual(['kar']);
    release();
    const expected = await turkishResults('sanal');
    expect(await results(page).locator('.result-title').allTextContents()).toEqual(expected.map((r) => r.title));
    await c.close();
  });
});
