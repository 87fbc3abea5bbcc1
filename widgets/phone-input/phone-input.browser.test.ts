// The phone input (island phone-input) on the representative application form, in Chromium:
// the server-rendered country select and its flag, its clean hydration into the country
// dropdown (button and listbox: keyboard rules and timings, opening upward, outside click),
// the country from /api/geo, a phone, without JavaScript, numbers checked through /api/phone,
// and the submission.
import { describe, it, expect } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright';
import { browserSuite, DESKTOP, PHONE, WAIT_MS } from '../../tests/helpers/browser.js';
import type { SiteDeps } from '../../server/site.js';

let deps: SiteDeps;
const suite = browserSuite({ rateLimits: { search: 100, phone: 500, forms: 100, reports: 100 } }, (d) => void (deps = d));

const TR_PAGE = '/temsilcilik-basvurusu/';
const EN_PAGE = '/en/representative-application/';
const INVALID_TR = 'Geçerli bir telefon numarası yaz, örneğin 0532 123 45 67.';

interface Opened { page: Page; errors: string[]; warnings: string[]; posts: string[] }

/** A fresh page (visitor in `country` per the CDN header) that records errors and form posts. */
async function open(path: string, { country = 'TR', options = DESKTOP, before }: { country?: string | null; options?: Parameters<Browser['newContext']>[0]; before?: (page: Page) => Promise<void> } = {}): Promise<Opened> {
  // Reduced motion, as in the form tests: no smooth scroll racing the driver's clicks.
  const context = await suite.browser.newContext({ reducedMotion: 'reduce', ...options });
  suite.contexts.push(context);
  context.setDefaultTimeout(WAIT_MS);
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
const button = (page: Page) => page.locator('.phone-country-button');
const list = (page: Page) => page.getByRole('listbox');
/** The country the form would post: the dropdown's hidden input once hydrated, else the select. */
const chosen = (page: Page) => page.evaluate(() => document.querySelector<HTMLInputElement>('.phone-input input[type="hidden"], #app-phone-country')!.value);
const focused = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.className || '');
/** The text of the option the arrow keys point at (aria-activedescendant). */
const activeOption = (page: Page) => page.evaluate(() => {
  const id = document.querySelector('[role="listbox"]')?.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)!.querySelector('span')!.textContent : null;
});
/** The flag shown beside the select: its file, whether it loaded, and whether it is visible. */
const flagState = (page: Page) => flag(page).evaluate((img: HTMLImageElement) => ({
  src: new URL(img.src).pathname, loaded: img.complete && img.naturalWidth > 0, visible: getComputedStyle(img).visibility === 'visible',
}));
/** Focus in the number starts the island (strategy "interaction"); `country` is what the dropdown then shows. */
async function hydrate(page: Page, country?: string) {
  await field(page).focus();
  await button(page).waitFor();
  if (country) await expect.poll(() => chosen(page)).toBe(country);
}
/** Chooses a country through the dropdown with the mouse, as a visitor would. */
async function chooseCountry(page: Page, name: string) {
  await button(page).click();
  await list(page).getByRole('option', { name: new RegExp(`^${name} \\+\\d+$`) }).click();
  await list(page).waitFor({ state: 'detached' });
}
/** The phone-change results so far (recorded from the page's start). */
const results = (page: Page) => page.evaluate(() => (window as unknown as { phoneResults: Record<string, unknown>[] }).phoneResults);
const lastResult = (page: Page, valid: boolean) => page.waitForFunction((v) => (window as unknown as { phoneResults: { valid: boolean }[] }).phoneResults.at(-1)?.valid === v, valid);
/** Fills every other field of the application validly (the notice acknowledged unless told not to). */
/** Checks a box; tried again if a click landed while the page still moved (once in a full run on a busy machine). */
async function tick(page: Page, selector: string) {
  for (let tries = 1; ; tries++) {
    try {
      return await page.locator(selector).check({ timeout: 5000 });
    } catch (e) {
      if (tries === 3) throw e;
    }
  }
}

