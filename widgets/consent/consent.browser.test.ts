// The consent banner and the tag manager in real Chromium: nothing loads before a choice or
// after a refusal, accept and reject alike, by keyboard too, and the content-view event.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright';
import { launchBrowser, startServer, decidedContext, hydrated, tabTo, DESKTOP, PHONE } from '../../tests/helpers/browser.js';

type Server = Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let site: Server; // no tag manager
let gtm: Server; // a valid container id
let badGtm: Server; // an invalid container id

beforeAll(async () => {
  [browser, site, gtm, badGtm] = await Promise.all([launchBrowser(), startServer({}), startServer({ gtmId: 'GTM-TEST123' }), startServer({ gtmId: 'GTM-test 123' })]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.close(), gtm?.close(), badGtm?.close()]);
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
    const context = await decidedContext(browser, DESKTOP);
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

    const phone = await decidedContext(browser, PHONE);
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
