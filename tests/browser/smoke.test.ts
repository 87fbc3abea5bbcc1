// The site in real Chromium: pages render, islands hydrate only their own nodes, and a
// visitor without JavaScript can still navigate, search and open the overlays.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser } from 'playwright';
import { launchBrowser, startServer } from '../helpers/browser.js';

let browser: Browser;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('home page in Chromium', () => {
  it('renders the header, the hero heading and the footer, with no console errors', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url + '/');
    await expect(page.locator('h1').textContent()).resolves.toBeTruthy();
    expect(await page.locator('.header-bar > a.logo').getAttribute('href')).toBe('/');
    expect(await page.locator('footer .regulators a').count()).toBe(5);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('loads no React before an interaction, and React once, on the first intent to use a widget', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    const bodies = new Map<string, Promise<string>>();
    const body = (s: string) => bodies.get(s) ?? bodies.set(s, fetch(server.url + s).then((r) => r.text())).get(s)!;
    // React DOM is the only script with hydrateRoot in it (widgets/islands/react-islands.test.ts).
    const react = async () => (await Promise.all(scripts.map(async (s) => ((await body(s)).includes('hydrateRoot') ? s : undefined)))).filter(Boolean);

    await page.goto(server.url + '/', { waitUntil: 'networkidle' });
    expect(scripts.some((s) => /\/assets\/islands-/.test(s))).toBe(true);
    expect(await react()).toEqual([]);

    // The first intent: focus reaching a header dropdown starts its widget, and React with it.
    await page.locator('.main-nav summary').first().focus();
    await page.locator('[data-island="nav-menu"][data-hydrated="true"]').waitFor({ state: 'attached' });
    const first = await react();
    expect(first).toHaveLength(1);
    // A second widget reuses it.
    await page.locator('.search-toggle > summary').focus();
    await page.locator('[data-island="search-box"][data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(await react()).toEqual(first);
    await page.close();
  });
});

describe('without JavaScript', () => {
  it('navigates through the header dropdown, searches and opens the QR overlay', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(server.url + '/');
    await page.locator('.main-nav summary', { hasText: 'Kurumsal' }).click();
    await page.locator('.main-nav a', { hasText: 'Anlaşmalı Kurumlar' }).click();
    await page.waitForURL('**/anlasmali-kurumlar/');
    expect(await page.locator('h1').textContent()).toBeTruthy();

    await page.locator('.search-toggle summary').click();
    await page.locator('#header-search').fill('sanal kart');
    await page.locator('#header-search').press('Enter');
    await page.waitForURL('**/arama/?q=sanal+kart');
    expect(await page.locator('.result').count()).toBeGreaterThan(0);

    await page.locator('.header-actions .qr-button').click();
    await expect(page.locator('#qr').isVisible()).resolves.toBe(true);
    await page.locator('#qr .close-button').click();
    await expect(page.locator('#qr').isVisible()).resolves.toBe(false);

    await page.locator('a.lang-switch').click();
    await page.waitForURL('**/en/**');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await context.close();
  });

  it('opens the mobile menu on a phone and follows a link from it', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(server.url + '/en/');
    await page.locator('.menu-toggle').click();
    await expect(page.locator('#mobile-menu').isVisible()).resolves.toBe(true);
    await page.locator('#mobile-menu summary', { hasText: 'Personal' }).click();
    await page.locator('#mobile-menu a', { hasText: 'Load Money' }).first().click();
    await page.waitForURL('**/en/load-money/**');
    await context.close();
  });
});
