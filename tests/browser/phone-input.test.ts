// The phone input (island phone-input) on the representative application form, in Chromium:
// the country from /api/geo, the country listbox with the mouse, the keyboard only and a
// phone, type-to-find, numbers checked through /api/phone, and the form's submission.
import { describe, it, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserSuite, DESKTOP, PHONE } from '../helpers/browser.js';
import type { SiteDeps } from '../../server/site.js';

let deps: SiteDeps;
const suite = browserSuite({ rateLimits: { search: 100, phone: 500, forms: 100, reports: 100 } }, (d) => void (deps = d));

const TR_PAGE = '/temsilcilik-basvurusu/';
const EN_PAGE = '/en/representative-application/';
const INVALID_TR = 'Geçerli bir telefon numarası yaz, örneğin 0532 123 45 67.';

interface Opened { page: Page; errors: string[]; warnings: string[]; posts: string[] }

/** A fresh page (visitor in `country` per the CDN header) that records errors and form posts. */
async function open(path: string, { country = 'TR', options = DESKTOP, before }: { country?: string | null; options?: Parameters<Browser['newContext']>[0]; before?: (page: Page) => Promise<void> } = {}): Promise<Opened> {
  const context = await suite.browser.newContext(options);
  suite.contexts.push(context);
  context.setDefaultTimeout(8000);
  const page = await context.newPage();
  if (country) await page.setExtraHTTPHeaders({ 'cf-ipcountry': country });
  const errors: string[] = [];
  const warnings: string[] = [];
  const posts: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => (m.type() === 'error' ? errors : m.type() === 'warning' ? warnings : []).push(m.text()));
  // Form posts only: the phone check is a POST to /api/phone too.
  page.on('request', (r) => r.method() === 'POST' && !new URL(r.url()).pathname.startsWith('/api/') && posts.push(r.url()));
  await page.addInitScript(() => {
    // The visitor already answered the consent banner (another island), so it stays out of the way.
    if (!localStorage.getItem('consent')) localStorage.setItem('consent', JSON.stringify({ value: 'denied', at: new Date().toISOString() }));
    const w = window as unknown as { phoneResults: unknown[] };
    w.phoneResults = [];
    document.addEventListener('phone-change', (e) => w.phoneResults.push((e as CustomEvent).detail));
  });
  await before?.(page);
  await page.goto(suite.server.url + path);
  return { page, errors, warnings, posts };
}


const field = (page: Page) => page.locator('#app-phone');
const button = (page: Page) => page.locator('.phone-country');
const listbox = (page: Page) => page.locator('.phone-input [role="listbox"]');
const chosen = (page: Page) => page.locator('input[name="phoneCountry"]').inputValue();
const label = (page: Page) => button(page).getAttribute('aria-label');
const expanded = (page: Page) => button(page).getAttribute('aria-expanded');
const focused = (page: Page) => page.evaluate(() => {
  const a = document.activeElement;
  return a?.id || a?.getAttribute('role') || a?.className || '';
});
/** The text of the option the listbox's aria-activedescendant names. */
const activeOption = (page: Page) => page.evaluate(() => {
  const box = document.querySelector('.phone-input [role="listbox"]');
  const id = box?.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.querySelector('.name')?.textContent ?? `missing #${id}` : null;
});
/** The country button is there and names the expected country (after the geo answer). */
async function ready(page: Page, expectedLabel: RegExp = /./) {
  await button(page).waitFor();
  await page.waitForFunction((src) => new RegExp(src).test(document.querySelector('.phone-country')?.getAttribute('aria-label') ?? ''), expectedLabel.source);
}
/** Hover hydrates the island (strategy "interaction"). */
async function hydrate(page: Page, expectedLabel?: RegExp) {
  await field(page).hover();
  await ready(page, expectedLabel);
}
/** The phone-change results so far (recorded from the page's start). */
const results = (page: Page) => page.evaluate(() => (window as unknown as { phoneResults: Record<string, unknown>[] }).phoneResults);
const lastResult = (page: Page, valid: boolean) => page.waitForFunction((v) => (window as unknown as { phoneResults: { valid: boolean }[] }).phoneResults.at(-1)?.valid === v, valid);
/** Fills every other field of the application validly (the notice acknowledged unless told not to). */
async function fillRest(page: Page, { notice = true } = {}) {
  await page.locator('#app-fullName').fill('Ayşe Yılmaz');
  await page.locator('#app-businessName').fill('Yılmaz Market');
  await page.locator('#app-businessType').selectOption('market');
  await page.locator('#app-taxType-company').check();
  await page.locator('#app-taxNumber').fill('1234567890');
  await page.locator('#app-city').selectOption('İzmir');
  await page.locator('#app-district').fill('Konak');
  await page.locator('#app-email').fill(`ayse.${Math.random().toString(36).slice(2)}@example.com`);
  if (notice) await page.locator('#app-notice').check();
}
/** The phone numbers stored so far, in E.164. */
const storedPhones = async () => (await deps.forms.list()).map((s) => s.data.phone);

