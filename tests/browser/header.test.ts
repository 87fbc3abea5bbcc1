// The header's dropdowns (island nav-menu) and search panel (island search) in Chromium with
// JavaScript: mouse, keyboard only and a phone; results come from the real search API.
import { describe, it, expect } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { browserSuite, DESKTOP, PHONE } from '../helpers/browser.js';


const suite = browserSuite();

/** aria-expanded follows the <details> a render later: wait for it rather than read once. */
async function expanded(locator: Locator, value: 'true' | 'false'): Promise<void> {
  await locator.evaluate((el, v) => new Promise<void>((resolve, reject) => {
    const started = performance.now();
    const check = () => {
      if (el.getAttribute('aria-expanded') === v) return resolve();
      if (performance.now() - started > 2000) return reject(new Error(`aria-expanded stayed ${el.getAttribute('aria-expanded')}, expected ${v}`));
      requestAnimationFrame(check);
    };
    check();
  }), value);
}


/** A fresh page that records page errors; `errors` must stay empty. */
async function open(path: string, options: Parameters<Browser['newContext']>[0] = DESKTOP) {
  const context = await suite.browser.newContext(options);
  suite.contexts.push(context);
  context.setDefaultTimeout(8000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(suite.server.url + path);
  return { page, errors };
}

const group = (page: Page, title: string) => page.locator('.main-nav details', { has: page.locator(`summary:text-is("${title}")`) });
const summary = (page: Page, title: string) => group(page, title).locator('summary');
const hydrated = (page: Page, id: string) => page.locator(`[data-island="${id}"][data-hydrated="true"]`).waitFor({ state: 'attached' });
const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const isOpen = (page: Page, selector: string) => page.locator(selector).evaluate((d) => (d as HTMLDetailsElement).open);
const searchDetails = '.search-toggle';
/** A press on the page's content, away from the header, its dropdowns and the panel. */
const clickOutside = (page: Page) => page.mouse.click(20, (page.viewportSize()?.height ?? 800) - 20);
const stored = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key);

/** The search API's own answer, to compare chips with. */
async function apiResults(term: string, lang: 'tr' | 'en') {
  const r = await fetch(`${suite.server.url}/api/umbraco?endpoint=/SearchApi/Search&searchTerm=${encodeURIComponent(term)}&lang=${lang}`);
  return (await r.json()) as { id: string; path: string; title: string; parentName: string }[];
}

async function openSearch(page: Page) {
  await page.locator('.search-toggle > summary').click();
  await hydrated(page, 'search');
  await page.waitForFunction(() => document.activeElement?.id === 'header-search');
}

describe('header widgets load on interaction', () => {
  it('downloads neither widget chunk before interaction, each one on first use', async () => {
    const context = await suite.browser.newContext(DESKTOP);
    suite.contexts.push(context);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(suite.server.url + '/', { waitUntil: 'networkidle' });
    const chunk = (id: string) => scripts.some((s) => s.startsWith(`/assets/${id}-`));
    expect(scripts.some((s) => s.startsWith('/assets/islands-'))).toBe(true);
    expect(chunk('nav-menu')).toBe(false);
    expect(chunk('search')).toBe(false);

    await summary(page, 'Bireysel').hover();
    await hydrated(page, 'nav-menu');
    expect(chunk('nav-menu')).toBe(true);
    expect(chunk('search')).toBe(false);

    await page.locator('.search-toggle > summary').focus();
    await hydrated(page, 'search');
    expect(chunk('search')).toBe(true);
  });
});

