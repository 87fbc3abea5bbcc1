// The exchange-rate pages in Chromium with JavaScript off: a period link draws another chart and
// table, the language switch keeps the currency and the period, and the calculator set to the
// page's currency answers on the calculator page.
import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright';
import { browserSuite, PHONE, WAIT_MS } from '../helpers/browser.js';
import type { SiteDeps } from '../../server/site.js';
import { currencySlug } from '../../server/rates/currencies.js';
import { PERIOD_QUERY } from '../../server/rates/rate-view.js';
import { LOCALES, otherLocale } from '../../shared/locale.js';

let deps: SiteDeps;
const suite = browserSuite({}, (d) => void (deps = d));

async function open(): Promise<Page> {
  const context = await suite.browser.newContext({ ...PHONE, javaScriptEnabled: false });
  suite.contexts.push(context);
  context.setDefaultTimeout(WAIT_MS);
  return context.newPage();
}

const pathOf = (code: string, l: (typeof LOCALES)[number]) => deps.router.pathFor('ratesCurrency', { currency: currencySlug(code, l) }, l);
const rows = (page: Page) => page.locator('.rate-table tbody tr').count();
const chart = (page: Page) => page.locator('svg.rate-chart-svg title').textContent();

describe('rates pages without JavaScript', () => {
  for (const l of LOCALES) {
    it(`a period link changes the chart and its table; the language switch keeps both (${l})`, async () => {
      const page = await open();
      await page.goto(suite.server.url + pathOf('EUR', l));
      expect(await rows(page)).toBe(30);
      const first = await chart(page);
      await page.locator('.period-links a').nth(2).click();
      await page.waitForURL(`**${pathOf('EUR', l)}?${PERIOD_QUERY[l]}=365`);
      expect(await page.locator('.period-links a[aria-current="page"]').textContent()).toMatch(/1 yıl|1 year/);
      expect(await chart(page)).not.toBe(first);
      // The year's table is folded: the summary opens it without a script.
      await page.locator('.rate-table-fold > summary').click();
      expect(await page.locator('.rate-table tbody tr').first().isVisible()).toBe(true);
      expect(await rows(page)).toBeGreaterThan(360);
      const other = otherLocale(l);
      await page.locator(`a[data-lang-switch="${other}"]`).first().click();
      await page.waitForURL(`**${pathOf('EUR', other)}?${PERIOD_QUERY[other]}=365`);
    });
  }

  it("the calculator on a currency's page is set to it and answers on the calculator page", async () => {
    const page = await open();
    const l = LOCALES[0];
    await page.goto(suite.server.url + pathOf('GBP', l));
    const form = page.locator('.calc-block form');
    expect(await form.locator('select').inputValue()).toBe('gb-gbp-bank');
    await form.locator('input[inputmode="decimal"]').first().fill('1000');
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(`**${deps.router.pathFor('calculator', {}, l)}**`);
    expect(await page.locator('main').textContent()).toContain('GBP');
    expect(page.url()).toContain('gb-gbp-bank');
  });
});
