// The header's dropdowns (island nav-menu) in Chromium with JavaScript: mouse, keyboard only
// and a phone, and how they take turns with the search panel (island search-box).
import { describe, it, expect } from 'vitest';
import type { Browser, Locator, Page } from 'playwright';
import { browserSuite, DESKTOP, PHONE, WAIT_MS } from '../../tests/helpers/browser.js';


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
  context.setDefaultTimeout(WAIT_MS);
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
const isOpen = (page: Page, selector: string) => page.locator(selector).evaluate((d) => (d as HTMLDetailsElement).open);
const searchDetails = '.search-toggle';
/** A press on the page's content, away from the header, its dropdowns and the panel. */
const clickOutside = (page: Page) => page.mouse.click(20, (page.viewportSize()?.height ?? 800) - 20);

async function openSearch(page: Page) {
  await page.locator('.search-toggle > summary').click();
  await hydrated(page, 'search-box');
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
    expect(chunk('search-box')).toBe(false);

    await summary(page, 'Bireysel').focus();
    await hydrated(page, 'nav-menu');
    expect(chunk('nav-menu')).toBe(true);
    expect(chunk('search-box')).toBe(false);

    await page.locator('.search-toggle > summary').focus();
    await hydrated(page, 'search-box');
    expect(chunk('search-box')).toBe(true);
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
    // The same, with the page shown again in the very task the section opened: before its
    // toggle event has told the widget.
    await page.evaluate(() => {
      document.querySelector<HTMLElement>('.main-nav summary')!.click();
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await page.waitForTimeout(100);
    expect(await page.locator('.main-nav details[open]').count()).toBe(0);
  });
});
// The search panel's own tests are in widgets/search-box/search-box.browser.test.ts.
