// What the overlay widgets' browser tests (mobile menu, QR overlay) share: a page with the
// consent answered, whether an overlay has taken focus, and whether the page's scroll is locked.
import type { BrowserContextOptions, Page } from 'playwright';
import type { browserSuite } from './browser.js';

/** A fresh page at `path`; a stored consent choice keeps the banner out of the way. */
export async function openPage(suite: ReturnType<typeof browserSuite>, options: BrowserContextOptions, path = '/'): Promise<Page> {
  const context = await suite.browser.newContext(options);
  await context.addInitScript(() => localStorage.setItem('consent', JSON.stringify({ value: 'denied', at: new Date().toISOString() })));
  const page = await context.newPage();
  await page.goto(suite.server.url + path);
  return page;
}

/** The widget has taken over and opened the overlay, with focus inside it. */
export const focusInside = (page: Page, id: string) =>
  page.waitForFunction((i) => {
    const el = document.getElementById(i);
    return !!el?.classList.contains('is-open') && el !== document.activeElement && el.contains(document.activeElement);
  }, id);

export const locked = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');
