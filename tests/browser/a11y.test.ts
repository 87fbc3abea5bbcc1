// axe-core in Chromium, with JavaScript, in light and dark mode: every page type (both
// palettes), the home page on desktop and phone with each widget open in turn, the
// application page with its phone field, both forms with their error summaries, the thank-you
// state, the search results and the 404 page. Any violation, of any impact, fails, naming the
// rule, its impact and the elements.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContextOptions, Page } from 'playwright';
import { browserSuite, scrolledInto, DESKTOP, PHONE, WAIT_MS } from '../helpers/browser.js';

// Evaluated in the page (the site's CSP would block a <script> tag).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const suite = browserSuite();

const SCHEMES = ['light', 'dark'] as const;

interface Violation { id: string; impact: string; help: string; targets: string[] }

async function audit(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: { id: string; impact?: string; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map((v) => ({ id: v.id, impact: v.impact ?? 'unknown', help: v.help, targets: v.nodes.map((n) => n.target.map(String).join(' ')) }));
  });
}

/**
 * Waits until the page is as a reader sees it once it has stopped moving: the runtime has run
 * (it pushes the page view last), `load` islands have started, the scroll reveal has made its
 * first report and every section is shown, and no animation runs. axe reads colours as they are
 * at that instant: the consent banner 50 ms into its fade-in measures 2.48:1.
 */
