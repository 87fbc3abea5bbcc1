// The colour-mode control in real Chromium: dark, light and system, kept across a reload
// without a flash, with the keyboard only, and disabled on a page that forces a mode.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser, Page } from 'playwright';
import { launchBrowser, startServer, decidedContext, hydrated, tabTo, DESKTOP, PHONE } from '../../tests/helpers/browser.js';

type Server = Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let site: Server; // /hakkimizda/ forces 'system' (refused), /iletisim/ forces 'dark'
const DARK_BG = 'rgb(16, 13, 31)';
const LIGHT_BG = 'rgb(255, 255, 255)';

beforeAll(async () => {
  [browser, site] = await Promise.all([
    launchBrowser(),
    startServer({}, (deps) => {
      const orig = deps.content.getPage;
      deps.content.getPage = async (k, l, o) => {
        const p = await orig(k, l, o);
        if (!p) return p;
        if (k === 'aboutUs') return { ...p, forceColorMode: 'system' };
        if (k === 'contact') return { ...p, forceColorMode: 'dark' };
        return p;
      };
    }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('colour mode', () => {
  it('switches to dark, keeps it across a reload without a flash, and back to system', async () => {
    const context = await decidedContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(site.url + '/');
    await hydrated(page, 'color-mode');
    expect(await page.locator('.color-mode input[value="system"]').isChecked()).toBe(true);
    expect(await bodyBackground(page)).toBe(LIGHT_BG);

    await page.locator('.color-mode label', { hasText: 'Koyu' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.colorMode === 'dark');
    await page.waitForFunction((bg) => getComputedStyle(document.body).backgroundColor === bg, DARK_BG);
    expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('dark');

    // On reload the mode is there before the body is parsed (the static head script), even
    // with the widget's own code blocked.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        observer.disconnect();
        (window as unknown as { modeAtBody?: string }).modeAtBody = document.documentElement.dataset.colorMode ?? 'none';
      }).observe(document, { childList: true, subtree: true });
    });
    await page.route('**/assets/color-mode-*.js', (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { modeAtBody?: string }).modeAtBody)).toBe('dark');
    await page.waitForFunction(() => document.readyState !== 'loading');
    expect(await bodyBackground(page)).toBe(DARK_BG);

    await page.unroute('**/assets/color-mode-*.js');
    await page.reload();
    await hydrated(page, 'color-mode');
    expect(await page.locator('.color-mode input[value="dark"]').isChecked()).toBe(true);
    await page.locator('.color-mode label', { hasText: 'Sistem' }).click();
    await page.waitForFunction(() => !('colorMode' in document.documentElement.dataset));
    expect(await bodyBackground(page)).toBe(LIGHT_BG);
    expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('system');
    await context.close();
  });

  it('shows the built-in logo\'s dark version in dark mode, and a logo set in content as it is', async () => {
    const context = await decidedContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(site.url + '/');
    const drawn = (sel: string) => page.locator(sel).evaluate((img) => getComputedStyle(img).content);
    expect(await drawn('header .logo img')).toContain('/images/logo-dark.svg');
    expect(await drawn('.footer-brand > img')).toContain('/images/logo-dark.svg');
    await page.locator('header .logo img').evaluate((img) => img.setAttribute('src', '/images/logos/troy.svg'));
    expect(await drawn('header .logo img')).toBe('normal');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await drawn('.footer-brand > img')).toBe('normal');
    await context.close();
  });

  it('follows the system setting live in system mode, and not in a chosen mode; works with arrow keys', async () => {
    const context = await decidedContext(browser, PHONE);
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(site.url + '/en/');
    await hydrated(page, 'color-mode');
    expect(await bodyBackground(page)).toBe(LIGHT_BG);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction((bg) => getComputedStyle(document.body).backgroundColor === bg, DARK_BG);

    // Keyboard only: Tab to the checked radio, arrows choose.
    await tabTo(page, '.color-mode input[value="system"]');
    await page.keyboard.press('ArrowLeft'); // system → dark
    await page.waitForFunction(() => document.documentElement.dataset.colorMode === 'dark');
    await page.keyboard.press('ArrowLeft'); // dark → light
    await page.waitForFunction(() => document.documentElement.dataset.colorMode === 'light');
    await page.waitForFunction((bg) => getComputedStyle(document.body).backgroundColor === bg, LIGHT_BG);
    expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('light');
    // Light was chosen: the system going dark no longer changes the page.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await bodyBackground(page)).toBe(LIGHT_BG);
    await context.close();
  });

  it('is disabled, and says so, on a page that forces a mode; a page cannot force "system"', async () => {
    const context = await decidedContext(browser, DESKTOP);
    await context.addInitScript(() => localStorage.setItem('color-mode', 'light'));
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));

    await page.goto(site.url + '/iletisim/');
    await hydrated(page, 'color-mode');
    expect(await page.evaluate(() => document.documentElement.dataset.colorMode)).toBe('dark');
    expect(await bodyBackground(page)).toBe(DARK_BG);
    for (const mode of ['light', 'dark', 'system']) expect(await page.locator(`.color-mode input[value="${mode}"]`).isDisabled()).toBe(true);
    expect(await page.locator('.color-mode input[value="dark"]').isChecked()).toBe(true);
    const note = page.locator('.color-mode-note');
    expect(await note.isVisible()).toBe(true);
    expect(await note.textContent()).toBe('Bu sayfa her zaman koyu görünümde gösterilir.');
    expect(await page.locator('.color-mode').getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
    expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('light');
    expect(warnings).toEqual([]);

    await page.goto(site.url + '/hakkimizda/');
    await hydrated(page, 'color-mode');
    expect(warnings.some((w) => w.includes('cannot force "system"'))).toBe(true);
    // Refused: the visitor's own choice applies and the control works.
    expect(await page.evaluate(() => document.documentElement.dataset.colorMode)).toBe('light');
    expect(await page.locator('.color-mode input[value="dark"]').isDisabled()).toBe(false);
    expect(await page.locator('.color-mode-note').isVisible()).toBe(false);
    expect(await page.locator('.color-mode input[value="light"]').isChecked()).toBe(true);
    await context.close();
  });
});

