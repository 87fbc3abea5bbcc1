// The mobile menu in Chromium: opening by tap and keyboard, focus kept inside and returned,
// Escape, backdrop, scroll lock, the :target fallback, aria-modal and aria-expanded.
import { describe, it, expect } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright';
import { browserSuite, DESKTOP, PHONE } from '../../tests/helpers/browser.js';
import { openPage, focusInside, locked } from '../../tests/helpers/overlays.js';

const suite = browserSuite();

const open = (options: BrowserContextOptions, path = '/') => openPage(suite, options, path);

describe('mobile menu (phone)', () => {
  it('opens by tap with focus inside, keeps Tab inside, closes on Escape with focus back on the toggle', async () => {
    const page = await open(PHONE);
    const toggle = page.locator('.header-actions .menu-toggle');
    await toggle.tap();
    await focusInside(page, 'mobile-menu');
    expect(await page.locator('#mobile-menu').isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await locked(page)).toBe(true);
    expect(await page.locator('#mobile-menu').boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });

    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.getElementById('mobile-menu')?.contains(document.activeElement)), `Tab ${i}`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.getElementById('mobile-menu')?.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await page.locator('#mobile-menu').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'))).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await locked(page)).toBe(false);
    expect(new URL(page.url()).hash).toBe('');
    await page.context().close();
  });

  it('keeps one section of the accordion open', async () => {
    const page = await open(PHONE, '/en/');
    await page.locator('.menu-toggle').tap();
    await focusInside(page, 'mobile-menu');
    await page.locator('#mobile-menu summary', { hasText: 'Personal' }).tap();
    await page.locator('#mobile-menu summary', { hasText: 'Business' }).tap();
    expect(await page.locator('#mobile-menu details[open]').count()).toBe(1);
    expect(await page.locator('#mobile-menu details[open] summary').textContent()).toContain('Business');
    await page.context().close();
  });

  it('closes with the close button, and follows a link to a page where it is closed', async () => {
    const page = await open(PHONE);
    await page.locator('.menu-toggle').tap();
    await focusInside(page, 'mobile-menu');
    await page.locator('#mobile-menu .close-button').tap();
    await page.locator('#mobile-menu').waitFor({ state: 'hidden' });
    expect(await locked(page)).toBe(false);

    await page.locator('.menu-toggle').tap();
    await focusInside(page, 'mobile-menu');
    await page.locator('#mobile-menu a.mobile-direct', { hasText: 'Kampanyalar' }).tap();
    await page.waitForURL('**/kampanyalar/');
    expect(await page.locator('#mobile-menu').isVisible()).toBe(false);
    expect(await locked(page)).toBe(false);
    await page.context().close();
  });

  it('opens the QR overlay from the menu: the menu closes, the page stays locked until the QR closes', async () => {
    const page = await open(PHONE);
    await page.locator('.menu-toggle').tap();
    await focusInside(page, 'mobile-menu');
    await page.locator('#mobile-menu .qr-button').tap();
    await focusInside(page, 'qr');
    expect(await page.locator('#qr').isVisible()).toBe(true);
    expect(await page.locator('#mobile-menu').isVisible()).toBe(false);
    expect(await locked(page)).toBe(true);
    await page.keyboard.press('Escape');
    await page.locator('#qr').waitFor({ state: 'hidden' });
    expect(await locked(page)).toBe(false);
    await page.context().close();
  });

  it('closes when the window grows to DESKTOP width', async () => {
    const page = await open(PHONE);
    await page.locator('.menu-toggle').tap();
    await focusInside(page, 'mobile-menu');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator('#mobile-menu').waitFor({ state: 'hidden' });
    expect(await locked(page)).toBe(false);
    await page.context().close();
  });
});

describe('keyboard use and state, as before the overlays lost React', () => {
  const inside = (page: Page, id: string) => page.evaluate((i) => !!document.getElementById(i)?.contains(document.activeElement), id);

  it('mobile menu with the keyboard only: Enter opens it as a modal, Shift+Tab from the first control wraps to the last, the close button gives focus back', async () => {
    const page = await open(PHONE);
    const menu = page.locator('#mobile-menu');
    expect(await menu.getAttribute('aria-modal')).toBeNull();
    await page.locator('.header-actions .menu-toggle').focus();
    await page.keyboard.press('Enter');
    await focusInside(page, 'mobile-menu');
    expect(await menu.getAttribute('aria-modal')).toBe('true');
    const first = await page.evaluate(() => document.activeElement?.className);
    await page.keyboard.press('Shift+Tab');
    expect(await inside(page, 'mobile-menu')).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.className)).not.toBe(first);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe(first);
    // An accordion section opens with the keyboard and its links join the Tab order.
    await page.locator('#mobile-menu summary').first().focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('#mobile-menu details[open]').count()).toBe(1);
    await page.locator('#mobile-menu .close-button').focus();
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'hidden' });
    expect(await menu.getAttribute('aria-modal')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'))).toBe(true);
    expect(await locked(page)).toBe(false);
    await page.context().close();
  });
});