describe('initial country', () => {
  it('comes from /api/geo (the CDN header) and the input keeps its place and width', async () => {
    const { page, errors } = await open(TR_PAGE, { country: 'DE' });
    await field(page).scrollIntoViewIfNeeded();
    // Let the section's scroll-reveal finish first: only hydration must not move the field.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    // Its place within its own form field (what hydration could disturb), and its size.
    const place = () => field(page).evaluate((el) => {
      const box = el.getBoundingClientRect();
      const row = el.closest('.field')!.getBoundingClientRect();
      return { dx: Math.round(box.left - row.left), dy: Math.round(box.top - row.top), width: Math.round(box.width), height: Math.round(box.height) };
    });
    const before = await place();
    expect(await button(page).count()).toBe(0); // no-JS markup until the visitor comes near
    await hydrate(page, /Almanya \+49/);
    expect(await label(page)).toBe('Ülke kodu: Almanya +49');
    expect(await chosen(page)).toBe('DE');
    expect(await place()).toEqual(before);
    expect(await field(page).getAttribute('maxlength')).toBe('25');
    expect(await field(page).getAttribute('type')).toBe('tel');
    expect(await field(page).getAttribute('placeholder')).toBe('Telefon numaranı gir');
    expect(errors).toEqual([]);
  });

  it('on the English page: English names and placeholder', async () => {
    const { page } = await open(EN_PAGE, { country: 'NL' });
    await hydrate(page, /Netherlands/);
    expect(await label(page)).toBe('Country code: Netherlands +31');
    expect(await field(page).getAttribute('placeholder')).toBe('Enter a phone number');
  });

  it('falls back to the first preferred country, with a warning, when detection fails', async () => {
    const { page, warnings, errors } = await open(TR_PAGE, { country: null, before: async (p) => void (await p.route('**/api/geo', (r) => r.fulfill({ status: 503, body: '' }))) });
    await hydrate(page, /Türkiye \+90/);
    expect(warnings.some((w) => /country detection failed/.test(w))).toBe(true);
    expect(await chosen(page)).toBe('TR');
    expect(errors.filter((e) => !/503/.test(e))).toEqual([]);
  });
});

describe('country listbox with the keyboard only', () => {
  it('opens from the button, moves with arrows, selects with Enter, closes with Escape and Tab', async () => {
    const { page, errors } = await open(TR_PAGE);
    await page.locator('#app-district').focus(); // the field before the phone
    await page.keyboard.press('Tab'); // into the phone field: the island hydrates on focus
    await ready(page, /Türkiye/);
    expect(await focused(page)).toBe('app-phone');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toContain('phone-country');
    expect(await button(page).getAttribute('aria-haspopup')).toBe('listbox');
    expect(await expanded(page)).toBe('false');

    await page.keyboard.press('ArrowDown');
    await listbox(page).waitFor();
    expect(await expanded(page)).toBe('true');
    expect(await button(page).getAttribute('aria-controls')).toBe(await listbox(page).getAttribute('id'));
    expect(await focused(page)).toBe('app-phone-countries');
    expect(await activeOption(page)).toBe('Türkiye');
    expect(await page.locator('[role="option"][aria-selected="true"] .name').textContent()).toBe('Türkiye');
    expect(await page.locator('[role="option"] .name').allTextContents()).toEqual(expect.arrayContaining(['Almanya', 'Zimbabve']));
    expect((await page.locator('[role="option"] .name').allTextContents()).slice(0, 7))
      .toEqual(['Türkiye', 'Almanya', 'Hollanda', 'Avusturya', 'Fransa', 'Birleşik Krallık', 'Amerika Birleşik Devletleri']);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await activeOption(page)).toBe('Hollanda');
    await page.keyboard.press('ArrowUp');
    expect(await activeOption(page)).toBe('Almanya');
    await page.keyboard.press('Enter');
    await listbox(page).waitFor({ state: 'detached' });
    expect(await label(page)).toBe('Ülke kodu: Almanya +49');
    expect(await chosen(page)).toBe('DE');
    expect(await expanded(page)).toBe('false');
    expect(await focused(page)).toBe('app-phone');

    // Escape closes without choosing and gives the focus back to the button.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await listbox(page).waitFor();
    expect(await activeOption(page)).toBe('Almanya');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await listbox(page).waitFor({ state: 'detached' });
    expect(await chosen(page)).toBe('DE');
    expect(await focused(page)).toContain('phone-country');

    // Tab closes and moves on to the number; Shift+Tab closes and goes back to the button.
    await page.keyboard.press('Space');
    await listbox(page).waitFor();
    await page.keyboard.press('Tab');
    await listbox(page).waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('app-phone');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowUp');
    await listbox(page).waitFor();
    await page.keyboard.press('End');
    expect(await activeOption(page)).toBe('Zimbabve');
    await page.keyboard.press('Shift+Tab');
    await listbox(page).waitFor({ state: 'detached' });
    expect(await focused(page)).toContain('phone-country');
    expect(await chosen(page)).toBe('DE');
    expect(errors).toEqual([]);
  });

  it('finds a country by typing its name; what was typed is forgotten after 700 ms', async () => {
    const { page } = await open(TR_PAGE, { before: (p) => p.clock.install() });
    await hydrate(page, /Türkiye/);
    await button(page).click();
    await listbox(page).waitFor();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.keyboard.type('Alm');
    expect(await activeOption(page)).toBe('Almanya');
    await page.clock.runFor(600);
    await page.keyboard.type('a'); // "alma" matches nothing: the selection stays
    expect(await activeOption(page)).toBe('Almanya');
    await page.clock.runFor(701);
    await page.keyboard.type('Is'); // a fresh search, folded as Turkish: İspanya
    expect(await activeOption(page)).toBe('İspanya');
    await page.clock.runFor(701);
    await page.keyboard.type('Hol');
    expect(await activeOption(page)).toBe('Hollanda');
    await page.keyboard.press('Enter');
    expect(await chosen(page)).toBe('NL');
  });
});

