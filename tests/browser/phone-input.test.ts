// The phone input (island phone-input) on the representative application form, in Chromium:
// the server-rendered country select and its flag, the country from /api/geo, the keyboard
// only, a phone, without JavaScript, numbers checked through /api/phone, and the submission.
import { describe, it, expect } from 'vitest';
import type { Browser, Page } from 'playwright';
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
const select = (page: Page) => page.locator('#app-phone-country');
const flag = (page: Page) => page.locator('.phone-input .phone-flag');
const chosen = (page: Page) => select(page).inputValue();
const focused = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
/** The flag shown beside the select: its file, whether it loaded, and whether it is visible. */
const flagState = (page: Page) => flag(page).evaluate((img: HTMLImageElement) => ({
  src: new URL(img.src).pathname, loaded: img.complete && img.naturalWidth > 0, visible: getComputedStyle(img).visibility === 'visible',
}));
/** Hover hydrates the island (strategy "interaction"); `country` is what the select then shows. */
async function hydrate(page: Page, country?: string) {
  await field(page).hover();
  await page.locator('.phone-input.ready').waitFor();
  if (country) await page.waitForFunction((c) => (document.getElementById('app-phone-country') as HTMLSelectElement).value === c, country);
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

describe('the country select', () => {
  it('is on the page before any script, Türkiye first and chosen, with its flag; the visitor\'s country (/api/geo) replaces it without moving the field', async () => {
    const { page, errors } = await open(TR_PAGE, { country: 'DE' });
    await field(page).scrollIntoViewIfNeeded();
    // Let the section's scroll-reveal finish first: only hydration must not move the field.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const place = () => field(page).evaluate((el) => {
      const box = el.getBoundingClientRect();
      const row = el.closest('.field')!.getBoundingClientRect();
      return { dx: Math.round(box.left - row.left), dy: Math.round(box.top - row.top), width: Math.round(box.width), height: Math.round(box.height) };
    });
    const before = await place();
    expect(await page.locator('.phone-input.ready').count()).toBe(0); // not started until the visitor comes near
    expect(await select(page).evaluate((s: HTMLSelectElement) => [...s.options].slice(0, 3).map((o) => o.text))).toEqual(['Türkiye (+90)', 'Almanya (+49)', 'Hollanda (+31)']);
    expect(await chosen(page)).toBe('TR');
    expect(await flagState(page)).toEqual({ src: '/flags/TR.svg', loaded: true, visible: true });
    expect(await page.getByRole('combobox', { name: 'Ülke kodu' }).count()).toBe(1);

    await hydrate(page, 'DE');
    await page.waitForFunction(() => (document.querySelector('.phone-flag') as HTMLImageElement).complete);
    expect(await flagState(page)).toEqual({ src: '/flags/DE.svg', loaded: true, visible: true });
    expect(await place()).toEqual(before);
    expect(await field(page).getAttribute('maxlength')).toBe('25');
    expect(await field(page).getAttribute('type')).toBe('tel');
    expect(await field(page).getAttribute('placeholder')).toBe('Telefon numaranı gir');
    expect(errors).toEqual([]);
  });

  it('on the English page: English names and placeholder', async () => {
    const { page } = await open(EN_PAGE, { country: 'NL' });
    await hydrate(page, 'NL');
    expect(await select(page).evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.text)).toBe('Netherlands (+31)');
    expect(await page.getByRole('combobox', { name: 'Country code' }).count()).toBe(1);
    expect(await field(page).getAttribute('placeholder')).toBe('Enter a phone number');
  });

  it('stays on Türkiye, with a warning, when detection fails', async () => {
    const { page, warnings, errors } = await open(TR_PAGE, { country: null, before: async (p) => void (await p.route('**/api/geo', (r) => r.fulfill({ status: 503, body: '' }))) });
    await hydrate(page);
    await expect.poll(() => warnings.some((w) => /country detection failed/.test(w))).toBe(true);
    expect(await chosen(page)).toBe('TR');
    expect(errors.filter((e) => !/503/.test(e))).toEqual([]);
  });

  it('with the keyboard only: Tab reaches the select, typing a name chooses that country and its flag, Tab moves on to the number', async () => {
    const { page, errors } = await open(TR_PAGE);
    await page.locator('#app-district').focus(); // the field before the phone
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('app-phone-country');
    await hydrate(page, 'TR');
    await page.keyboard.type('Hol');
    expect(await chosen(page)).toBe('NL');
    await page.keyboard.press('ArrowDown'); // the next option in the list
    expect(await chosen(page)).not.toBe('NL');
    await page.keyboard.press('ArrowUp');
    expect(await chosen(page)).toBe('NL');
    await expect.poll(async () => (await flagState(page)).src).toBe('/flags/NL.svg');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('app-phone');
    expect(errors).toEqual([]);
  });

  it('a chosen country is posted and kept when the form comes back with an error', async () => {
    const { page, errors } = await open(TR_PAGE, { country: 'TR' });
    await hydrate(page, 'TR');
    await select(page).selectOption('DE');
    expect((await flagState(page)).src).toBe('/flags/DE.svg');
    // A German number written the German way is valid once Germany is chosen. The form comes
    // back for the unticked acknowledgement, with the number and the country as chosen.
    await field(page).fill('01512 3456789');
    await fillRest(page, { notice: false });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && !r.url().includes('/api/')),
      page.locator('.application-form button[type="submit"]').click(),
    ]);
    expect(response.status()).toBe(400);
    await page.locator('#app-notice-error').waitFor();
    expect(await page.locator('#app-phone-error').count()).toBe(0);
    expect(await chosen(page)).toBe('DE');
    expect(await field(page).inputValue()).toBe('01512 3456789');
    const before = (await storedPhones()).length;
    await page.locator('#app-notice').check();
    await page.locator('.application-form button[type="submit"]').click();
    await page.locator('.form-sent').waitFor();
    expect((await storedPhones()).slice(before)).toEqual(['+4915123456789']);
    expect(errors, 'only the 400 of the first post').toEqual([expect.stringMatching(/status of 400/)]);
  });
});

