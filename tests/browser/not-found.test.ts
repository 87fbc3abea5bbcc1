// The 404 page's search box in real Chromium: results while typing (from the page's own
// language), the empty answer with suggestions, Enter still submitting, keyboard access and
// stale requests.
import { describe, it, expect } from 'vitest';
import type { BrowserContext, BrowserContextOptions, Page, Request } from 'playwright';
import { browserSuite, DESKTOP, PHONE, typeWhole } from '../helpers/browser.js';
import { SEARCH_RESULTS } from '../../shared/site-rules.js';



const suite = browserSuite();

/**
 * A Turkish visitor (the 404 page of a path without /en/ speaks the browser's language:
 * tests/http/language-detection.test.ts) who already answered the consent banner, so it stays
 * out of the way.
 */
async function context(options: BrowserContextOptions): Promise<BrowserContext> {
  const c = await suite.browser.newContext({ locale: 'tr-TR', ...options });
  await c.addInitScript(() => {
    try {
      localStorage.setItem('consent', JSON.stringify({ value: 'denied', at: new Date().toISOString() }));
    } catch {
      /* about:blank has no storage */
    }
  });
  return c;
}

/** Opens a 404 page and records the search API calls it makes. */
async function notFound(c: BrowserContext, path: string) {
  const page = await c.newPage();
  const calls: { url: URL; request: Request }[] = [];
  page.on('request', (r) => r.url().includes('/api/search') && calls.push({ url: new URL(r.url()), request: r }));
  const res = await page.goto(suite.server.url + path);
  expect(res?.status()).toBe(404);
  return { page, calls };
}

const input = (page: Page) => page.locator('#not-found-q');
const results = (page: Page) => page.locator('.error-page .result');
const status = (page: Page) => page.locator('.error-page [role="status"]');
const apiResults = async (term: string, lang = 'tr') =>
  (await (await fetch(`${suite.server.url}/api/search?q=${encodeURIComponent(term)}&lang=${lang}&limit=${SEARCH_RESULTS}`)).json()).results as { title: string; parentName: string; path: string }[];
const turkishResults = (term: string) => apiResults(term, 'tr');

async function tabTo(page: Page, selector: string, max = 200): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