describe('country listbox with the mouse', () => {
  it('opens below, selects the clicked country, closes on an outside click; the chosen country is posted and kept', async () => {
    const { page, errors } = await open(TR_PAGE, { country: 'TR' });
    await hydrate(page, /Türkiye/);
    await field(page).scrollIntoViewIfNeeded();
    await button(page).click();
    await listbox(page).waitFor();
    const [b, l] = [await field(page).boundingBox(), await listbox(page).boundingBox()];
    expect(l!.y).toBeGreaterThanOrEqual(b!.y + b!.height);
    expect(l!.y).toBeLessThan(b!.y + b!.height + 10); // right under the field
    await page.locator('h2', { hasText: 'Temsilcilik başvuru formu' }).click();
    await listbox(page).waitFor({ state: 'detached' });
    expect(await chosen(page)).toBe('TR');

    await button(page).click();
    await page.locator('[role="option"]', { hasText: 'Almanya' }).click();
    await listbox(page).waitFor({ state: 'detached' });
    expect(await label(page)).toBe('Ülke kodu: Almanya +49');

    // A German number written the German way is valid once Germany is chosen. The form comes
    // back for the unticked acknowledgement, with the number and the country as chosen.
    await field(page).fill('01512 3456789');
    await fillRest(page, { notice: false });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.locator('.application-form button[type="submit"]').click(),
    ]);
    expect(response.status()).toBe(400);
    await page.locator('#app-notice-error').waitFor();
    expect(await page.locator('#app-phone-error').count()).toBe(0);
    expect(await chosen(page)).toBe('DE');
    expect(await field(page).inputValue()).toBe('01512 3456789');
    // Shown again with the visitor's choice: no detection needed, the button says Germany.
    await hydrate(page, /Almanya/);
    const before = (await storedPhones()).length;
    await page.locator('#app-notice').check();
    await page.locator('.application-form button[type="submit"]').click();
    await page.locator('.form-sent').waitFor();
    expect((await storedPhones()).slice(before)).toEqual(['+4915123456789']);
    expect(errors, 'only the 400 of the first post').toEqual([expect.stringMatching(/status of 400/)]);
  });

  it('opens upward when less than 200 px remain below the field', async () => {
    const { page } = await open(TR_PAGE);
    await hydrate(page, /Türkiye/);
    await page.evaluate(() => {
      const r = document.querySelector('.phone-country')!.getBoundingClientRect();
      window.scrollBy({ top: r.bottom - (window.innerHeight - 120), behavior: 'instant' });
    });
    await button(page).click();
    await listbox(page).waitFor();
    const [b, l] = [await button(page).boundingBox(), await listbox(page).boundingBox()];
    expect(l!.y + l!.height).toBeLessThanOrEqual(b!.y);
    expect(l!.y).toBeGreaterThanOrEqual(0);
  });
});

