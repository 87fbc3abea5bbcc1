// The form enhancement and the forms it enhances: the representative application and the
// contact form in Chromium, in both languages, with JavaScript and without: wrong input first
// (the error summary, the messages, every value kept), then right input (the confirmation
// with its reference, stored once). With JavaScript the page never reloads and focus moves to
// the summary, then the confirmation. Last, the business enquiry from the virtual POS page
// without JavaScript.
import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright';
import { browserSuite, DESKTOP, WAIT_MS } from '../../tests/helpers/browser.js';
import type { SiteDeps } from '../../server/site.js';
import { REFERENCE_PATTERN } from '../../server/forms/reference.js';
import { LOCALES, type Locale } from '../../shared/locale.js';

let deps: SiteDeps;
const suite = browserSuite({ rateLimits: { search: 100, phone: 500, forms: 100, reports: 100 } }, (d) => void (deps = d));

const PAGES = {
  application: { tr: '/temsilcilik-basvurusu/', en: '/en/representative-application/' },
  contact: { tr: '/iletisim/', en: '/en/communication/' },
} as const;
type Form = keyof typeof PAGES;
const SUMMARY_TITLE = { tr: 'Bir sorun var', en: 'There is a problem' };

async function open(path: string, javaScriptEnabled: boolean) {
  // Reduced motion: a smooth scroll under the sticky header can move a checkbox between
  // the driver's aim and its click, which is a race in the driver, not in the form.
  const context = await suite.browser.newContext({ ...DESKTOP, javaScriptEnabled, reducedMotion: 'reduce' });
  suite.contexts.push(context);
  context.setDefaultTimeout(WAIT_MS);
  const page = await context.newPage();
  // The visitor already answered the consent banner, so it stays out of the way.
  await page.addInitScript(() => localStorage.setItem('consent', JSON.stringify({ value: 'denied', at: new Date().toISOString() })));
  const posts: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && !new URL(r.url()).pathname.startsWith('/api/') && posts.push(r.url()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'TR' });
  await page.goto(suite.server.url + path);
  return { page, posts, errors };
}

const p = (form: Form) => (form === 'application' ? 'app' : 'contact');
const focusedClass = (page: Page) => page.evaluate(() => `${document.activeElement?.className ?? ''} ${document.activeElement?.closest('.form-sent') ? 'in-confirmation' : ''}`);

/** Everything but the e-mail address, the phone and the acknowledgement: those the tests vary. */
async function fillValid(page: Page, form: Form, tag: string) {
  const id = (f: string) => page.locator(`#${p(form)}-${f}`);
  await id('fullName').fill(`Ayşe Yılmaz ${tag}`);
  if (form === 'application') {
    await id('businessName').fill('Yılmaz Market');
    await id('businessType').selectOption('kiosk');
    await page.locator('#app-taxType-individual').check();
    await id('taxNumber').fill('10000000146');
    await id('city').selectOption('Eskişehir');
    await id('district').fill('Odunpazarı');
    await id('phone').fill('0532 123 45 67');
  } else {
    await id('subject').selectOption('transfer');
    await id('message').fill(`Gönderdiğim transfer hâlâ görünmüyor (${tag}).`);
  }
}

async function submit(page: Page, form: Form, js: boolean) {
  const button = page.locator(`.${form}-form button[type="submit"]`);
  if (js) return button.click();
  await Promise.all([page.waitForNavigation(), button.click()]);
}

describe.each([true, false])('forms with JavaScript %s', (js) => {
  describe.each(LOCALES)('in %s', (locale: Locale) => {
    it.each(['application', 'contact'] as const)('%s: wrong input, then right input', async (form) => {
      const tag = `${js ? 'js' : 'nojs'}-${locale}-${form}`;
      const { page, posts, errors } = await open(PAGES[form][locale], js);
      const id = (f: string) => page.locator(`#${p(form)}-${f}`);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1)).catch(() => undefined);
      await fillValid(page, form, tag);
      await id('email').fill('ayse@');
      if (js) await page.locator('[data-island="form-enhance"][data-hydrated="true"]').waitFor({ state: 'attached' });

      // Wrong: a broken e-mail address and the acknowledgement left unticked.
      await submit(page, form, js);
      const summary = page.locator('.error-summary');
      await summary.waitFor();
      // Its content is an alert, as in GOV.UK's error summary, so it is announced when it appears.
      expect(await summary.getByRole('alert').getByRole('heading').textContent()).toBe(SUMMARY_TITLE[locale]);
      expect(await summary.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([`#${p(form)}-email`, `#${p(form)}-notice`]);
      expect(await id('email-error').isVisible()).toBe(true);
      expect(await id('email').inputValue()).toBe('ayse@');
      expect(await id('fullName').inputValue()).toBe(`Ayşe Yılmaz ${tag}`);
      if (form === 'application') {
        expect(await id('city').inputValue()).toBe('Eskişehir');
        expect(await page.locator('#app-taxType-individual').isChecked()).toBe(true);
      } else {
        expect(await id('subject').inputValue()).toBe('transfer');
      }
      if (js) {
        expect(await focusedClass(page)).toContain('error-summary');
        // No page load: the marker set before is still there.
        expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      } else {
        expect(await page.title()).toMatch(locale === 'tr' ? /^Hata: / : /^Error: /);
      }
      // A summary link leads to its field.
      await summary.locator('a').first().click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`${p(form)}-email`);

      // Right.
      await id('email').fill(`${tag}@example.com`);
      await id('notice').check();
      await submit(page, form, js);
      const sent = page.locator('.form-sent');
      await sent.waitFor();
      const reference = (await sent.locator('.reference').textContent())!;
      expect(reference).toMatch(REFERENCE_PATTERN);
      if (js) {
        expect(await focusedClass(page)).toContain('in-confirmation');
        expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      } else {
        const url = new URL(page.url());
        expect(url.searchParams.get(locale === 'tr' ? 'gonderildi' : 'sent')).toBe(reference);
        // Post/redirect/get: a reload shows the confirmation again and sends nothing.
        await page.reload();
        expect(await page.locator('.form-sent .reference').textContent()).toBe(reference);
      }
      expect(posts).toHaveLength(2);
      const mine = (await deps.forms.list()).filter((s) => s.data.email === `${tag}@example.com`);
      expect(mine.map((s) => [s.reference, s.locale, s.kind])).toEqual([[reference, locale, form]]);
      expect(errors).toEqual([]);
    });
  });
});

describe('business enquiry without JavaScript', () => {
  it('goes from the virtual POS page to the contact form with "business" chosen, and is stored as an enquiry', async () => {
    const { page } = await open('/en/virtual-pos/', false);
    await Promise.all([page.waitForNavigation(), page.locator('main .enquiry a.button').click()]);
    expect(new URL(page.url()).pathname).toBe('/en/communication/');
    expect(await page.locator('#contact-subject').inputValue()).toBe('business');
    await page.locator('#contact-fullName').fill('Deniz Acar');
    await page.locator('#contact-email').fill('deniz.enquiry@example.com');
    await page.locator('#contact-company').fill('Acar Tekstil');
    await page.locator('#contact-message').fill('We would like to accept card payments on our online store.');
    await page.locator('#contact-notice').check();
    await submit(page, 'contact', false);
    await page.locator('.form-sent').waitFor();
    const mine = (await deps.forms.list()).filter((s) => s.data.email === 'deniz.enquiry@example.com');
    expect(mine.map((s) => [s.kind, s.data.subject, s.data.company])).toEqual([['enquiry', 'business', 'Acar Tekstil']]);
  });
});
