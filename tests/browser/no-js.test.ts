// The whole site with JavaScript off, in Chromium: every link in the header (dropdowns
// included), the footer and the mobile menu leads to a page; searching works by GET from the
// header, the results page and the 404 page; the language switcher finds the equivalent page;
// the overlays open and close through :target; every form has an action.
import { describe, it, expect } from 'vitest';
import type { BrowserContextOptions, Locator, Page } from 'playwright';
import { browserSuite, DESKTOP, PHONE, WAIT_MS } from '../helpers/browser.js';
import { allPagePaths } from '../helpers/app.js';
import type { SiteDeps } from '../../server/site.js';

let deps: SiteDeps;

const suite = browserSuite({}, (d) => void (deps = d));

const url = (p: string) => suite.server.url + p;

async function open(options: BrowserContextOptions = DESKTOP) {
  // A Turkish visitor: the 404 page of a path without /en/ speaks the browser's language.
  const context = await suite.browser.newContext({ locale: 'tr-TR', ...options, javaScriptEnabled: false });
  suite.contexts.push(context);
  context.setDefaultTimeout(WAIT_MS);
  return context.newPage();
}

const path = (page: Page) => new URL(page.url()).pathname;
const h1 = (page: Page) => page.locator('h1').first().textContent().then((t) => t?.trim() ?? '');

/** Opens every <details> under `scope` by clicking its summary; their links must then show. */
async function openAll(page: Page, scope: Locator) {
  const groups = scope.locator('details');
  const n = await groups.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) {
    const d = groups.nth(i);
    if (!(await d.evaluate((el) => (el as HTMLDetailsElement).open))) await d.locator(':scope > summary').click();
    expect(await d.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    const links = d.locator('a[href]');
    for (let j = 0; j < (await links.count()); j++) expect(await links.nth(j).isVisible(), await links.nth(j).getAttribute('href') ?? '').toBe(true);
  }
}

const hrefs = (scope: Locator) => scope.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));

/** Requests every same-origin URL once: it must answer 200 with an h1, and have the hash's target. */
async function visitAll(urls: string[], from: string) {
  const own = [...new Set(urls)].map((u) => new URL(u)).filter((u) => u.origin === suite.server.url);
  const byPage = new Map<string, Set<string>>();
  for (const u of own) {
    const key = u.pathname + u.search;
    if (!byPage.has(key)) byPage.set(key, new Set());
    if (u.hash.length > 1) byPage.get(key)!.add(decodeURIComponent(u.hash.slice(1)));
  }
  expect(byPage.size).toBeGreaterThan(10);
  const failures: string[] = [];
  await Promise.all([...byPage].map(async ([p, ids]) => {
    const res = await fetch(url(p), { redirect: 'manual' });
    const html = await res.text();
    if (res.status !== 200) return failures.push(`${p} (linked from ${from}) answered ${res.status}`);
    if (!/<h1\b[^>]*>\s*[^<\s]/.test(html.replace(/<(?!\/?h1\b)[^>]+>/g, ''))) failures.push(`${p} has no h1 with text`);
    for (const id of ids) if (!html.includes(`id="${id}"`)) failures.push(`${p}#${id}: no element with that id`);
  }));
  expect(failures).toEqual([]);
}

describe('every navigation link works without JavaScript', () => {
  for (const start of ['/', '/en/']) {
    it(`header dropdowns, search chips, footer and mobile menu from ${start}`, async () => {
      const page = await open();
      expect((await page.goto(url(start)))?.status()).toBe(200);
      const header = page.locator('header.site-header');
      await openAll(page, header.locator('.main-nav'));
      await page.locator('.search-toggle > summary').click();
      expect(await page.locator('.search-panel').isVisible()).toBe(true);
      await expect(page.locator('.search-panel .chip').count()).resolves.toBeGreaterThan(0);
      const links = [...await hrefs(header.locator('a[href]:not(#mobile-menu a)')), ...await hrefs(page.locator('footer a[href]'))];

      // Phone: the menu opens through :target, and its accordion and the footer columns open.
      const phone = await open(PHONE);
      await phone.goto(url(start));
      await phone.locator('.header-actions .menu-toggle').click();
      expect(await phone.locator('#mobile-menu').isVisible()).toBe(true);
      await openAll(phone, phone.locator('#mobile-menu'));
      links.push(...await hrefs(phone.locator('#mobile-menu a[href]')));
      await phone.locator('#mobile-menu .close-button').click();
      await openAll(phone, phone.locator('footer'));

      // Same-page links (#main, #qr, #mobile-menu) have their target on this page.
      const samePage = links.filter((l) => new URL(l).pathname === start && new URL(l).hash.length > 1);
      expect(samePage.map((l) => new URL(l).hash)).toEqual(expect.arrayContaining(['#qr', '#mobile-menu']));
      for (const l of samePage) {
        expect(await page.locator(`[id="${new URL(l).hash.slice(1)}"]`).count(), l).toBe(1);
      }
      await visitAll(links.filter((l) => new URL(l).pathname !== start || !new URL(l).hash), start);
    });
  }
});