describe('header dropdowns', () => {
  it('mouse: one open at a time, aria-expanded in sync, an outside click closes, the search panel takes turns', async () => {
    const { page, errors } = await open('/');
    await summary(page, 'Bireysel').click();
    await hydrated(page, 'nav-menu');
    await page.locator('.dropdown a', { hasText: 'Para Gönder' }).waitFor({ state: 'visible' });
    await summary(page, 'Bireysel').and(page.locator('[aria-expanded="true"]')).waitFor();
    await expanded(summary(page, 'Kurumsal'), 'false');

    await summary(page, 'Kurumsal').click();
    await summary(page, 'Kurumsal').and(page.locator('[aria-expanded="true"]')).waitFor();
    expect(await group(page, 'Bireysel').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await expanded(summary(page, 'Bireysel'), 'false');
    expect(await page.locator('.main-nav details[open]').count()).toBe(1);

    await clickOutside(page);
    await page.locator('.main-nav details[open]').waitFor({ state: 'detached' });
    await summary(page, 'Kurumsal').and(page.locator('[aria-expanded="false"]')).waitFor();

    // Opening the search panel closes the dropdown, and the reverse.
    await summary(page, 'Kurumsal').click();
    await openSearch(page);
    expect(await page.locator('.main-nav details[open]').count()).toBe(0);
    await summary(page, 'Bireysel').click();
    await page.locator(`${searchDetails}[open]`).waitFor({ state: 'detached' });
    await summary(page, 'Bireysel').and(page.locator('[aria-expanded="true"]')).waitFor();
    expect(errors).toEqual([]);
  });

  it('keyboard only: Tab reaches the summary, Enter and Space open, Tab walks the links, Escape closes and returns focus', async () => {
    const { page, errors } = await open('/');
    for (let i = 0; i < 6 && (await activeText(page)) !== 'Bireysel'; i++) await page.keyboard.press('Tab');
    expect(await activeText(page)).toBe('Bireysel');
    await hydrated(page, 'nav-menu');

    await page.keyboard.press('Enter');
    await summary(page, 'Bireysel').and(page.locator('[aria-expanded="true"]')).waitFor();
    await page.keyboard.press('Tab');
    expect(await activeText(page)).toContain('Para Gönder');
    await page.keyboard.press('Escape');
    await summary(page, 'Bireysel').and(page.locator('[aria-expanded="false"]')).waitFor();
    expect(await isOpen(page, '.main-nav details >> nth=0')).toBe(false);
    expect(await activeText(page)).toBe('Bireysel');

    await page.keyboard.press('Space');
    await summary(page, 'Bireysel').and(page.locator('[aria-expanded="true"]')).waitFor();
    const links = await group(page, 'Bireysel').locator('a').count();
    for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
    expect(await activeText(page)).toBe('Kurumsal');
    await page.keyboard.press('Enter');
    await summary(page, 'Kurumsal').and(page.locator('[aria-expanded="true"]')).waitFor();
    expect(await page.locator('.main-nav details[open]').count()).toBe(1);

    // Tab past the last link of the menu: focus leaves the menu and the dropdown closes.
    const rest = (await group(page, 'Kurumsal').locator('a').count()) + (await page.locator('.main-nav .nav-direct').count());
    for (let i = 0; i <= rest; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.search-toggle') !== null)).toBe(true);
    await page.locator('.main-nav details[open]').waitFor({ state: 'detached' });
    await expanded(summary(page, 'Kurumsal'), 'false');
    expect(errors).toEqual([]);
  });

  it('keeps one open at a time in browsers without <details name>', async () => {
    const { page } = await open('/');
    await page.evaluate(() => document.querySelectorAll('details[name]').forEach((d) => d.removeAttribute('name')));
    await summary(page, 'Bireysel').focus();
    await hydrated(page, 'nav-menu');
    await page.keyboard.press('Enter');
    await summary(page, 'Bireysel').and(page.locator('[aria-expanded="true"]')).waitFor();
    await summary(page, 'Kurumsal').focus();
    await page.keyboard.press('Enter');
    await summary(page, 'Kurumsal').and(page.locator('[aria-expanded="true"]')).waitFor();
    await summary(page, 'Bireysel').and(page.locator('[aria-expanded="false"]')).waitFor();
    expect(await page.locator('.main-nav details[open]').count()).toBe(1);
  });

  it('closes when the visitor navigates: a link to a section of the same page, a page shown from the back/forward cache', async () => {
    const { page } = await open('/ucretsiz-para-transferi/');
    await summary(page, 'Bireysel').click();
    await hydrated(page, 'nav-menu');
    await page.locator('.dropdown a', { hasText: 'Yurt İçi Para Transferi' }).click();
    await page.waitForURL('**/ucretsiz-para-transferi/#yurt-ici-para-transferi');
    await page.locator('.main-nav details[open]').waitFor({ state: 'detached' });

    await summary(page, 'Kurumsal').click();
    await page.locator('.main-nav details[open]').waitFor();
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await page.locator('.main-nav details[open]').waitFor({ state: 'detached' });
    await expanded(summary(page, 'Kurumsal'), 'false');
  });
});

describe('search panel', () => {
  it('is 820 px wide on desktop; with no term it shows the highlights; typing shows a spinner, then chips from the API, parent then title', async () => {
    const { page, errors } = await open('/');
    const api: string[] = [];
    page.on('request', (r) => r.url().includes('/api/umbraco') && api.push(r.url()));
    await openSearch(page);
    expect((await page.locator('.search-panel').boundingBox())!.width).toBe(820);
    await expanded(page.locator('.search-toggle > summary'), 'true');
    expect(await page.locator('.search-panel-heading').first().textContent()).toBe('Öne çıkanlar');
    const highlights = await page.locator('.search-panel .chip').allTextContents();
    expect(highlights).toContain('Sanal kart');

    await page.keyboard.type('kart', { delay: 30 });
    await page.getByRole('img', { name: 'Aranıyor…' }).waitFor({ state: 'visible' });
    await page.locator('.result-chip').first().waitFor();
    const expected = await apiResults('kart', 'tr');
    const chips = page.locator('.result-chip');
    expect(await chips.count()).toBe(expected.length);
    expect(await chips.first().locator('span').allTextContents()).toEqual([expected[0]!.parentName, expected[0]!.title]);
    expect(await chips.first().getAttribute('href')).toBe(expected[0]!.path);
    expect((await chips.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).some((h) => h!.startsWith('/tr/'))).toBe(false);
    expect(await page.getByRole('img', { name: 'Aranıyor…' }).count()).toBe(0);
    expect(await page.locator('.search-status').textContent()).toBe(`${expected.length} sonuç bulundu`);
    expect(await page.locator('.search-status').getAttribute('aria-live')).toBe('polite');
    expect(await page.locator('.search-panel-heading').count()).toBe(0); // highlights give way to results
    // Debounced: four keystrokes, one request, in Turkish.
    expect(api.map((u) => new URL(u).searchParams.get('searchTerm'))).toEqual(['kart']);
    expect(new URL(api[0]!).searchParams.get('lang')).toBe('tr');
    expect(errors).toEqual([]);
  });

  it("says 'Sonuç bulunamadı..' for an unknown term, and also when the network fails", async () => {
    const { page, errors } = await open('/');
    await openSearch(page);
    await page.keyboard.type('qqxzv');
    await page.locator('.search-empty', { hasText: 'Sonuç bulunamadı..' }).waitFor();
    expect(await page.locator('.result-chip').count()).toBe(0);

    await page.route('**/api/umbraco**', (route) => route.abort('internetdisconnected'));
    await page.locator('#header-search').fill('kart');
    await page.locator('.search-empty', { hasText: 'Sonuç bulunamadı..' }).waitFor();
    expect(await page.locator('.result-chip').count()).toBe(0);
    expect(errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });

  it('searches in English on English pages, with English texts', async () => {
    const { page } = await open('/en/');
    const api: string[] = [];
    page.on('request', (r) => r.url().includes('/api/umbraco') && api.push(r.url()));
    await openSearch(page);
    expect(await page.locator('.search-panel-heading').first().textContent()).toBe('Highlights');
    await page.keyboard.type('card');
    await page.locator('.result-chip').first().waitFor();
    const expected = await apiResults('card', 'en');
    expect(await page.locator('.result-chip .chip-title').first().textContent()).toBe(expected[0]!.title);
    expect(await page.locator('.result-chip').first().getAttribute('href')).toMatch(/^\/en\//);
    expect(new URL(api.at(-1)!).searchParams.get('lang')).toBe('en');

    await page.locator('#header-search').fill('qqxzv');
    await page.locator('.search-empty', { hasText: 'No results found..' }).waitFor();
  });

  it('a clicked chip navigates, is remembered in clickedLinks and is offered in the empty panel', async () => {
    const { page } = await open('/');
    await openSearch(page);
    await page.keyboard.type('sanal kart');
    const first = page.locator('.result-chip').first();
    await first.waitFor();
    const [href, title] = [await first.getAttribute('href'), await first.locator('.chip-title').textContent()];
    await first.click();
    await page.waitForURL(suite.server.url + href);
    expect((await stored(page, 'clickedLinks'))[0]).toEqual({ title, url: href });

    await openSearch(page);
    expect(await page.locator('#header-search').inputValue()).toBe('');
    const recent = page.locator('.search-panel-heading', { hasText: 'Son baktıkların' });
    await recent.waitFor();
    expect(await page.locator('.search-panel .chips').last().locator('.chip').first().textContent()).toBe(title);
    // A highlight is remembered too, newest first.
    await page.locator('.search-panel .chip', { hasText: 'Ücret ve limitler' }).click();
    await page.waitForURL('**/ucret-ve-limitler/');
    expect((await stored(page, 'clickedLinks')).map((l: { url: string }) => l.url)).toEqual(['/ucret-ve-limitler/', href]);
  });

  it('Enter submits the form to the results page and the term is kept in previousSearches', async () => {
    const { page } = await open('/');
    await openSearch(page);
    await page.keyboard.type('troy');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/arama/?q=troy');
    expect(await page.locator('.result').count()).toBeGreaterThan(0);
    expect(await stored(page, 'previousSearches')).toEqual([{ title: 'troy', url: '/arama/?q=troy' }]);
    await openSearch(page);
    await page.locator('.search-panel-heading', { hasText: 'Son aramaların' }).waitFor();
    expect(await page.locator('.search-panel a.chip[href="/arama/?q=troy"]').textContent()).toBe('troy');
  });

  it('tolerates corrupt or unsafe history in localStorage', async () => {
    const context = await suite.browser.newContext(DESKTOP);
    suite.contexts.push(context);
    await context.addInitScript(() => {
      localStorage.setItem('clickedLinks', '{not json');
      localStorage.setItem('previousSearches', JSON.stringify([{ title: 'x', url: 'javascript:alert(1)' }, 7, { title: 'ok', url: '/arama/?q=ok' }]));
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(suite.server.url + '/');
    await openSearch(page);
    await page.locator('.search-panel-heading', { hasText: 'Son aramaların' }).waitFor();
    expect(await page.locator('.search-panel a.chip[href^="javascript"]').count()).toBe(0);
    expect(await page.locator('.search-panel a.chip[href="/arama/?q=ok"]').count()).toBe(1);
    expect(await page.locator('.search-panel-heading', { hasText: 'Son baktıkların' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('closes on an outside click and on Escape (focus back on the toggle); the term resets on navigation', async () => {
    const { page } = await open('/');
    await openSearch(page);
    await clickOutside(page);
    await page.locator(`${searchDetails}[open]`).waitFor({ state: 'detached' });
    await expanded(page.locator('.search-toggle > summary'), 'false');

    await openSearch(page);
    await page.keyboard.type('kart');
    await page.keyboard.press('Escape');
    await page.locator(`${searchDetails}[open]`).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement === document.querySelector('.search-toggle > summary'))).toBe(true);
    expect(await page.locator('#header-search').inputValue()).toBe('kart');

    await openSearch(page);
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await page.locator(`${searchDetails}[open]`).waitFor({ state: 'detached' });
    expect(await page.locator('#header-search').inputValue()).toBe('');
    await openSearch(page);
    await page.locator('.search-panel-heading', { hasText: 'Öne çıkanlar' }).waitFor();
  });

  it('keyboard only: Enter on the toggle opens it with focus in the field; results are reached with Tab and arrows', async () => {
    const { page } = await open('/');
    for (let i = 0; i < 20 && !(await page.evaluate(() => document.activeElement?.matches('.search-toggle > summary'))); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'header-search');
    await page.keyboard.type('kart');
    await page.locator('.result-chip').first().waitFor();
    await page.keyboard.press('Tab'); // the submit button
    await page.keyboard.press('Tab'); // the close button
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('result-chip'))).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement === document.querySelectorAll('.result-chip')[1])).toBe(true);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await activeId(page)).toBe('header-search');
  });

  it('on a phone: the toggle is visible, the panel spans the screen, results come and a tap follows one', async () => {
    const { page, errors } = await open('/', PHONE);
    const toggle = page.locator('.search-toggle > summary');
    expect(await toggle.isVisible()).toBe(true);
    await toggle.tap();
    await hydrated(page, 'search');
    await page.waitForFunction(() => document.activeElement?.id === 'header-search');
    const box = (await page.locator('.search-panel').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.width).toBeGreaterThan(340);
    await page.locator('#header-search').fill('kart');
    const chip = page.locator('.result-chip').first();
    await chip.waitFor();
    const href = await chip.getAttribute('href');
    await chip.tap();
    await page.waitForURL(suite.server.url + href);
    expect(errors).toEqual([]);
  });
});
