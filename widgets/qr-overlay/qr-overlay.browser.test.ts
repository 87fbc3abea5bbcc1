// The QR overlay in Chromium: opening by click and keyboard, focus kept inside and returned,
// Escape, backdrop, scroll lock, the :target fallback, aria-modal, and a page restored from
// the back/forward cache.
import { describe, it, expect } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright';
import { browserSuite, DESKTOP, PHONE } from '../../tests/helpers/browser.js';
import { openPage, focusInside, locked } from '../../tests/helpers/overlays.js';

const suite = browserSuite();

const open = (options: BrowserContextOptions, path = '/') => openPage(suite, options, path);

describe('QR overlay (desktop)', () => {
  it('opens by mouse with the QR code, traps focus, closes on Escape and returns focus to the button', async () => {
    const page = await open(DESKTOP);
    const button = page.locator('.header-actions .qr-button');
    await button.click();
    await focusInside(page, 'qr');
    expect(await page.locator('#qr .qr-code svg').isVisible()).toBe(true);
    expect(await page.locator('#qr h2').textContent()).toBeTruthy();
    expect(await locked(page)).toBe(true);
    // The page behind does not scroll while the overlay is open.
    const before = await page.evaluate(() => scrollY);
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => scrollY)).toBe(before);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.getElementById('qr')?.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.locator('#qr').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.matches('.header-actions .qr-button'))).toBe(true);
    expect(await locked(page)).toBe(false);
    await page.context().close();
  });

  it('opens with the keyboard only and closes with the close button', async () => {
    const page = await open(DESKTOP);
    await page.locator('.header-actions .qr-button').focus();
    await page.keyboard.press('Enter');
    await focusInside(page, 'qr');
    await page.keyboard.press('Enter'); // the close button has focus first
    await page.locator('#qr').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.matches('.header-actions .qr-button'))).toBe(true);
    await page.context().close();
  });

  it('closes on a click on the backdrop', async () => {
    const page = await open(DESKTOP);
    await page.locator('.header-actions .qr-button').click();
    await focusInside(page, 'qr');
    await page.mouse.click(20, 450);
    await page.locator('#qr').waitFor({ state: 'hidden' });
    expect(await locked(page)).toBe(false);
    await page.context().close();
  });

  it('opens as the modal when the URL names #qr, and closing leaves no hash', async () => {
    const page = await open(DESKTOP, '/en/#qr');
    await focusInside(page, 'qr');
    expect(await locked(page)).toBe(true);
    await page.keyboard.press('Escape');
    await page.locator('#qr').waitFor({ state: 'hidden' });
    expect(new URL(page.url()).hash).toBe('');
    await page.context().close();
  });

  it('covers the whole PHONE screen as an anchor target without JavaScript', async () => {
    const context = await suite.browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(suite.server.url + '/');
    await page.locator('.menu-toggle').tap();
    expect(await page.locator('#mobile-menu').boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await context.close();
  });

  it('keeps its title clear of the close button on phones, in both languages', async () => {
    for (const width of [320, 390]) {
      for (const path of ['/#qr', '/en/#qr']) {
        const page = await open({ ...PHONE, viewport: { width, height: 800 } }, path);
        await page.locator('#qr h2').waitFor({ state: 'visible' });
        const overlap = await page.evaluate(() => {
          const close = document.querySelector('#qr .close-button')!.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(document.querySelector('#qr h2')!);
          return [...range.getClientRects()].some((r) => r.right > close.left && r.left < close.right && r.bottom > close.top && r.top < close.bottom);
        });
        expect(overlap, `${path} at ${width} px`).toBe(false);
        await page.context().close();
      }
    }
  });

  it('still opens and closes as an anchor target without JavaScript', async () => {
    const context = await suite.browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(suite.server.url + '/');
    await page.locator('.header-actions .qr-button').click();
    expect(await page.locator('#qr').isVisible()).toBe(true);
    await page.locator('#qr .close-button').click();
    expect(await page.locator('#qr').isVisible()).toBe(false);
    await context.close();
  });
});

describe('keyboard use and state, as before the overlays lost React', () => {
  const inside = (page: Page, id: string) => page.evaluate((i) => !!document.getElementById(i)?.contains(document.activeElement), id);

  it('QR overlay: a modified click (new tab) is left to the browser; a page restored from the back/forward cache comes back closed', async () => {
    const page = await open(DESKTOP);
    const button = page.locator('.header-actions .qr-button');
    await button.focus(); // starts the widget
    await page.waitForFunction(() => document.querySelector('[data-island="qr-overlay"]')?.getAttribute('data-hydrated') === 'true');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    // A plain click opens it; Tab after the last control wraps inside.
    await button.click();
    await focusInside(page, 'qr');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    for (let i = 0; i < 8; i++) await page.keyboard.press('Shift+Tab');
    expect(await inside(page, 'qr')).toBe(true);
    // What the browser fires when it shows this page again from the back/forward cache.
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await page.locator('#qr').waitFor({ state: 'hidden' });
    expect(await locked(page)).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click({ modifiers: ['Control'] });
    expect(await page.locator('#qr').isVisible()).toBe(false);
    expect(await locked(page)).toBe(false);
    await page.context().close();
  });
});
