// The transfer calculator in Chromium: the GET form without JavaScript in both languages; with
// it, React only on intent, hydration without a mismatch, answers as the visitor types (one
// request after the pause), and an address that anyone can open to see the same result.
import { describe, it, expect } from 'vitest';
import type { BrowserContextOptions } from 'playwright';
import { browserSuite, DESKTOP, PHONE, typeWhole, WAIT_MS } from '../../tests/helpers/browser.js';

const suite = browserSuite();

/** A fresh page; `clock` installs the page's clock (at the real time) for typeWhole. */
async function open(path: string, options: BrowserContextOptions = DESKTOP, { clock = false } = {}) {
  const context = await suite.browser.newContext(options);
  suite.contexts.push(context);
  context.setDefaultTimeout(WAIT_MS);
  if (clock) await context.clock.install();
  await context.addInitScript(() => {
    try { localStorage.setItem('consent', JSON.stringify({ value: 'denied', at: new Date().toISOString() })); } catch { /* about:blank */ }
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const quotes: URL[] = [];
  const scripts: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('request', (r) => {
    if (r.url().includes('/api/quote')) quotes.push(new URL(r.url()));
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(suite.server.url + path);
  return { page, errors, quotes, scripts };
}

describe('transfer calculator without JavaScript', () => {
  for (const [path, amount, submit, headline, problem] of [
    ['/para-transferi-hesapla/', '1.250,50', 'Hesapla', /^Alıcıya £\d+,\d{2} ulaşır$/, 'Bir sorun var'],
    ['/en/transfer-calculator/', '1,250.50', 'Calculate', /^The recipient gets £\d+\.\d{2}$/, 'There is a problem'],
  ] as const) {
    it(`works as a GET form in ${path.startsWith('/en/') ? 'English' : 'Turkish'}: either amount answers the other, then the error summary`, async () => {
      const context = await suite.browser.newContext({ ...PHONE, javaScriptEnabled: false });
      suite.contexts.push(context);
      const page = await context.newPage();
      await page.goto(suite.server.url + path);
      const field = path.startsWith('/en/') ? 'calculator-calc' : 'hesapla-calc'; // the calculator section's id, in the page's language
      const send = page.locator(`#${field}-send`);
      const receive = page.locator(`#${field}-receive`);
      await send.fill(amount);
      await page.locator(`#${field}-to`).selectOption('gb-gbp-bank');
      await page.getByRole('button', { name: submit }).click();
      await page.waitForURL(/to=gb-gbp-bank/);
      await expect.poll(() => page.locator('.calc-headline').textContent()).toMatch(headline);
      // The other amount is filled in with what arrives, in its currency.
      const arrives = (await page.locator('.calc-headline').textContent())!.match(/[\d.,]+\d/)![0];
      expect([await send.inputValue(), await receive.inputValue(), await page.locator(`#${field}-receive-cur`).textContent()]).toEqual([amount, arrives, 'GBP']);
      // Typing over what arrives asks the other way round: the lira to send for 100 pounds.
      await receive.fill('100');
      await page.getByRole('button', { name: submit }).click();
      await expect.poll(() => page.locator('.calc-headline').textContent()).toMatch(/£100[.,]00/);
      expect(await send.inputValue()).not.toBe(amount);
      expect(await page.locator('.calc-link a').getAttribute('href')).toMatch(/amount=100&side=receive&to=gb-gbp-bank/);
      await send.fill('-5');
      await page.getByRole('button', { name: submit }).click();
      await page.waitForURL(/send=-5/);
      expect(await page.locator('.error-summary h2').textContent()).toBe(problem);
      expect(await send.inputValue()).toBe('-5');
      await page.locator('.error-summary a').first().click();
      expect(await page.evaluate(() => document.activeElement?.id ?? location.hash)).toMatch(new RegExp(`${field}-send`));
    });
  }
});

describe('transfer calculator with JavaScript', () => {
  it('loads React only on intent, hydrates without a mismatch, answers as one types and keeps the URL shareable', async () => {
    const { page, errors, quotes, scripts } = await open('/en/transfer-calculator/', DESKTOP, { clock: true });
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    expect(scripts.filter((s) => s.includes('transfer-calculator'))).toEqual([]);
    const amount = page.locator('#calculator-calc-send');
    await amount.click();
    await page.locator('[data-island="transfer-calculator"][data-hydrated="true"]').waitFor({ state: 'attached' });
    await typeWhole(page, '2500', { delay: 60 });
    await page.locator('.calc-headline').waitFor();
    // One request after the pause, not one per keystroke.
    expect(quotes.map((q) => q.searchParams.get('amount'))).toEqual(['2500']);
    expect(await page.locator('.calc-headline').textContent()).toMatch(/^The recipient gets €\d+\.\d{2}$/);
    // The other amount shows what arrives.
    expect(await page.locator('#calculator-calc-receive').inputValue()).toBe((await page.locator('.calc-headline').textContent())!.slice('The recipient gets €'.length));
    await page.locator('#calculator-calc-to').selectOption('us-usd-bank');
    await expect.poll(() => page.locator('.calc-headline').textContent()).toMatch(/^The recipient gets \$\d+\.\d{2}$/);
    const shared = new URL(page.url());
    expect([shared.pathname, shared.searchParams.get('amount'), shared.searchParams.get('to')]).toEqual(['/en/transfer-calculator/', '2500', 'us-usd-bank']);
    // The language switch follows: it leads to this result in Turkish.
    expect(await page.locator('.header-actions a.lang-switch').getAttribute('href')).toBe(`/para-transferi-hesapla/${shared.search}`);
    const shown = await page.locator('.calc-result').innerText();
    // Someone else opening the address sees the same result, rendered by the server.
    const { page: other } = await open(shared.pathname + shared.search);
    expect(await other.locator('.calc-result').innerText()).toBe(shown);
    expect(errors).toEqual([]);
  });

  it('links the two amounts: what arrives, typed, fills in what to send; the currency follows the destination', async () => {
    const { page, errors, quotes } = await open('/para-transferi-hesapla/', PHONE);
    const send = page.locator('#hesapla-calc-send');
    const receive = page.locator('#hesapla-calc-receive');
    await receive.tap();
    await page.locator('[data-island="transfer-calculator"][data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.locator('#hesapla-calc-to').selectOption('us-usd-cash');
    expect(await page.locator('#hesapla-calc-receive-cur').textContent()).toBe('USD');
    await receive.fill('250');
    await expect.poll(() => page.locator('.calc-headline').textContent()).toBe('Alıcıya $250,00 ulaşır');
    expect(quotes.at(-1)!.searchParams.get('side')).toBe('receive');
    const sent = (await page.locator('.calc-rows div', { hasText: 'Gönderdiğin tutar' }).locator('dd').textContent())!;
    await expect.poll(() => send.inputValue()).toBe(sent.replace(' TL', ''));
    expect(await page.locator('.calc-rows div', { hasText: 'Nereye ve nasıl' }).locator('dd').textContent()).toBe('Amerika Birleşik Devletleri · MoneyGram nakit · USD');
    // Typing in the first again asks from it, and the second follows.
    await send.fill('10000');
    await expect.poll(() => quotes.at(-1)!.searchParams.get('side')).toBe('send');
    await expect.poll(() => receive.inputValue()).not.toBe('250');
    expect(await page.locator('.calc-headline').textContent()).toBe(`Alıcıya $${await receive.inputValue()} ulaşır`);
    expect(errors).toEqual([]);
  });

  it('answers errors in place and then a result again', async () => {
    const { page, errors } = await open('/para-transferi-hesapla/');
    const amount = page.locator('#hesapla-calc-send');
    await amount.click();
    await page.locator('[data-island="transfer-calculator"][data-hydrated="true"]').waitFor({ state: 'attached' });
    await amount.fill('1e309');
    // While typing, the field's own message, beneath it; the summary only for a press of the button.
    await page.locator('#hesapla-calc-send-error').waitFor();
    expect(await page.locator('#hesapla-calc-send-error').textContent()).toMatch(/rakamla/);
    expect(await page.locator('.error-summary').count()).toBe(0);
    await page.locator('.calc-form button[type="submit"]').click();
    await page.locator('.error-summary').waitFor();
    await amount.fill('750');
    await page.locator('.calc-headline').waitFor();
    expect(await page.locator('.error-summary').count()).toBe(0);
    // The API's 400 is its answer to the bad amount (Chromium logs every 4xx); nothing else.
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });

  it('answers in place on the home page, whose address stays as it is', async () => {
    const { page, errors } = await open('/', PHONE);
    const amount = page.locator('#hesapla-calc-send');
    await amount.scrollIntoViewIfNeeded();
    await amount.tap();
    await page.locator('[data-island="transfer-calculator"][data-hydrated="true"]').waitFor({ state: 'attached' });
    await amount.fill('1000');
    await page.locator('.calc-headline').waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.locator('.calc-link a').getAttribute('href')).toBe('/para-transferi-hesapla/?amount=1000&side=send&to=de-eur-bank');
    expect(errors).toEqual([]);
  });
});

describe('the answer on a phone', () => {
  const PHONE_360: BrowserContextOptions = { ...PHONE, viewport: { width: 360, height: 740 } };
  const onScreen = (page: import('playwright').Page, selector: string) =>
    page.locator(selector).evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight - 60; });

  for (const javaScriptEnabled of [false, true]) {
    it(`is in the first screen after Calculate, ${javaScriptEnabled ? 'with' : 'without'} JavaScript, and so is the error summary`, async () => {
      const context = await suite.browser.newContext({ ...PHONE_360, javaScriptEnabled });
      suite.contexts.push(context);
      context.setDefaultTimeout(WAIT_MS);
      await context.addInitScript(() => {
        try { localStorage.setItem('consent', JSON.stringify({ value: 'denied', at: new Date().toISOString() })); } catch { /* about:blank */ }
      });
      const page = await context.newPage();
      await page.goto(`${suite.server.url}/en/transfer-calculator/`);
      for (const [amount, answer] of [['1000', '.calc-result .calc-headline'], ['abc', '.calc-form .error-summary']] as const) {
        await page.locator('input[name="send"]').fill(amount);
        await page.locator('.calc-form button[type="submit"]').click();
        await page.locator(answer).waitFor();
        await expect.poll(() => onScreen(page, answer), { timeout: WAIT_MS }).toBe(true);
      }
    });
  }

  it('shows a live error beneath the field, which stays where it was', async () => {
    const { page } = await open('/en/transfer-calculator/', PHONE_360, { clock: true });
    const amount = page.locator('input[name="send"]');
    await amount.click();
    await page.locator('[data-island="transfer-calculator"][data-hydrated="true"]').waitFor({ state: 'attached' });
    const top = () => amount.evaluate((el) => el.getBoundingClientRect().top + scrollY);
    const before = await top();
    await typeWhole(page, 'abc');
    await page.locator('.calc-form .field .error').first().waitFor();
    expect(await top()).toBe(before);
  });
});