async function fillRest(page: Page, { notice = true } = {}) {
  await page.locator('#app-fullName').fill('Ayşe Yılmaz');
  await page.locator('#app-businessName').fill('Yılmaz Market');
  await page.locator('#app-businessType').selectOption('market');
  await tick(page, '#app-taxType-company');
  await page.locator('#app-taxNumber').fill('1234567890');
  await page.locator('#app-city').selectOption('İzmir');
  await page.locator('#app-district').fill('Konak');
  await page.locator('#app-email').fill(`ayse.${Math.random().toString(36).slice(2)}@example.com`);
  if (notice) await tick(page, '#app-notice');
}
/** The phone numbers stored so far, in E.164. */
const storedPhones = async () => (await deps.forms.list()).map((s) => s.data.phone);

describe('the country control', () => {
  it('is a select on the page before any script, Türkiye first and chosen, with its flag; hydrated, a dropdown of the visitor\'s country (/api/geo) in its place, the field unmoved', async () => {
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
    expect(await select(page).count()).toBe(0);
    const control = page.getByRole('button', { name: 'Ülke kodu: Almanya +49' });
    expect(await control.getAttribute('aria-haspopup')).toBe('listbox');
    expect(await control.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('input[type="hidden"][name="phoneCountry"]').inputValue()).toBe('DE');
    await page.waitForFunction(() => (document.querySelector('.phone-flag') as HTMLImageElement).complete);
    expect(await flagState(page)).toEqual({ src: '/flags/DE.svg', loaded: true, visible: true });
    expect(await place()).toEqual(before);
    expect(await field(page).getAttribute('maxlength')).toBe('25');
    expect(await field(page).getAttribute('type')).toBe('tel');
    expect(await field(page).getAttribute('placeholder')).toBe('Telefon numaranı gir');
    expect(errors).toEqual([]);
  });

  for (const [path, lang] of [[TR_PAGE, 'tr'], [EN_PAGE, 'en']] as const) {
    it(`hydrates the server's markup without a mismatch or console error, keeping the server's number field node (${lang})`, async () => {
      const { page, errors } = await open(path, { country: 'TR' });
      await page.waitForLoadState('load');
      await page.evaluate(() => {
        (document.getElementById('app-phone') as HTMLElement & { serverNode?: boolean }).serverNode = true;
        (document.querySelector('.phone-input') as HTMLElement & { serverNode?: boolean }).serverNode = true;
      });
      await field(page).fill('0532 123 45 67'); // typed before the widget is live (focus starts it)
      await hydrate(page, 'TR');
      expect(await page.evaluate(() => [document.getElementById('app-phone'), document.querySelector('.phone-input')].map((n) => (n as { serverNode?: boolean }).serverNode))).toEqual([true, true]);
      expect(await field(page).inputValue()).toBe('0532 123 45 67');
      await lastResult(page, true); // and it is checked
      expect(errors).toEqual([]);
    });
  }

  it('on the English page: English names and placeholder', async () => {
    const { page } = await open(EN_PAGE, { country: 'NL' });
    await hydrate(page, 'NL');
    expect(await page.getByRole('button', { name: 'Country code: Netherlands +31' }).count()).toBe(1);
    expect(await field(page).getAttribute('placeholder')).toBe('Enter a phone number');
    await button(page).click();
    expect(await list(page).getByRole('option').evaluateAll((os) => os.slice(0, 2).map((o) => o.textContent))).toEqual(['Türkiye+90', 'Germany+49']);
  });

  it('stays on Türkiye, with a warning, when detection fails', async () => {
    const { page, warnings, errors } = await open(TR_PAGE, { country: null, before: async (p) => void (await p.route('**/api/geo', (r) => r.fulfill({ status: 503, body: '' }))) });
    await hydrate(page);
    await expect.poll(() => warnings.some((w) => /country detection failed/.test(w))).toBe(true);
    expect(await chosen(page)).toBe('TR');
    expect(errors.filter((e) => !/503/.test(e))).toEqual([]);
  });

  it('a Turkish page in a browser set to en-US, with no country header, starts and stays on Türkiye (a language is not a location)', async () => {
    const { page, errors } = await open(TR_PAGE, { country: null, options: { ...DESKTOP, locale: 'en-US' } });
    const geo = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/geo');
    await field(page).focus();
    expect(await (await geo).json()).toEqual({ country: null });
    await button(page).waitFor();
    // Give the answer its turn to change the country (it must not).
    await page.waitForTimeout(200);
    expect(await chosen(page)).toBe('TR');
    expect(await button(page).getAttribute('aria-label')).toBe('Ülke kodu: Türkiye +90');
    expect(errors).toEqual([]);
  });

  it('adopts a country picked in the select before the widget was live; the visitor\'s country does not override it', async () => {
    const { page, errors } = await open(TR_PAGE, { country: 'DE' });
    await page.waitForLoadState('load');
    // Picked without focus or pointer (so the island is not started by it).
    await select(page).evaluate((s: HTMLSelectElement) => ((s.value = 'NL'), s.dispatchEvent(new Event('change', { bubbles: true }))));
    expect(await page.locator('.phone-input.ready').count()).toBe(0);
    await hydrate(page, 'NL');
    await page.waitForTimeout(300); // /api/geo (DE) has answered by now
    expect(await chosen(page)).toBe('NL');
    expect(await flagState(page)).toMatchObject({ src: '/flags/NL.svg' });
    expect(errors).toEqual([]);
  });

  it('does not swap the select out while the visitor is using it: a focused select stays until it is left, with the country chosen in it', async () => {
    const { page, errors } = await open(TR_PAGE, { country: 'TR' });
    await page.locator('#app-district').focus(); // the field before the phone
    await page.keyboard.press('Tab'); // focus in the select starts the island
    expect(await focused(page)).toBe('app-phone-country');
    await page.locator('.phone-input.ready').waitFor();
    await page.keyboard.press('ArrowDown'); // the native select's own keys: Almanya, then Hollanda
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(200);
    expect(await select(page).count()).toBe(1);
    expect(await focused(page)).toBe('app-phone-country');
    expect(await chosen(page)).toBe('NL');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('app-phone');
    await button(page).waitFor();
    expect(await select(page).count()).toBe(0);
    expect(await chosen(page)).toBe('NL');
    expect(await flagState(page)).toMatchObject({ src: '/flags/NL.svg' });
    expect(errors).toEqual([]);
  });

  it('a chosen country is posted and kept when the form comes back with an error', async () => {
    const { page, errors } = await open(TR_PAGE, { country: 'TR' });
    await hydrate(page, 'TR');
    await chooseCountry(page, 'Almanya');
    expect((await flagState(page)).src).toBe('/flags/DE.svg');
    // A German number written the German way is valid once Germany is chosen. The form comes
    // back for the unticked acknowledgement, with the number and the country as chosen.
    await field(page).fill('01512 3456789');
    await fillRest(page, { notice: false });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && !r.url().includes('/api/')),
      page.locator('.application-form button[type="submit"]').click(),
    ]);
    expect(response.request().postData()).toMatch(/phoneCountry(=|"\r\n\r\n)DE/); // through the hidden input
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

describe('the country list', () => {
  it('lists every country with its flag, name and dial code, the preferred ones first and the chosen one marked', async () => {
    const { page, errors } = await open(TR_PAGE, { country: 'TR' });
    await hydrate(page, 'TR');
    await button(page).click();
    expect(await button(page).getAttribute('aria-expanded')).toBe('true');
    expect(await button(page).getAttribute('aria-controls')).toBe(await list(page).getAttribute('id'));
    const options = list(page).getByRole('option');
    expect(await options.count()).toBeGreaterThan(200);
    expect(await options.evaluateAll((os) => os.slice(0, 4).map((o) => o.textContent))).toEqual(['Türkiye+90', 'Almanya+49', 'Hollanda+31', 'Avusturya+43']);
    expect(await list(page).getByRole('option', { selected: true }).textContent()).toBe('Türkiye+90');
    const img = options.nth(3).locator('img');
    expect([await img.getAttribute('src'), await img.getAttribute('loading'), await img.getAttribute('alt')]).toEqual(['/flags/AT.svg', 'lazy', '']);
    await page.waitForFunction(() => (document.querySelector('[role="option"] img') as HTMLImageElement).naturalWidth > 0);
    expect(errors).toEqual([]);
  });

  it('keyboard: arrows move the active option (scrolled into view), Enter chooses it and gives focus back to the button', async () => {
    const { page, errors } = await open(TR_PAGE, { country: 'TR' });
    await hydrate(page, 'TR');
    await button(page).focus();
    await page.keyboard.press('ArrowDown'); // opens on the chosen country
    await list(page).waitFor();
    expect(await focused(page)).toBe('app-phone-countries');
    expect(await activeOption(page)).toBe('Türkiye');
    await page.keyboard.press('ArrowUp'); // the first stays first
    expect(await activeOption(page)).toBe('Türkiye');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await activeOption(page)).toBe('Hollanda');
    await page.keyboard.press('ArrowUp');
    expect(await activeOption(page)).toBe('Almanya');
    await page.keyboard.press('End');
    expect(await activeOption(page)).toBe('Zimbabve');
    // The active option is scrolled into the list's view.
    const inView = () => page.evaluate(() => {
      const l = document.querySelector('[role="listbox"]')!.getBoundingClientRect();
      const o = document.getElementById(document.querySelector('[role="listbox"]')!.getAttribute('aria-activedescendant')!)!.getBoundingClientRect();
      return o.top >= l.top - 1 && o.bottom <= l.bottom + 1;
    });
    expect(await inView()).toBe(true);
    await page.keyboard.press('Home');
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowDown');
    expect(await inView()).toBe(true);
    expect(await page.evaluate(() => document.querySelector('[role="listbox"]')!.scrollTop)).toBeGreaterThan(0);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await list(page).waitFor({ state: 'detached' });
    expect(await chosen(page)).toBe('DE');
    expect(await focused(page)).toBe('phone-country-button');
    expect(await button(page).getAttribute('aria-expanded')).toBe('false');
    expect(await button(page).getAttribute('aria-label')).toBe('Ülke kodu: Almanya +49');
    expect(errors).toEqual([]);
  });

  it('Escape closes the list without choosing and gives focus back to the button; Tab closes it and moves on to the number', async () => {
    const { page } = await open(TR_PAGE, { country: 'TR' });
    await hydrate(page, 'TR');
    await button(page).focus();
    await page.keyboard.press('Enter'); // the button's own activation opens the list
    await list(page).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await list(page).waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('phone-country-button');
    expect(await chosen(page)).toBe('TR');

    await page.keyboard.press('Enter');
    await list(page).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await list(page).waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('app-phone');
    expect(await chosen(page)).toBe('TR');
    expect(await button(page).getAttribute('aria-expanded')).toBe('false');
  });

  it('Shift+Tab in the list closes it without choosing and gives focus back to the button', async () => {
    const { page } = await open(TR_PAGE, { country: 'TR' });
    await hydrate(page, 'TR');
    await button(page).focus();
    await page.keyboard.press('ArrowDown');
    await list(page).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+Tab');
    await list(page).waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('phone-country-button');
    expect(await chosen(page)).toBe('TR');
  });

  it('typing finds a country by name (Turkish letters lower-cased the Turkish way); the typed text is forgotten 700 ms after the last key', async () => {
    const { page } = await open(TR_PAGE, { country: 'TR' });
    await hydrate(page, 'TR');
    await button(page).focus();
    // The page's clock stands still from here on: its timers run only when the test says so.
    await page.clock.install();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.keyboard.press('a'); // typing on the button opens the list at the match
    await list(page).waitFor();
    expect(await activeOption(page)).toBe('Almanya');
    await page.clock.runFor(699); // 1 ms short of the reset: the text grows to "al"
    await page.keyboard.press('l');
    expect(await activeOption(page)).toBe('Almanya');
    await page.keyboard.press('b'); // "alb": no country, the active one stays
    expect(await activeOption(page)).toBe('Almanya');
    await page.clock.runFor(700); // 700 ms after the last key: forgotten, "l" starts afresh
    await page.keyboard.press('l');
    expect(await activeOption(page)).toMatch(/^L/);
    await page.clock.runFor(700);
    await page.keyboard.press('h');
    expect(await activeOption(page)).toMatch(/^H/);
    await page.clock.runFor(700);
    await page.keyboard.type('ir'); // İran: "İ" lower-cases to "i" in Turkish (in English, Irak would match)
    expect(await activeOption(page)).toBe('İran');
    await page.clock.runFor(700);
    await page.keyboard.press('Shift+KeyI'); // a capital I is a dotless ı in Turkish: Irak
    expect(await activeOption(page)).toBe('Irak');
    await page.keyboard.press('Enter');
    expect(await chosen(page)).toBe('IQ');
  });

  it('opens downward with 200 px or more below the button, upward with less', async () => {
    const { page } = await open(TR_PAGE, { country: 'TR' });
    await hydrate(page, 'TR');
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    /** Scrolls so that `below` px of the window remain under the button, opens the list and reports where it is. */
    const openWith = async (below: number) => {
      const space = await button(page).evaluate((b, want) => {
        window.scrollBy({ top: b.getBoundingClientRect().bottom - (innerHeight - want), behavior: 'instant' });
        return Math.round(innerHeight - b.getBoundingClientRect().bottom);
      }, below);
      expect(space).toBe(below);
      await button(page).click();
      const [b, l] = [await button(page).boundingBox(), await list(page).boundingBox()];
      await button(page).click(); // closes it again
      await list(page).waitFor({ state: 'detached' });
      return l!.y >= b!.y + b!.height ? 'down' : l!.y + l!.height <= b!.y ? 'up' : 'overlapping';
    };
    expect(await openWith(400)).toBe('down');
    expect(await openWith(201)).toBe('down');
    expect(await openWith(199)).toBe('up');
    expect(await openWith(60)).toBe('up');
  });

  it('with the mouse: an option click chooses it; a click outside closes the list without choosing', async () => {
    const { page, errors } = await open(TR_PAGE, { country: 'TR' });
    await hydrate(page, 'TR');
    await chooseCountry(page, 'Hollanda');
    expect(await chosen(page)).toBe('NL');
    expect((await flagState(page)).src).toBe('/flags/NL.svg');
    await button(page).click();
    await list(page).waitFor();
    await page.locator('h1').click();
    await list(page).waitFor({ state: 'detached' });
    expect(await button(page).getAttribute('aria-expanded')).toBe('false');
    expect(await chosen(page)).toBe('NL');
    expect(errors).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [320, 390, 1024, 1280]) {
      it(`looks like part of the site at ${width} px, ${colorScheme}: the open list fits the window (screenshot in /tmp/phone-shots)`, async () => {
        mkdirSync('/tmp/phone-shots', { recursive: true });
        const { page, errors } = await open(TR_PAGE, { country: 'TR', options: { viewport: { width, height: 800 }, colorScheme } });
        await hydrate(page, 'TR');
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
        await button(page).evaluate((b) => window.scrollBy({ top: b.getBoundingClientRect().top - 200, behavior: 'instant' }));
        await button(page).click();
        await page.keyboard.press('ArrowDown');
        await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('[role="option"] img')].slice(0, 6).every((i) => i.naturalWidth > 0));
        const box = (await list(page).boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(box.height).toBeGreaterThan(200);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `/tmp/phone-shots/${width}-${colorScheme}.png` });
        expect(errors).toEqual([]);
      });
    }
  }
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
    // On a busy machine a pause between keystrokes can outlast the debounce, and a part of the
    // number is checked (and reported) first: the whole number's report is the one awaited.
    await expect.poll(async () => (await results(page)).at(-1), { timeout: WAIT_MS }).toEqual({ country: 'DE', countryCode: '49', formatted: '+49 1512 3456789', valid: true, possible: true, nationalNumber: '15123456789' });
    await expect.poll(() => chosen(page)).toBe('DE');
    expect((await flagState(page)).src).toBe('/flags/DE.svg');
    expect(await field(page).getAttribute('aria-invalid')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('an answer about a country no longer chosen is not shown: the check of the one chosen since decides', async () => {
    const { page, errors } = await open(TR_PAGE, { country: 'TR' });
    await hydrate(page, 'TR');
    // Türkiye's answer is held back until the visitor has chosen France and France's has come.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/phone', async (route) => {
      if ((route.request().postDataJSON() as { country: string }).country === 'TR') await held;
      await route.fallback();
    });
    const asked = page.waitForRequest((r) => r.url().endsWith('/api/phone') && (r.postDataJSON() as { country: string }).country === 'TR');
    await field(page).fill('06 12 34 56 78'); // a French mobile number, not a Turkish one
    await page.keyboard.press('Tab'); // leaving the field checks it in Türkiye at once
    await asked;
    await chooseCountry(page, 'Fransa');
    await lastResult(page, true);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/phone') && (r.request().postDataJSON() as { country: string }).country === 'TR');
    release();
    expect(await (await answered).json()).toMatchObject({ valid: false });
    await page.waitForTimeout(200);
    expect((await results(page)).at(-1)).toMatchObject({ country: 'FR', valid: true });
    expect(await field(page).getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('.phone-input .error').count()).toBe(0);
    expect(await field(page).evaluate((el: HTMLInputElement) => el.validationMessage)).toBe('');
    expect(errors).toEqual([]);
  });

  it('choosing the earlier country again shows its verdict, even when its answer came after the later country\'s', async () => {
    const { page, errors } = await open(TR_PAGE, { country: 'TR' });
    await hydrate(page, 'TR');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let holding = true;
    await page.route('**/api/phone', async (route) => {
      if (holding && (route.request().postDataJSON() as { country: string }).country === 'TR') await held;
      await route.fallback();
    });
    const asked = page.waitForRequest((r) => r.url().endsWith('/api/phone') && (r.postDataJSON() as { country: string }).country === 'TR');
    await field(page).fill('06 12 34 56 78'); // a French mobile number, not a Turkish one
    await page.keyboard.press('Tab');
    await asked;
    await chooseCountry(page, 'Fransa');
    await lastResult(page, true);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/phone') && (r.request().postDataJSON() as { country: string }).country === 'TR');
    holding = false;
    release();
    await answered;
    // Back to Türkiye: the number is wrong there, and the field says so.
    await chooseCountry(page, 'Türkiye');
    await expect.poll(() => field(page).getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.phone-input .error').textContent()).toBe(INVALID_TR);
    expect(await field(page).evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(INVALID_TR);
    expect(errors).toEqual([]);
  });

  it('keeps only valid characters as they are typed', async () => {
    const { page } = await open(TR_PAGE);
    await hydrate(page);
    await field(page).click();
    await page.keyboard.type('0532a 123/45.67x');
    expect(await field(page).inputValue()).toBe('0532 1234567');
  });

  it('an invalid number shows the message after leaving the field; sent, the summary names it with every other error at once', async () => {
    const { page, posts } = await open(TR_PAGE);
    await hydrate(page, 'TR');
    await field(page).fill('0532 12');
    await page.keyboard.press('Tab');
    const message = page.locator('.phone-input .error');
    await message.waitFor();
    expect(await message.textContent()).toBe(INVALID_TR);
    expect(await field(page).getAttribute('aria-invalid')).toBe('true');
    expect(await field(page).getAttribute('aria-describedby')).toContain(await message.getAttribute('id'));
    expect(await field(page).evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(INVALID_TR);

    // The other fields left empty: one press of the button lists the phone's error and theirs.
    await page.locator('.application-form button[type="submit"]').click();
    const summary = page.locator('.error-summary li');
    await summary.first().waitFor();
    const items = await summary.allTextContents();
    expect(items).toContain(INVALID_TR);
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(posts).toHaveLength(1);
    expect(await field(page).inputValue()).toBe('0532 12');
  });

  it('a corrected number loses its message', async () => {
    const { page } = await open(TR_PAGE);
    await hydrate(page, 'TR');
    await field(page).fill('0532 12');
    await page.keyboard.press('Tab');
    const message = page.locator('.phone-input .error');
    await message.waitFor();
    await field(page).fill('0532 123 45 67');
    await message.waitFor({ state: 'detached' });
    expect(await field(page).getAttribute('aria-invalid')).toBeNull();
  });

  it('Enter right after typing an invalid number waits for the check, and the summary names the number', async () => {
    const { page, posts } = await open(TR_PAGE);
    await hydrate(page, 'TR');
    await fillRest(page);
    await field(page).click();
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await page.locator('.error-summary li').first().waitFor();
    expect(await page.locator('.error-summary li').allTextContents()).toEqual([INVALID_TR]);
    expect(posts).toHaveLength(1);
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
  it('country button and number are large enough to tap and fit the screen; a chosen country checks the number in it', async () => {
    const { page, errors } = await open(TR_PAGE, { options: PHONE, country: 'AT' });
    await field(page).tap();
    await hydrate(page, 'AT');
    for (const box of [await button(page).boundingBox(), await field(page).boundingBox()]) {
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await button(page).tap();
    await list(page).getByRole('option', { name: 'Fransa +33' }).tap();
    expect(await chosen(page)).toBe('FR');
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
