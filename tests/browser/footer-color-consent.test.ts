// The footer's link columns, the colour-mode control and the consent banner with the tag
// manager, in real Chromium, with the mouse or touch and with the keyboard only.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright';
import { launchBrowser, startServer } from '../helpers/browser.js';

type Server = Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let site: Server; // no tag manager; /hakkimizda/ forces 'system', /iletisim/ forces 'dark'
let gtm: Server; // a valid container id
let badGtm: Server; // an invalid container id

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DARK_BG = 'rgb(16, 13, 31)';
const LIGHT_BG = 'rgb(255, 255, 255)';

beforeAll(async () => {
  [browser, site, gtm, badGtm] = await Promise.all([
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
    startServer({ gtmId: 'GTM-TEST123' }),
    startServer({ gtmId: 'GTM-test 123' }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.close(), gtm?.close(), badGtm?.close()]);
});

/** A context whose visitor already answered the consent banner, so it stays out of the way. */
async function decidedContext(options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript(() => {
    try {
      if (!localStorage.getItem('consent')) localStorage.setItem('consent', JSON.stringify({ value: 'denied', at: new Date().toISOString() }));
    } catch {
      /* about:blank has no storage */
    }
  });
  return context;
}

const hydrated = (page: Page, id: string) => page.locator(`[data-island="${id}"][data-hydrated="true"]`).waitFor({ state: 'attached' });

/** Presses Tab until the focused element matches the selector, like a keyboard-only visitor. */
async function tabTo(page: Page, selector: string, key = 'Tab', max = 300): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${key} never reached ${selector}`);
}

const openColumns = (page: Page) => page.$$eval('.footer-col', (cols) => cols.map((d) => (d as HTMLDetailsElement).open));
const visibleLinks = (page: Page, col: number) => page.locator('.footer-col').nth(col).locator('a').first().isVisible();
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('footer columns', () => {
  it('are an accordion on a phone: the first starts open, opening another closes it, by touch and keyboard', async () => {
    const context = await decidedContext(PHONE);
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
    const context = await decidedContext(DESKTOP);
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
    await page.goto(gtm.url + '/');
    expect(await visibleLinks(page, 0)).toBe(true);
    await page.locator('.footer-col summary', { hasText: 'Unilira' }).tap();
    expect(await openColumns(page)).toEqual([false, false, true, false]);
    expect(await page.locator('.color-mode').isVisible()).toBe(false);
    expect(await page.locator('footer .cookie-prefs').isVisible()).toBe(false);
    expect(await page.locator('#consent').isVisible()).toBe(false);
    await context.close();
  });
});

describe('colour mode', () => {
  it('switches to dark, keeps it across a reload without a flash, and back to system', async () => {
    const context = await decidedContext(DESKTOP);
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
    const context = await decidedContext(DESKTOP);
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
    const context = await decidedContext(PHONE);
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
    const context = await decidedContext(DESKTOP);
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

describe('consent and analytics', () => {
  /** Fulfils the tag manager with an empty script and records every third-party request. */
  async function watch(context: BrowserContext, origin: string) {
    const gtmRequests: string[] = [];
    const thirdParty: string[] = [];
    await context.route('https://www.googletagmanager.com/**', (route) => {
      gtmRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    context.on('request', (r) => {
      if (!r.url().startsWith(origin) && !r.url().startsWith('data:')) thirdParty.push(r.url());
    });
    return { gtmRequests, thirdParty };
  }
  const banner = (page: Page) => page.locator('#consent');
  const dataLayer = (page: Page) =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((e) =>
        Object.prototype.toString.call(e) === '[object Arguments]' ? Array.from(e as ArrayLike<unknown>) : e,
      ),
    );

  it('loads nothing before a choice or after reject; accept loads the tag manager once, with Consent Mode first', async () => {
    const context = await browser.newContext(DESKTOP);
    const { gtmRequests, thirdParty } = await watch(context, gtm.url);
    const page = await context.newPage();
    await page.goto(gtm.url + '/', { waitUntil: 'networkidle' });
    await banner(page).waitFor({ state: 'visible' });
    expect(await banner(page).getAttribute('aria-labelledby')).toBe('consent-title');
    expect(gtmRequests).toEqual([]);

    await banner(page).getByRole('button', { name: 'Reddet' }).click();
    await banner(page).waitFor({ state: 'hidden' });
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('consent')))!);
    expect(stored.value).toBe('denied');
    expect(Number.isNaN(Date.parse(stored.at))).toBe(false);
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('[data-island="consent"][data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(await banner(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => 'gtag' in window)).toBe(false);
    expect(gtmRequests).toEqual([]);
    expect(thirdParty).toEqual([]);

    // Changed later from the footer.
    await page.locator('footer .cookie-prefs').click();
    await banner(page).waitFor({ state: 'visible' });
    await banner(page).getByRole('button', { name: 'Kabul et' }).click();
    await banner(page).waitFor({ state: 'hidden' });
    await expect.poll(() => gtmRequests.length).toBe(1);
    expect(new URL(gtmRequests[0]!).searchParams.get('id')).toBe('GTM-TEST123');
    const layer = await dataLayer(page);
    const kinds = layer.map((e) => (Array.isArray(e) ? `${e[0]}:${e[1]}` : (e as { event?: string }).event));
    expect(kinds).toEqual(['consent:default', 'consent:update', 'content-view', 'gtm.js']);
    expect(layer[0]).toEqual(['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]);
    expect(layer[1]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);

    // Kept: no banner on the next page, and the tag manager loads at once.
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => gtmRequests.length).toBe(2);
    expect(await banner(page).isVisible()).toBe(false);
    expect(thirdParty.every((u) => u.startsWith('https://www.googletagmanager.com/gtm.js'))).toBe(true);
    await context.close();
  });

  it('accepts with the keyboard only, and reopens, changes and dismisses from the footer', async () => {
    const context = await browser.newContext(DESKTOP);
    const { gtmRequests } = await watch(context, gtm.url);
    const page = await context.newPage();
    await page.goto(gtm.url + '/en/');
    await banner(page).waitFor({ state: 'visible' });
    await tabTo(page, '#consent [data-consent="granted"]');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Accept');
    await page.keyboard.press('Enter');
    await banner(page).waitFor({ state: 'hidden' });
    await expect.poll(() => gtmRequests.length).toBe(1);

    await tabTo(page, 'footer .cookie-prefs', 'Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cookie Preferences');
    await page.keyboard.press('Enter');
    await banner(page).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('consent');
    // Escape leaves the choice as it was and returns to the button.
    await page.keyboard.press('Escape');
    await banner(page).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('cookie-prefs'))).toBe(true);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('consent')))!).value).toBe('granted');

    // Withdraw: analytics consent goes back to denied on this page too.
    await page.keyboard.press('Enter');
    await banner(page).waitFor({ state: 'visible' });
    await tabTo(page, '#consent [data-consent="denied"]');
    await page.keyboard.press('Enter');
    await banner(page).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('cookie-prefs'))).toBe(true);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('consent')))!).value).toBe('denied');
    const last = (await dataLayer(page)).at(-1);
    expect(last).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    await page.reload({ waitUntil: 'networkidle' });
    expect(gtmRequests.length).toBe(1);
    await context.close();
  });

  it('gives accept and reject the same size and style, on a desktop and on a phone', async () => {
    for (const options of [DESKTOP, PHONE]) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await page.goto(gtm.url + '/');
      await banner(page).waitFor({ state: 'visible' });
      await banner(page).evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const [reject, accept] = await page.$$eval('#consent [data-consent]', (buttons) => buttons.map((b) => {
        const r = b.getBoundingClientRect();
        const s = getComputedStyle(b);
        return { value: (b as HTMLElement).dataset.consent, width: Math.round(r.width), height: Math.round(r.height), top: Math.round(r.top), left: r.left, style: [s.backgroundColor, s.color, s.borderColor, s.fontSize, s.fontWeight].join() };
      }));
      expect([reject!.value, accept!.value]).toEqual(['denied', 'granted']);
      expect(reject!.width).toBe(accept!.width);
      expect(reject!.height).toBe(accept!.height);
      expect(reject!.height).toBeGreaterThanOrEqual(44);
      expect(reject!.style).toBe(accept!.style);
      // Side by side, reject first.
      expect(reject!.top).toBe(accept!.top);
      expect(reject!.left).toBeLessThan(accept!.left);
      await context.close();
    }
  });

  it('pushes the content-view event with its fields: desktop, and mobile on a phone', async () => {
    const context = await decidedContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(site.url + '/hakkimizda/');
    await page.locator('.header-bar > a.logo').click();
    await page.waitForURL(site.url + '/');
    // The runtime pushes it once the page has loaded and the browser is idle.
    await page.waitForFunction(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some((e) => e.event === 'content-view'));
    const events = (await dataLayer(page)).filter((e) => (e as { event?: string }).event === 'content-view');
    expect(events).toEqual([{
      event: 'content-view',
      page_location: site.url + '/',
      page_referrer: site.url + '/hakkimizda/',
      device_category: 'desktop',
      page_title: await page.title(),
    }]);
    await context.close();

    const phone = await decidedContext(PHONE);
    const phonePage = await phone.newPage();
    await phonePage.goto(site.url + '/en/');
    await phonePage.waitForFunction(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some((e) => e.event === 'content-view'));
    const [event] = (await dataLayer(phonePage)).filter((e) => (e as { event?: string }).event === 'content-view') as Record<string, string>[];
    expect(event).toMatchObject({ device_category: 'mobile', page_location: site.url + '/en/', page_referrer: '', page_title: await phonePage.title() });
    await phone.close();
  });

  it('never loads anything for an invalid container id, even after accept', async () => {
    const context = await browser.newContext(PHONE);
    const { gtmRequests, thirdParty } = await watch(context, badGtm.url);
    const page = await context.newPage();
    await page.goto(badGtm.url + '/');
    const props = JSON.parse((await page.locator('script[data-island-props="consent"]').textContent())!);
    expect(props.gtmId).toBeUndefined();
    await banner(page).waitFor({ state: 'visible' });
    await banner(page).getByRole('button', { name: 'Kabul et' }).tap();
    await banner(page).waitFor({ state: 'hidden' });
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer.some((e) => (e as { event?: string }).event === 'gtm.js'))).toBe(false);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    expect(gtmRequests).toEqual([]);
    expect(thirdParty).toEqual([]);
    await context.close();
  });
});
