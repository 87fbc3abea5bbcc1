// The one search box in Chromium: the header panel (phone and desktop), the mobile menu, the
// results page, the 404 page and the help centre's hero. Keyboard (the combobox pattern),
// mouse and touch, suggestions, and React loaded only on first use. Results come from the
// real search API.
import { describe, it, expect } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright';
import { browserSuite, DESKTOP, PHONE, typeWhole, WAIT_MS } from '../../tests/helpers/browser.js';
import type { Locale } from '../../shared/locale.js';
import { SEARCH_RESULTS } from '../../shared/site-rules.js';

const suite = browserSuite();

interface Row { path: string; title: string; parentName: string; snippet: { text: string; mark: boolean }[] }

/** A fresh page of a visitor who already answered the consent banner; `errors` must stay empty. */
async function open(path: string, options: BrowserContextOptions = DESKTOP, before?: (page: Page) => Promise<void>) {
  const context = await suite.browser.newContext(options);
  suite.contexts.push(context);
  context.setDefaultTimeout(WAIT_MS);
  await context.addInitScript(() => {
    try {
      localStorage.setItem('consent', JSON.stringify({ value: 'denied', at: new Date().toISOString() }));
    } catch {
      /* about:blank has no storage */
    }
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const api: URL[] = [];
  const scripts: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('request', (r) => {
    if (r.url().includes('/api/search')) api.push(new URL(r.url()));
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await before?.(page);
  await page.goto(suite.server.url + path);
  return { page, errors, api, scripts };
}

const CLOCK_START = new Date('2026-06-01T09:00:00Z');
/** `open` with the page's clock installed, so that terms can be typed whole (typeWhole). */
const openClocked = (path: string, options: BrowserContextOptions = DESKTOP) => open(path, options, (p) => p.clock.install({ time: CLOCK_START }));

async function results(term: string, lang: Locale, type?: string): Promise<Row[]> {
  const q = new URLSearchParams({ q: term, lang, limit: String(SEARCH_RESULTS), ...(type ? { type } : {}) });
  return (await (await fetch(`${suite.server.url}/api/search?${q}`)).json()).results;
}

const hydrated = (page: Page) => page.locator('[data-island="search-box"][data-hydrated="true"]').first().waitFor({ state: 'attached' });
const active = (page: Page) => page.evaluate(() => {
  const input = document.activeElement as HTMLInputElement;
  const id = input.getAttribute('aria-activedescendant');
  const option = id ? document.getElementById(id) : null;
  return { focus: input.id, href: option?.getAttribute('href') ?? null, selected: option?.getAttribute('aria-selected') ?? null };
});

async function openPanel(page: Page, tap = false) {
  const toggle = page.locator('.search-toggle > summary');
  if (tap) await toggle.tap();
  else await toggle.click();
  await hydrated(page);
  await page.waitForFunction(() => document.activeElement?.id === 'header-search');
}

describe('header panel', () => {
  it('opens right under the search button with one control to close it, suggestions first, then rows with section, title and marked snippet', async () => {
    const { page, errors, api } = await openClocked('/');
    await openPanel(page);
    const button = (await page.locator('.search-toggle > summary').boundingBox())!;
    const panel = (await page.locator('.search-panel').boundingBox())!;
    expect(Math.abs(panel.y - (button.y + button.height + 8))).toBeLessThanOrEqual(2);
    expect(Math.abs(panel.x + panel.width - (button.x + button.width))).toBeLessThanOrEqual(1); // right edges aligned
    expect(panel.x).toBeGreaterThanOrEqual(20);
    expect(await page.locator('.search-panel button:not([type="submit"]), .search-panel .search-close').count()).toBe(0);
    expect(await page.locator('.search-toggle > summary').getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.search-panel .search-panel-heading').allTextContents()).toEqual(['Öne çıkanlar', 'Çok bakılanlar']);

    const input = page.locator('#header-search');
    expect(await input.getAttribute('role')).toBe('combobox');
    // The spinner may come and go between two polls on a fast answer: record every one added.
    await page.evaluate(() => {
      const w = window as unknown as { spinners: number };
      w.spinners = 0;
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) if (n instanceof Element && n.matches('.search-panel .spinner')) w.spinners++;
      }).observe(document.body, { subtree: true, childList: true });
    });
    await typeWhole(page, 'kart', { delay: 30 });
    await page.locator('.search-panel .result').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { spinners: number }).spinners)).toBeGreaterThan(0);
    const expected = await results('kart', 'tr');
    const rows = page.locator('.search-panel [role="option"]');
    expect(await rows.count()).toBe(expected.length);
    // One count: the panel says what the results page for the same term says.
    const { page: full } = await open('/arama/?q=kart');
    expect(await page.locator('.search-panel [role="status"]').textContent()).toBe(await full.locator('main [role="status"]').first().textContent());
    const first = rows.first();
    expect(await first.locator('.result-parent').textContent()).toBe(expected[0]!.parentName);
    expect(await first.locator('.result-title').textContent()).toBe(expected[0]!.title);
    expect(await first.locator('.result-snippet mark').allTextContents()).toEqual(expected[0]!.snippet.filter((p) => p.mark).map((p) => p.text));
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    const listId = await input.getAttribute('aria-controls');
    expect(await page.locator(`#${listId}`).getAttribute('role')).toBe('listbox');
    const status = page.locator('.search-panel [role="status"]');
    expect(await status.textContent()).toBe(`${expected.length} sonuç bulundu`);
    expect(await page.locator('.search-panel .search-suggestions').isVisible()).toBe(false);
    expect(api.map((u) => [u.searchParams.get('q'), u.searchParams.get('lang')])).toEqual([['kart', 'tr']]); // debounced: one request

    await page.locator('.search-toggle > summary').click(); // the same control closes it
    await page.locator('.search-toggle[open]').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  for (const [name, options] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`keyboard (${name}): arrows, Home and End move the active option while focus stays in the field; Enter follows it; Escape closes`, async () => {
      const { page, errors } = await open('/', options);
      await openPanel(page, name === 'phone');
      await page.keyboard.type('sanal');
      await page.locator('.search-panel .result').first().waitFor();
      const hrefs = await page.locator('.search-panel .result').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(2);
      expect((await active(page)).href).toBeNull();
      await page.keyboard.press('ArrowDown');
      expect(await active(page)).toEqual({ focus: 'header-search', href: hrefs[0], selected: 'true' });
      await page.keyboard.press('ArrowDown');
      expect((await active(page)).href).toBe(hrefs[1]);
      await page.keyboard.press('ArrowUp');
      expect((await active(page)).href).toBe(hrefs[0]);
      await page.keyboard.press('End');
      expect((await active(page)).href).toBe(hrefs.at(-1));
      await page.keyboard.press('ArrowDown'); // wraps
      expect((await active(page)).href).toBe(hrefs[0]);
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowDown');
      expect((await active(page)).href).toBe(hrefs[1]);
      expect(await page.locator('.search-panel [aria-selected="true"]').count()).toBe(1);
      await page.keyboard.press('Enter');
      await page.waitForURL(suite.server.url + hrefs[1]);
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('clickedLinks')))!)[0].url).toBe(hrefs[1]);

      await openPanel(page, name === 'phone');
      await page.keyboard.type('kart');
      await page.keyboard.press('Escape');
      await page.locator('.search-toggle[open]').waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement === document.querySelector('.search-toggle > summary'))).toBe(true);
      expect(errors).toEqual([]);
    });
  }

  it('mouse (desktop) and touch (phone): moving over a row makes it active, a click or tap follows it', async () => {
    const { page } = await open('/');
    await openPanel(page);
    await page.keyboard.type('troy');
    const second = page.locator('.search-panel .result').nth(1);
    await second.waitFor();
    await second.hover();
    expect((await active(page)).href).toBe(await second.getAttribute('href'));
    const href = await second.getAttribute('href');
    await second.click();
    await page.waitForURL(suite.server.url + href);

    const phone = await open('/', PHONE);
    await openPanel(phone.page, true);
    const panel = (await phone.page.locator('.search-panel').boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(390);
    await phone.page.locator('#header-search').fill('kart');
    const row = phone.page.locator('.search-panel .result').first();
    await row.waitFor();
    const rowHref = await row.getAttribute('href');
    await row.tap();
    await phone.page.waitForURL(suite.server.url + rowHref);
    expect(phone.errors).toEqual([]);
  });

  it('offers suggestions for no results (also when the network fails, saying so) and the visitor history when empty', async () => {
    const { page, errors } = await open('/');
    await openPanel(page);
    await page.keyboard.type('qqxzv');
    await page.locator('.search-panel [role="status"]', { hasText: 'Sonuç bulunamadı..' }).waitFor();
    expect(await page.locator('.search-panel .search-suggestions').isVisible()).toBe(true);
    expect(await page.locator('.search-panel .result').count()).toBe(0);
    expect(await page.locator('#header-search').getAttribute('aria-expanded')).toBe('false');

    await page.route('**/api/search**', (route) => route.abort('internetdisconnected'));
    await page.locator('#header-search').fill('kart');
    await page.locator('.search-panel [role="status"]', { hasText: 'Şu an arama yapılamadı.' }).waitFor();
    expect(await page.locator('.search-panel .search-suggestions').isVisible()).toBe(true);
    await page.unroute('**/api/search**');
    await page.locator('#header-search').fill('troy');
    await page.locator('.search-panel .result').first().waitFor();
    await page.keyboard.press('Enter'); // no active option: the form goes to the results page
    await page.waitForURL('**/arama/?q=troy');
    expect(await page.locator('main .result').count()).toBeGreaterThan(0);
    await openPanel(page);
    await page.locator('.search-panel .past-searches a.chip[href="/arama/?q=troy"]').waitFor();
    expect(errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });

  for (const [path, term, failed, retry] of [['/', 'kart', 'Şu an arama yapılamadı.', 'Yeniden dene'], ['/en/', 'card', "Search isn't working right now.", 'Try again']] as const) {
    it(`says a search that failed (offline, server down) failed, not that nothing matched, and offers to try again (${path})`, async () => {
      const { page, errors, api } = await openClocked(path);
      await openPanel(page);
      let answer: 'offline' | 'down' | 'up' = 'offline';
      await page.route('**/api/search**', (route) => answer === 'up' ? route.fallback()
        : answer === 'down' ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"busy"}' })
        : route.abort('internetdisconnected'));
      const status = page.locator('.search-panel [role="status"]');
      const again = status.getByRole('button', { name: retry });
      await typeWhole(page, term);
      await again.waitFor();
      expect(await status.textContent()).toContain(failed);
      expect(await status.textContent()).not.toMatch(/Sonuç bulunamadı|No results/);

      answer = 'down';
      await again.click();
      await page.waitForFunction(() => document.activeElement?.id === 'header-search'); // back in the field
      await expect.poll(() => api.length).toBe(2);
      await again.waitFor();
      expect(await status.textContent()).toContain(failed);

      answer = 'up';
      await again.click();
      await page.locator('.search-panel .result').first().waitFor();
      expect(await status.textContent()).toBe(path === '/' ? `${(await results(term, 'tr')).length} sonuç bulundu` : `Results found: ${(await results(term, 'en')).length}`);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('header-search');
      expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|503/.test(e))).toEqual([]);
    });
  }

  it('a keystroke undone within the pause shows the same rows and count again, without a request', async () => {
    // The page's clock is stopped while the keystroke is typed and undone, so a busy machine's
    // slow typing cannot outlast the 400 ms pause; then it runs 600 ms, past the pause.
    const { page, api } = await openClocked('/');
    await openPanel(page);
    await typeWhole(page, 'kart');
    await page.locator('.search-panel .result').first().waitFor();
    const status = page.locator('.search-panel [role="status"]');
    const count = await status.textContent();
    await page.clock.pauseAt(new Date(CLOCK_START.getTime() + 3_600_000));
    await page.keyboard.type('a');
    expect(await status.textContent()).toBe('Aranıyor…');
    await page.keyboard.press('Backspace');
    expect(await status.textContent()).toBe(count);
    await page.clock.runFor(600);
    expect(await status.textContent()).toBe(count);
    await page.clock.resume();
    await page.waitForTimeout(200);
    expect(api.map((u) => u.searchParams.get('q'))).toEqual(['kart']);
  });

  it('comes back empty when the visitor navigates (a page shown again from the back/forward cache)', async () => {
    const { page, errors } = await open('/');
    await openPanel(page);
    await page.keyboard.type('kart');
    await page.locator('.search-panel .result').first().waitFor();
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await page.locator('.search-toggle[open]').waitFor({ state: 'detached' });
    await openPanel(page);
    expect(await page.locator('#header-search').inputValue()).toBe('');
    expect(await page.locator('.search-panel .result').count()).toBe(0);
    expect(await page.locator('#header-search').getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.search-panel [role="status"]').textContent()).toBe('');
    expect(await page.locator('.search-panel .search-suggestions').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('remembers a suggestion followed from the panel among the recent links', async () => {
    const { page, errors } = await open('/');
    await openPanel(page);
    const chip = page.locator('.search-panel .search-suggestions a.chip').first();
    const href = (await chip.getAttribute('href'))!;
    await chip.click();
    await page.waitForURL(suite.server.url + href);
    await openPanel(page);
    await page.locator(`.search-panel .recent-links a.chip[href="${href}"]`).waitFor();
    expect(errors).toEqual([]);
  });

  it('searches English content on English pages, with English texts', async () => {
    const { page, api } = await open('/en/');
    await openPanel(page);
    expect(await page.locator('.search-panel .search-panel-heading').first().textContent()).toBe('Highlights');
    await page.keyboard.type('card');
    await page.locator('.search-panel .result').first().waitFor();
    const expected = await results('card', 'en');
    expect(await page.locator('.search-panel .result-title').allTextContents()).toEqual(expected.map((r) => r.title));
    expect(api.at(-1)!.searchParams.get('lang')).toBe('en');
    expect(await page.locator('.search-panel [role="status"]').textContent()).toBe(`Results found: ${expected.length}`);
  });

  it('loads React on first use only, once, with the box', async () => {
    const { page, scripts } = await open('/');
    await page.waitForLoadState('load');
    const before = [...scripts];
    await openPanel(page);
    await page.keyboard.type('kart');
    await page.locator('.search-panel .result').first().waitFor();
    expect(before.some((s) => s.includes('/assets/search-box-'))).toBe(false);
    expect(scripts.some((s) => new URL(s).pathname.startsWith('/assets/search-box-'))).toBe(true);
    const react = async (list: string[]) => (await Promise.all(list.map(async (s) => (await fetch(s)).text()))).filter((b) => b.includes('hydrateRoot')).length;
    expect(await react(before)).toBe(0);
    expect(await react(scripts)).toBe(1);
  });
});

describe('mobile menu', () => {
  it('has the same box: rows while typing, arrows and Enter; Escape closes the list, then clears, then the menu', async () => {
    const { page, errors } = await open('/', PHONE);
    await page.locator('.menu-toggle').tap();
    await page.locator('#mobile-menu').waitFor({ state: 'visible' });
    const input = page.locator('#mobile-search');
    await input.tap();
    // The menu's own box, not the header's, before typing into it.
    await page.locator('[data-island="mobile-menu"][data-hydrated="true"]:has(#mobile-search)').waitFor({ state: 'attached' });
    await page.keyboard.type('kart');
    await page.locator('#mobile-menu .result').first().waitFor();
    const expected = await results('kart', 'tr');
    expect(await page.locator('#mobile-menu .result-title').allTextContents()).toEqual(expected.map((r) => r.title));
    const box = (await page.locator('#mobile-menu .result-list').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);

    await page.keyboard.press('ArrowDown');
    expect(await active(page)).toEqual({ focus: 'mobile-search', href: expected[0]!.path, selected: 'true' });
    await page.keyboard.press('Escape');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#mobile-menu .result-list').isVisible()).toBe(false);
    expect(await input.inputValue()).toBe('kart');
    await page.keyboard.press('ArrowDown'); // opens the list again on the first option
    expect((await active(page)).href).toBe(expected[0]!.path);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(await input.inputValue()).toBe('');
    expect(await page.locator('#mobile-menu .search-suggestions').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.locator('#mobile-menu').waitFor({ state: 'hidden' });

    await page.locator('.menu-toggle').tap();
    await input.tap();
    await page.keyboard.type('troy');
    await page.locator('#mobile-menu .result').first().waitFor();
    await page.keyboard.press('ArrowDown');
    const href = (await active(page)).href!;
    await page.keyboard.press('Enter');
    await page.waitForURL(suite.server.url + href);
    expect(errors).toEqual([]);
  });
});

describe('results page and 404 page', () => {
  it('the results page searches as the visitor types, over the server results', async () => {
    const { page } = await open('/arama/?q=kart');
    const input = page.locator('#search-page-q');
    expect(await page.locator('main .result').count()).toBeGreaterThan(0);
    await input.click();
    await hydrated(page);
    await input.fill('troy');
    const expected = await results('troy', 'tr');
    // The server's rows for "kart" are replaced by those for "troy" (both lists may be full).
    await page.waitForFunction((titles) => JSON.stringify([...document.querySelectorAll('main [role="option"] .result-title')].map((e) => e.textContent)) === JSON.stringify(titles), expected.map((r) => r.title));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(suite.server.url + expected[0]!.path);
  });

  it('the results page searches for what was typed before the box was live', async () => {
    const { page, errors } = await open('/arama/?q=kart');
    await page.waitForLoadState('load');
    const input = page.locator('#search-page-q');
    await input.evaluate((el: HTMLInputElement) => void (el.value = 'troy')); // no input event: the box is not live yet
    await input.focus();
    await hydrated(page);
    const expected = await results('troy', 'tr');
    // Polled: the server's rows (for "kart") are there until the new term's replace them.
    await expect.poll(() => page.locator('main .result-title').allTextContents()).toEqual(expected.map((r) => r.title));
    expect(await page.locator('main [role="option"]').count()).toBe(expected.length);
    expect(errors).toEqual([]);
  });

  it('outside the panel: Escape closes the list and focus coming back opens it again; Home and End move the caret while no option is active', async () => {
    const { page, errors } = await open('/arama/?q=kart');
    const input = page.locator('#search-page-q');
    await input.click();
    await hydrated(page);
    await input.fill('troy');
    // The server's rows (for "kart") are open already: wait for the new term's own.
    const expected = await results('troy', 'tr');
    await page.waitForFunction((n) => !document.querySelector('main .search-box[aria-busy]') && document.querySelectorAll('main [role="option"]').length === n, expected.length);
    expect(await page.locator('main .result-title').allTextContents()).toEqual(expected.map((r) => r.title));
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Home');
    expect(await input.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([0, 0]);
    expect((await active(page)).href).toBeNull();
    await page.keyboard.press('End');
    expect(await input.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(4);
    await page.keyboard.press('Escape');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await input.inputValue()).toBe('troy');
    await input.evaluate((el: HTMLInputElement) => el.blur());
    await input.focus();
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    expect((await active(page)).href).toBeNull();
    expect(errors).toEqual([]);
  });

  it('the English 404 page searches English content, with and without JavaScript', async () => {
    const { page, api } = await openClocked('/en/no-such-page/');
    const input = page.locator('#not-found-q');
    expect(await input.getAttribute('placeholder')).toBe('Send Money');
    await input.click();
    await typeWhole(page, 'card');
    await page.locator('.error-page .result').first().waitFor();
    const expected = await results('card', 'en');
    expect(await page.locator('.error-page .result-title').allTextContents()).toEqual(expected.map((r) => r.title));
    expect(api.map((u) => u.searchParams.get('lang'))).toEqual(['en']);

    const noJs = await suite.browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    suite.contexts.push(noJs);
    const plain = await noJs.newPage();
    await plain.goto(suite.server.url + '/en/no-such-page/');
    expect(await plain.locator('.error-page .search-suggestions a').count()).toBeGreaterThan(0);
    await plain.locator('#not-found-q').fill('card');
    await plain.locator('#not-found-q').press('Enter');
    await plain.waitForURL('**/en/search/?q=card');
    const titles = await plain.locator('main .result-title').allTextContents();
    expect(titles.slice(0, expected.length)).toEqual(expected.map((r) => r.title));
    expect(await plain.locator('main .result-snippet mark').count()).toBeGreaterThan(0);
  });
});

describe('help centre search', () => {
  it('searches FAQ answers as the visitor types, and Enter lands on FAQ-only results', async () => {
    const { page, api } = await open('/sikca-sorulan-sorular/');
    const input = page.locator('#faq-search');
    await input.click();
    await hydrated(page);
    await page.keyboard.type('kart');
    await page.locator('.hero .result').first().waitFor();
    const expected = await results('kart', 'tr', 'faq');
    expect(await page.locator('.hero .result').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(expected.map((r) => r.path));
    expect(expected.every((r) => r.path.startsWith('/sikca-sorulan-sorular/'))).toBe(true);
    expect(api.at(-1)!.searchParams.get('type')).toBe('faq');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/arama/?q=kart&tur=sss');
    const hrefs = await page.locator('main .result').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((h) => h.startsWith('/sikca-sorulan-sorular/'))).toBe(true);
  });

  it('works without JavaScript, in English too', async () => {
    const noJs = await suite.browser.newContext({ ...PHONE, javaScriptEnabled: false });
    suite.contexts.push(noJs);
    const page = await noJs.newPage();
    await page.goto(suite.server.url + '/en/faq/');
    await page.locator('#faq-search').fill('card');
    await page.locator('#faq-search').press('Enter');
    await page.waitForURL('**/en/search/?q=card&type=faq');
    const hrefs = await page.locator('main .result').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((h) => h.startsWith('/en/faq/'))).toBe(true);
  });
});