describe('404 search box', () => {
  it('shows results while typing, after a 400 ms pause, with a spinner and an announced count', async () => {
    const c = await context(DESKTOP);
    // Times, in the page, of the last keystroke and of each search request.
    await c.addInitScript(() => {
      const w = window as unknown as { lastInput: number; fetches: number[] };
      w.fetches = [];
      addEventListener('input', () => (w.lastInput = performance.now()), true);
      const orig = window.fetch;
      window.fetch = (...args) => (String(args[0]).includes('/api/search') && w.fetches.push(performance.now()), orig(...args));
    });
    await c.clock.install();
    const { page, calls } = await notFound(c, '/olmayan-sayfa/');
    await input(page).click();
    await typeWhole(page, 'kart', { delay: 60 });
    // The spinner has a text for screen readers while the search runs.
    await page.waitForFunction(() => document.querySelector('.error-page .search-status .spinner') && document.querySelector('.error-page .search-status')!.textContent === 'Aranıyor…');
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
    expect([params.get('q'), params.get('lang')]).toEqual(['kart', 'tr']);

    const expected = await turkishResults('kart');
    expect(await results(page).count()).toBe(expected.length);
    const first = results(page).first();
    expect(await first.locator('.result-parent').textContent()).toBe(expected[0]!.parentName);
    expect(await first.locator('.result-title').textContent()).toBe(expected[0]!.title);
    // Section, title, snippet.
    expect(await first.evaluate((a) => [...a.children].map((e) => e.className))).toEqual(['result-parent', 'result-title', 'result-snippet']);
    expect(await status(page).textContent()).toBe(`${expected.length} sonuç bulundu`);
    expect(await status(page).getAttribute('role')).toBe('status'); // a polite live region
    await c.close();
  });

  it('searches in English on the English 404 page (a deviation from the spec, docs/decisions.md)', async () => {
    const c = await context(PHONE);
    const { page, calls } = await notFound(c, '/en/no-such-page/');
    expect(await input(page).getAttribute('placeholder')).toBe('Send Money');
    await input(page).tap();
    await page.keyboard.type('card');
    await results(page).first().waitFor();
    expect(calls.map((x) => x.url.searchParams.get('lang'))).toEqual(['en']);
    const expected = await apiResults('card', 'en');
    expect(await results(page).locator('.result-title').allTextContents()).toEqual(expected.map((r) => r.title));
    const hrefs = await results(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.every((h) => h.startsWith('/en/'))).toBe(true);
    expect(await status(page).textContent()).toBe(`Results found: ${expected.length}`);
    await c.close();
  });

  it('says when nothing matches and offers suggestions, and clears when the box is emptied', async () => {
    const c = await context(DESKTOP);
    const { page } = await notFound(c, '/olmayan-sayfa/');
    await input(page).fill('qqzzxxww');
    await page.waitForFunction(() => document.querySelector('.error-page .search-status')?.textContent === 'Sonuç bulunamadı..');
    expect(await results(page).count()).toBe(0);
    expect(await page.locator('.error-page .search-suggestions').isVisible()).toBe(true);
    await input(page).fill('sanal');
    await results(page).first().waitFor();
    expect(await page.locator('.error-page .search-suggestions').isVisible()).toBe(false);
    await input(page).fill('');
    await page.waitForFunction(() => document.querySelector('.error-page .search-status')?.textContent === '' && !document.querySelector('.error-page .result'));
    expect(await page.locator('.error-page .search-suggestions').isVisible()).toBe(true);
    await c.close();
  });

  it('still submits with Enter to the results page, and works without JavaScript', async () => {
    const c = await context(DESKTOP);
    const { page } = await notFound(c, '/en/missing/');
    await input(page).click();
    await page.keyboard.type('virtual card');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en/search/?q=virtual+card');
    expect(await page.locator('main .result').count()).toBeGreaterThan(0);
    await c.close();

    const noJs = await suite.browser.newContext({ ...DESKTOP, locale: 'tr-TR', javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto(suite.server.url + '/olmayan-sayfa/');
    await input(plain).fill('kart');
    await input(plain).press('Enter');
    await plain.waitForURL('**/arama/?q=kart');
    expect(await plain.locator('main .result').count()).toBeGreaterThan(0);
    await noJs.close();
  });

  it('lets the keyboard reach and follow a result from the field', async () => {
    const c = await context(DESKTOP);
    const { page } = await notFound(c, '/olmayan-sayfa/');
    await tabTo(page, '#not-found-q');
    await page.keyboard.type('troy');
    await results(page).first().waitFor();
    await page.keyboard.press('ArrowDown');
    const href = (await turkishResults('troy'))[0]!.path;
    expect(await page.evaluate(() => document.getElementById(document.activeElement!.getAttribute('aria-activedescendant')!)?.getAttribute('href'))).toBe(href);
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
    page.on('requestfailed', (r) => r.url().includes('/api/search') && aborted.push(new URL(r.url()).searchParams.get('q')!));
    await page.route('**/api/search?**', async (route) => {
      if (new URL(route.request().url()).searchParams.get('q') === 'kar') await held;
      await route.continue().catch(() => undefined); // the page may have aborted it meanwhile
    });
    await page.goto(suite.server.url + '/olmayan-sayfa/');
    await input(page).fill('kar');
    await page.waitForRequest((r) => r.url().includes('q=kar&'));
    await input(page).fill('sanal');
    await results(page).first().waitFor();
    await expect.poll(() => aborted).toEqual(['kar']);
    release();
    const expected = await turkishResults('sanal');
    expect(await results(page).locator('.result-title').allTextContents()).toEqual(expected.map((r) => r.title));
    await c.close();
  });
});

describe('404 page layout', () => {
  it.each([['phone', PHONE], ['desktop', DESKTOP]] as const)('centres its code, heading, text and button on the page (%s)', async (_name, options) => {
    const c = await context(options);
    const { page } = await notFound(c, '/bu-sayfa-yok/');
    const boxes = await page.evaluate(() => {
      const main = document.querySelector('.error-page .container')!.getBoundingClientRect();
      const centre = main.left + main.width / 2;
      return ['.error-code', 'h1', '.lead', '.actions .button'].map((s) => {
        const r = document.querySelector(`.error-page ${s}`)!.getBoundingClientRect();
        return { s, off: r.left + r.width / 2 - centre, pageCentre: document.documentElement.clientWidth / 2 - centre };
      });
    });
    for (const b of boxes) {
      expect(Math.abs(b.off), b.s).toBeLessThanOrEqual(1);
      // And the container itself sits in the middle of the screen.
      expect(Math.abs(b.pageCentre), b.s).toBeLessThanOrEqual(1);
    }
    await c.close();
  });
});