describe('checking the number', () => {
  it('typing a +49 number switches the country to Germany and reports the result', async () => {
    const { page, errors } = await open(TR_PAGE);
    await hydrate(page, /Türkiye/);
    await field(page).click();
    await page.keyboard.type('+49 1512 3456789');
    await page.waitForFunction(() => (document.querySelector('input[name=phoneCountry]') as HTMLInputElement).value === 'DE');
    expect(await label(page)).toBe('Ülke kodu: Almanya +49');
    expect((await results(page)).at(-1)).toEqual({ country: 'DE', countryCode: '49', formatted: '+49 1512 3456789', valid: true, possible: true, nationalNumber: '15123456789' });
    expect(await field(page).getAttribute('aria-invalid')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('keeps only valid characters as they are typed', async () => {
    const { page } = await open(TR_PAGE);
    await hydrate(page);
    await field(page).click();
    await page.keyboard.type('0532a 123/45.67x');
    expect(await field(page).inputValue()).toBe('0532 1234567');
  });

  it('an invalid number shows the message after leaving the field and blocks the submission', async () => {
    const { page, posts } = await open(TR_PAGE);
    await hydrate(page, /Türkiye/);
    await fillRest(page);
    await field(page).fill('0532 12');
    await page.keyboard.press('Tab');
    const message = page.locator('.phone-input .error');
    await message.waitFor();
    expect(await message.textContent()).toBe(INVALID_TR);
    expect(await field(page).getAttribute('aria-invalid')).toBe('true');
    expect(await field(page).getAttribute('aria-describedby')).toContain(await message.getAttribute('id'));
    expect(await field(page).evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(INVALID_TR);

    await page.locator('.application-form button[type="submit"]').click();
    await page.waitForFunction(() => document.activeElement?.id === 'app-phone');
    expect(posts).toEqual([]);

    // Corrected, the message goes away.
    await field(page).fill('0532 123 45 67');
    await message.waitFor({ state: 'detached' });
    expect(await field(page).getAttribute('aria-invalid')).toBeNull();
  });

  it('Enter right after typing an invalid number is held back until the check answers', async () => {
    const { page, posts } = await open(TR_PAGE);
    await hydrate(page, /Türkiye/);
    await fillRest(page);
    await field(page).click();
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await page.locator('.phone-input .error').waitFor();
    expect(posts).toEqual([]);
    expect(await focused(page)).toBe('app-phone');
  });

  it('a valid number submits once; the application is stored with the number in E.164', async () => {
    const { page, posts } = await open(TR_PAGE);
    await hydrate(page, /Türkiye/);
    await fillRest(page);
    await field(page).click();
    await page.keyboard.type('0532 123 45 67');
    const before = (await storedPhones()).length;
    await page.keyboard.press('Enter'); // before the debounced check: the submission waits for it
    await page.locator('.form-sent').waitFor();
    expect(posts).toHaveLength(1);
    expect((await storedPhones()).slice(before)).toEqual(['+905321234567']);
  });
});

describe('on a phone', () => {
  it('opens the list with a tap, options are large enough to tap, a tapped country is chosen', async () => {
    const { page, errors } = await open(TR_PAGE, { options: PHONE, country: 'AT' });
    await field(page).tap();
    await hydrate(page, /Avusturya/);
    const bb = await button(page).boundingBox();
    expect(bb!.height).toBeGreaterThanOrEqual(44);
    await button(page).tap();
    await listbox(page).waitFor();
    const l = await listbox(page).boundingBox();
    expect(l!.x).toBeGreaterThanOrEqual(0);
    expect(l!.x + l!.width).toBeLessThanOrEqual(390);
    const heights = await page.locator('[role="option"]').evaluateAll((os) => os.slice(0, 10).map((o) => o.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    await page.locator('[role="option"]', { hasText: 'Fransa' }).tap();
    await listbox(page).waitFor({ state: 'detached' });
    expect(await label(page)).toBe('Ülke kodu: Fransa +33');
    await field(page).fill('06 12 34');
    await page.locator('#app-city').tap();
    await lastResult(page, false);
    await page.locator('.phone-input .error').waitFor();
    await field(page).fill('06 12 34 56 78');
    await lastResult(page, true);
    await page.locator('.phone-input .error').waitFor({ state: 'detached' });
    expect((await results(page)).at(-1)).toMatchObject({ country: 'FR', formatted: '06 12 34 56 78' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
});