async function settled(page: Page) {
  await page.waitForFunction(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some((e) => e.event === 'content-view'));
  await page.waitForFunction(() => [...document.querySelectorAll('[data-island][data-hydrate="load"]')].every((n) => /^(true|error)$/.test(n.getAttribute('data-hydrated') ?? '')));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.evaluate(() => document.querySelectorAll('[data-reveal="hidden"]').forEach((el) => el.setAttribute('data-reveal', 'shown')));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

const hydrated = (page: Page, id: string) => page.locator(`[data-island="${id}"][data-hydrated="true"]`).waitFor({ state: 'attached' });
const consentShown = (page: Page) => page.locator('.consent').first().isVisible().catch(() => false);

/**
 * Runs `setup` in a fresh page for each colour scheme (in parallel), audits the result, and
 * fails with every violation listed.
 */
async function check(label: string, options: BrowserContextOptions, path: string, setup: (page: Page) => Promise<void> = async () => {}) {
  await checkAll(options, [[label, path]], setup);
}

/** Like `check`, for several pages in turn, one tab per colour scheme. */
async function checkAll(options: BrowserContextOptions, pages: [string, string][], setup: (page: Page) => Promise<void> = async () => {}) {
  const found = await Promise.all(SCHEMES.map(async (colorScheme) => {
    const context = await suite.browser.newContext({ ...options, colorScheme });
    suite.contexts.push(context);
    context.setDefaultTimeout(WAIT_MS);
    const page = await context.newPage();
    const out: string[] = [];
    for (const [label, path] of pages) {
      await page.goto(suite.server.url + path);
      await settled(page);
      await setup(page);
      // Again: a setup may have loaded a new document (a form sent before its widget loaded).
      await settled(page);
      const where = `${label}, ${colorScheme}, ${options.viewport!.width}px${(await consentShown(page)) ? ', consent banner shown' : ''}`;
      out.push(...(await audit(page)).map((v) => `[${where}] ${v.id} (${v.impact}): ${v.help}\n    ${v.targets.join('\n    ')}`));
    }
    await context.close();
    return out;
  }));
  expect(found.flat(), found.flat().join('\n')).toEqual([]);
}

/** Opens the first header dropdown with the mouse (the nav-menu island). */
async function openDropdown(page: Page) {
  await page.locator('.main-nav summary').first().click();
  await page.locator('.main-nav details[open] .dropdown a').first().waitFor({ state: 'visible' });
}

/** Opens the search panel and types a term; waits for the live results if the widget fetches them. */
async function searchWithResults(page: Page) {
  await page.locator('.search-toggle > summary').click();
  await hydrated(page, 'search-box');
  await page.locator('#header-search').fill('kart');
  await page.locator('.search-panel .result').first().waitFor();
  await page.keyboard.press('ArrowDown'); // an active option (aria-activedescendant)
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(await page.locator('.search-panel').isVisible()).toBe(true);
}

async function openQr(page: Page) {
  await page.locator('.header-actions .qr-button').click();
  await page.locator('#qr').waitFor({ state: 'visible' });
}

/** The phone field started, another country chosen and a wrong number left with its message shown. */
async function phoneField(page: Page) {
  const field = page.locator('[data-island="phone-input"] input[type="tel"]');
  await field.scrollIntoViewIfNeeded();
  await field.focus();
  await hydrated(page, 'phone-input');
  // Live, the country is chosen in the widget's listbox (the native select is the no-JavaScript form).
  await page.locator('[data-island="phone-input"] button[aria-haspopup="listbox"]').click();
  await page.locator('[data-island="phone-input"]').getByRole('option', { name: /^(Almanya|Germany) \+49$/ }).click();
  await field.fill('0151 12');
  await field.blur();
  await page.locator('[data-island="phone-input"] .error').waitFor();
}

/** Sends the page's form empty; the answer (a new page, or the form widget's swap) has the error summary. */
async function submitEmpty(page: Page) {
  const submit = page.locator('main form[method="post"] button[type="submit"]');
  await scrolledInto(submit);
  await submit.click();
  await page.locator('.error-summary').waitFor({ state: 'visible' });
}

/** One page of each kind, and every page of the green business palette. */
const PAGE_TYPES: [string, string][] = [
  ['home', '/'], ['product page', '/ucretsiz-para-transferi/'], ['fees', '/en/fees-and-limits/'], ['blog list', '/blog/'],
  ['article', '/blog/unilira-ile-ucretsiz-para-gonderme-rehberi/'], ['campaign list', '/en/campaigns/'],
  ['campaign', '/kampanyalar/arkadasini-davet-et-100-tl-kazan/'], ['FAQ home', '/sikca-sorulan-sorular/'], ['FAQ category', '/en/faq/cards/'],
  ['FAQ item', '/sikca-sorulan-sorular/kartlar/sanal-kart-nerede-kullanilir/'], ['offices', '/temsilciliklerimiz/'],
  ['providers', '/en/in-network-providers/'], ['contact', '/iletisim/'], ['about', '/hakkimizda/'], ['privacy page', '/gizlilik-ve-guvenlik/cerez-politikasi/'],
  ['business: corporate', '/kurumsal/'], ['business: virtual POS', '/sanal-pos/'], ['business: multi-currency POS', '/en/virtual-pos/multi-currency-pos/'],
  ['business: link payment', '/sanal-pos/link-ile-odeme-alma/'],
  ['corporate governance', '/kurumsal-yonetim/'], ['card comparison', '/en/prepaid-card/'], ['legal page', '/gizlilik-ve-guvenlik/sikayet-sureci/'],
  ['transfer calculator', '/para-transferi-hesapla/'], ['calculator result', '/en/transfer-calculator/?amount=1000&side=send&to=gb-gbp-bank'],
  ['calculator errors', '/para-transferi-hesapla/?amount=-5&to=xx'], ['fee archive', '/en/fees-and-limits/archive/2025-07-01/'],
  ['rates index', '/doviz-kurlari/'], ['currency rates, a year', '/en/exchange-rates/euro/?days=365'],
];

/** The lists with a filter applied, and the answer to a filter value they do not know. */
const FILTERED: [string, string][] = [
  ['offices filtered', '/temsilciliklerimiz/?il=istanbul'], ['offices, unknown city', '/en/our-representative-offices/?city=atlantis'],
  ['providers filtered', '/anlasmali-kurumlar/?kategori=fatura-odeme'],
];

/** The blog list's other pages and filters (not in the sitemaps), an article's end, a campaign with its countdown. */
const BLOG_PAGES: [string, string][] = [
  ['blog list page 2', '/blog/?sayfa=2'], ['blog category', '/en/blog/?category=security'],
  ['article with related articles', '/en/blog/how-to-send-money-free-with-unilira/'], ['campaign with banner and countdown', '/en/campaigns/invite-a-friend-earn-100-try/'],
];

describe('accessibility (axe-core): every page type, light and dark', () => {
  // In groups of six, so a slow machine costs one group its time rather than the whole list.
  for (let i = 0; i < PAGE_TYPES.length; i += 6) {
    const group = PAGE_TYPES.slice(i, i + 6);
    it(`on a desktop: ${group.map(([label]) => label).join(', ')}`, () => checkAll(DESKTOP, group), 90_000);
  }
  const byLabel = (label: string) => PAGE_TYPES.find(([l]) => l === label)!;
  it('fees and a business page on a phone', () => checkAll(PHONE, ['fees', 'business: virtual POS'].map(byLabel)));
  it('the rates index and a currency’s year on a phone', () => checkAll(PHONE, ['rates index', 'currency rates, a year'].map(byLabel)));
  it('the calculator with a result and with errors on a phone', () => checkAll(PHONE, ['calculator result', 'calculator errors'].map(byLabel)));
  it('the offices and providers lists filtered, and with an unknown filter value (a 400 page)', () => checkAll(DESKTOP, FILTERED), 90_000);
  it('the filtered offices on a phone', () => checkAll(PHONE, [FILTERED[0]!]), 60_000);
  it('blog list pages, an article and a campaign on a desktop and a phone', async () => {
    await checkAll(DESKTOP, BLOG_PAGES);
    await checkAll(PHONE, BLOG_PAGES);
  }, 120_000);
});

describe('accessibility (axe-core): desktop', () => {
  it('home page', () => check('home', DESKTOP, '/'));
  it('home page with a header dropdown open', () => check('dropdown open', DESKTOP, '/', openDropdown));
  it('home page with the search panel open and results', () => check('search open', DESKTOP, '/', searchWithResults));
  it('home page with the QR overlay open', () => check('QR overlay', DESKTOP, '/', openQr));
  it('the application page with the phone field in use', () => check('application', DESKTOP, '/temsilcilik-basvurusu/', phoneField));
  it('the application page after a submit with errors', () => check('application errors', DESKTOP, '/temsilcilik-basvurusu/', submitEmpty));
  it('the contact page after a submit with errors', () => check('contact errors', DESKTOP, '/en/communication/', submitEmpty));
  it('the thank-you state after an application', () => check('thank you', DESKTOP, '/temsilcilik-basvurusu/?gonderildi=UL-2345-6789'));
  it('the search results page', () => check('results', DESKTOP, '/arama/?q=kart'));
  it('the results page with no results and its suggestions', () => check('no results', DESKTOP, '/en/search/?q=qqzzxxw'));
  it('the help centre with its search in use', () => check('FAQ search', DESKTOP, '/sikca-sorulan-sorular/', async (page) => {
    await page.locator('#faq-search').fill('kart');
    await page.locator('.hero .result').first().waitFor();
  }));
  it('the 404 page', () => check('404', DESKTOP, '/bu-sayfa-yok/'));
});

describe('accessibility (axe-core): phone', () => {
  it('home page', () => check('home', PHONE, '/en/'));
  it('home page with the mobile menu open', () =>
    check('mobile menu', PHONE, '/', async (page) => {
      await page.locator('.header-actions .menu-toggle').tap();
      await page.locator('#mobile-menu').waitFor({ state: 'visible' });
      await page.locator('#mobile-menu summary').first().tap();
    }));
  it('home page with the search panel open and results', () => check('search open', PHONE, '/', searchWithResults));
  it('home page with the QR overlay open', () => check('QR overlay', PHONE, '/', async (page) => {
    await page.locator('.header-actions .qr-button').tap();
    await page.locator('#qr').waitFor({ state: 'visible' });
  }));
  it('home page with a footer column open', () =>
    check('footer column', PHONE, '/', async (page) => {
      const summary = page.locator('.footer-col > summary').nth(1);
      await summary.scrollIntoViewIfNeeded();
      await summary.tap();
      await page.locator('.footer-col').nth(1).locator('a').first().waitFor({ state: 'visible' });
    }));
  it('the application page with the phone field in use', () => check('application', PHONE, '/temsilcilik-basvurusu/', phoneField));
  it('the 404 page', () => check('404', PHONE, '/en/no-such-page/'));
});