describe('searching without JavaScript', () => {
  for (const { start, missing, term, other } of [
    { start: '/', missing: '/bu-sayfa-yok/', term: 'kart', other: 'para transferi' },
    { start: '/en/', missing: '/en/no-such-page/', term: 'card', other: 'money transfer' },
  ]) {
    it(`from the header, the results page and the 404 page (${start})`, async () => {
      const page = await open();
      await page.goto(url(start));
      const action = await page.locator('.search-toggle form').getAttribute('action');
      expect(await page.locator('.search-toggle form').getAttribute('method')).toBe('get');
      await page.locator('.search-toggle > summary').click();
      await page.locator('#header-search').fill(term);
      await Promise.all([page.waitForURL((u) => u.pathname === action && u.searchParams.get('q') === term), page.locator('#header-search').press('Enter')]);
      expect(await page.locator('.result').count()).toBeGreaterThan(0);
      expect(await h1(page)).toContain(term);

      // The results page searches again with its own form.
      const form = page.locator('main form[role="search"]');
      expect(await form.getAttribute('method')).toBe('get');
      await form.locator('input[name="q"]').fill(other);
      await Promise.all([page.waitForURL((u) => u.searchParams.get('q') === other), form.locator('button[type="submit"]').click()]);
      expect(await page.locator('.result').count()).toBeGreaterThan(0);

      // The 404 page: a readable page with a search box that leads to the results page of
      // its own language (docs/decisions.md).
      const res = await page.goto(url(missing));
      expect(res?.status()).toBe(404);
      expect(await h1(page)).not.toBe('');
      const box = page.locator('main form[role="search"]');
      expect(await box.getAttribute('method')).toBe('get');
      const results = await box.getAttribute('action');
      expect(results).toBe(deps.router.pathFor('search', {}, start.startsWith('/en/') ? 'en' : 'tr'));
      await box.locator('input[name="q"]').fill('kart');
      await Promise.all([page.waitForURL((u) => u.pathname === results && u.searchParams.get('q') === 'kart'), box.locator('input[name="q"]').press('Enter')]);
      expect(await page.locator('.result').count()).toBeGreaterThan(0);
    });
  }
});

describe('the language switcher without JavaScript', () => {
  it('reaches the equivalent page of a blog article and an FAQ item, and comes back', async () => {
    const tr = await allPagePaths(deps, 'tr');
    const en = new Set((await allPagePaths(deps, 'en')).map((p) => p.path));
    const page = await open();
    for (const key of ['blogArticle', 'faqItem']) {
      const from = tr.find((p) => p.key === key)!.path;
      await page.goto(url(from));
      const title = await h1(page);
      await Promise.all([page.waitForURL((u) => u.pathname !== from), page.locator('.header-actions a.lang-switch').click()]);
      const to = path(page);
      expect(en.has(to), `${from} → ${to}`).toBe(true);
      expect(to).toBe(new URL((await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href'))!).pathname);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await h1(page)).not.toBe('');
      expect(await h1(page)).not.toBe(title);
      await Promise.all([page.waitForURL((u) => u.pathname === from), page.locator('.header-actions a.lang-switch').click()]);
      expect(await h1(page)).toBe(title);
    }
  });
});

describe('overlays without JavaScript', () => {
  it('the QR overlay opens by :target from the mouse and the keyboard, and closes', async () => {
    const page = await open();
    await page.goto(url('/'));
    const qr = page.locator('#qr');
    expect(await qr.isVisible()).toBe(false);
    await page.locator('.header-actions .qr-button').click();
    expect(await qr.isVisible()).toBe(true);
    expect(new URL(page.url()).hash).toBe('#qr');
    await qr.locator('.close-button').click();
    expect(await qr.isVisible()).toBe(false);

    await page.locator('.header-actions .qr-button').focus();
    await page.keyboard.press('Enter');
    expect(await qr.isVisible()).toBe(true);
    await qr.locator('.close-button').focus();
    await page.keyboard.press('Enter');
    expect(await qr.isVisible()).toBe(false);
  });

  it('the mobile menu opens by :target on a phone, leads to the QR overlay, and closes', async () => {
    const page = await open(PHONE);
    await page.goto(url('/en/'));
    const menu = page.locator('#mobile-menu');
    expect(await menu.isVisible()).toBe(false);
    await page.locator('.header-actions .menu-toggle').click();
    expect(await menu.isVisible()).toBe(true);
    await menu.locator('.close-button').click();
    expect(await menu.isVisible()).toBe(false);

    await page.locator('.header-actions .menu-toggle').click();
    await menu.locator('.qr-button').click();
    expect(await page.locator('#qr').isVisible()).toBe(true);
    expect(await menu.isVisible()).toBe(false);
    await page.locator('#qr .close-button').click();
    expect(await page.locator('#qr').isVisible()).toBe(false);
  });
});

describe('forms', () => {
  it('every form on every page has an action (and a method)', async () => {
    const paths = [
      ...(await allPagePaths(deps, 'tr')).map((p) => p.path),
      ...(await allPagePaths(deps, 'en')).map((p) => p.path),
      '/arama/?q=kart', '/en/search/?q=card', '/bu-sayfa-yok/', '/en/no-such-page/',
    ];
    expect(paths.length).toBeGreaterThan(40);
    const problems: string[] = [];
    let forms = 0;
    await Promise.all(paths.map(async (p) => {
      const html = await (await fetch(url(p))).text();
      for (const tag of html.match(/<form\b[^>]*>/g) ?? []) {
        forms++;
        if (!/\saction="[^"]+"/.test(tag)) problems.push(`${p}: ${tag}`);
        if (!/\smethod="(get|post)"/i.test(tag)) problems.push(`${p}: no method in ${tag}`);
      }
    }));
    expect(forms).toBeGreaterThanOrEqual(paths.length * 2); // the header and mobile-menu searches at least
    expect(problems).toEqual([]);
  });
});