describe('without JavaScript', () => {
  it('the select and the number are sent as they are: a wrong number comes back with its error and the country kept, a right one is stored in E.164', async () => {
    const { page } = await open(TR_PAGE, { options: { ...DESKTOP, javaScriptEnabled: false } });
    expect(await chosen(page)).toBe('TR');
    expect(await flagState(page)).toEqual({ src: '/flags/TR.svg', loaded: true, visible: true });
    await select(page).selectOption('NL');
    // The flag cannot follow without a script: it steps aside rather than show Türkiye's.
    expect((await flagState(page)).visible).toBe(false);
    await fillRest(page);
    await field(page).fill('06 123');
    await Promise.all([page.waitForURL('**'), page.locator('.application-form button[type="submit"]').click()]);
    await page.locator('#app-phone-error').waitFor();
    // The error is on the page as soon as it is parsed; the flag beside the field, once the page has loaded.
    await page.waitForLoadState('load');
    expect(await page.locator('#app-phone-error').textContent()).toBe('Hata: Seçtiğin ülke için geçerli bir telefon numarası yaz ya da numarayı + ve ülke koduyla yaz.');
    expect(await chosen(page)).toBe('NL');
    expect(await flagState(page)).toEqual({ src: '/flags/NL.svg', loaded: true, visible: true });
    expect(await field(page).inputValue()).toBe('06 123');

    const before = (await storedPhones()).length;
    await field(page).fill('06 12345678');
    await page.locator('#app-notice').check();
    await page.locator('.application-form button[type="submit"]').click();
    await page.locator('.form-sent').waitFor();
    expect((await storedPhones()).slice(before)).toEqual(['+31612345678']);
  });

  it('a whole +number is read as such, whatever the select says', async () => {
    const { page } = await open(EN_PAGE, { options: { ...DESKTOP, javaScriptEnabled: false } });
    expect(await select(page).evaluate((s: HTMLSelectElement) => s.options[0]!.text)).toBe('Türkiye (+90)');
    await fillRest(page);
    await field(page).fill('+44 7400 123456');
    const before = (await storedPhones()).length;
    await page.locator('.application-form button[type="submit"]').click();
    await page.locator('.form-sent').waitFor();
    expect((await storedPhones()).slice(before)).toEqual(['+447400123456']);
  });
});

describe('checking the number', () => {
  it('typing a +49 number switches the country to Germany and reports the result', async () => {
    const { page, errors } = await open(TR_PAGE);
    await hydrate(page, 'TR');
    await field(page).click();
    await page.keyboard.type('+49 1512 3456789');
    await page.waitForFunction(() => (document.getElementById('app-phone-country') as HTMLSelectElement).value === 'DE');
    expect((await flagState(page)).src).toBe('/flags/DE.svg');
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
    await hydrate(page, 'TR');
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
    await hydrate(page, 'TR');
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
    await hydrate(page, 'TR');
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
  it('select and number are large enough to tap and fit the screen; a chosen country checks the number in it', async () => {
    const { page, errors } = await open(TR_PAGE, { options: PHONE, country: 'AT' });
    await field(page).tap();
    await hydrate(page, 'AT');
    for (const box of [await select(page).boundingBox(), await field(page).boundingBox()]) {
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await select(page).selectOption('FR');
    await field(page).fill('06 12 34');
    await page.locator('#app-city').tap();
    await lastResult(page, false);
    await page.locator('.phone-input .error').waitFor();
    // The Turkish example would mislead here: the message for another country says what to do.
    expect(await page.locator('.phone-input .error').textContent()).toBe('Seçtiğin ülke için geçerli bir telefon numarası yaz ya da numarayı + ve ülke koduyla yaz.');
    await field(page).fill('06 12 34 56 78');
    await lastResult(page, true);
    await page.locator('.phone-input .error').waitFor({ state: 'detached' });
    expect((await results(page)).at(-1)).toMatchObject({ country: 'FR', formatted: '06 12 34 56 78' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
});
