// The footer's link columns in real Chromium: an accordion on a phone, by touch and with the
// keyboard only, every column on a desktop, and a native accordion without JavaScript.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser, Page } from 'playwright';
import { launchBrowser, startServer, decidedContext, hydrated, tabTo, DESKTOP, PHONE } from '../../tests/helpers/browser.js';

type Server = Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let site: Server; // with a tag manager, so the no-JavaScript page would have a consent banner to hide

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), startServer({ gtmId: 'GTM-TEST123' })]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const openColumns = (page: Page) => page.$$eval('.footer-col', (cols) => cols.map((d) => (d as HTMLDetailsElement).open));
const visibleLinks = (page: Page, col: number) => page.locator('.footer-col').nth(col).locator('a').first().isVisible();

describe('footer columns', () => {
  it('are an accordion on a phone: the first starts open, opening another closes it, by touch and keyboard', async () => {
    const context = await decidedContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(site.url + '/');
    await hydrated(page, 'footer-columns');
    expect(await openColumns(page)).toEqual([true, false, false, false]);
    expect(await visibleLinks(page, 0)).toBe(true);
    expect(await visibleLinks(page, 1)).toBe(false);

    await page.locator('.footer-col summary', { hasText: 'Kurumsal' }).tap();
    await page.waitForFunction(() => [...document.querySelectorAll('details.footer-col')].map((d) => (d as HTMLDetailsElement).open).join() === 'false,true,false,false');
    expect(await visibleLinks(page, 1)).toBe(true);
    expect(await visibleLinks(page, 0)).toBe(false);

    // Keyboard only (starting from the open column's heading): the headings are in the tab order.
    await page.locator('.footer-col summary').nth(1).focus();
    await tabTo(page, '.footer-col:nth-child(3) > summary');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => [...document.querySelectorAll('details.footer-col')].map((d) => (d as HTMLDetailsElement).open).join() === 'false,false,true,false');
    await page.keyboard.press('Space');
    await page.waitForFunction(() => [...document.querySelectorAll('details.footer-col')].every((d) => !(d as HTMLDetailsElement).open));
    await context.close();
  });

  it('show every column on a desktop, and the accordion comes back when the window narrows', async () => {
    const context = await decidedContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(site.url + '/');
    await hydrated(page, 'footer-columns');
    // Every column open (what browsers without ::details-content need) and visible.
    expect(await openColumns(page)).toEqual([true, true, true, true]);
    for (let i = 0; i < 4; i++) expect(await visibleLinks(page, i)).toBe(true);
    // The headings are labels here, not tab stops.
    expect(await page.$$eval('.footer-col > summary', (s) => s.map((e) => (e as HTMLElement).tabIndex))).toEqual([-1, -1, -1, -1]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(() => [...document.querySelectorAll('details.footer-col')].map((d) => (d as HTMLDetailsElement).open).join() === 'true,false,false,false');
    expect(await visibleLinks(page, 2)).toBe(false);
    await page.locator('.footer-col summary', { hasText: 'Unilira' }).click();
    await page.waitForFunction(() => [...document.querySelectorAll('details.footer-col')].map((d) => (d as HTMLDetailsElement).open).join() === 'false,false,true,false');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.waitForFunction(() => [...document.querySelectorAll('details.footer-col')].every((d) => (d as HTMLDetailsElement).open));
    await page.setViewportSize({ width: 390, height: 844 });
    // Narrowing again restores the column the visitor had open.
    await page.waitForFunction(() => [...document.querySelectorAll('details.footer-col')].map((d) => (d as HTMLDetailsElement).open).join() === 'false,false,true,false');
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('keeps the footer columns as a native accordion and hides the controls that need JavaScript', async () => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + '/');
    expect(await visibleLinks(page, 0)).toBe(true);
    await page.locator('.footer-col summary', { hasText: 'Unilira' }).tap();
    expect(await openColumns(page)).toEqual([false, false, true, false]);
    expect(await page.locator('.color-mode').isVisible()).toBe(false);
    expect(await page.locator('footer .cookie-prefs').isVisible()).toBe(false);
    expect(await page.locator('#consent').isVisible()).toBe(false);
    await context.close();
  });
});

