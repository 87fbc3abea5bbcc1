// The brand typeface: Turkish letters render in it (not in a fallback), the one critical file
// is preloaded and allowed by the CSP, and the swap from the metric-matched fallback moves
// nothing on the first screen even when the font arrives late.
import { describe, it, expect } from 'vitest';
import type { Page, BrowserContextOptions } from 'playwright';
import { browserSuite, DESKTOP, PHONE } from '../helpers/browser.js';

const suite = browserSuite();

async function open(options: BrowserContextOptions, path: string, fontDelayMs = 0): Promise<{ page: Page; csp: string[] }> {
  const context = await suite.browser.newContext({ ...options, reducedMotion: 'reduce' });
  suite.contexts.push(context);
  await context.addInitScript(() => localStorage.setItem('consent', JSON.stringify({ value: 'denied', at: new Date().toISOString() })));
  if (fontDelayMs) {
    await context.route(/\.woff2$/, async (route) => {
      await new Promise((r) => setTimeout(r, fontDelayMs));
      await route.continue();
    });
  }
  const page = await context.newPage();
  const csp: string[] = [];
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) csp.push(m.text()); });
  await page.goto(suite.server.url + path);
  return { page, csp };
}

/** The fonts Chromium actually drew a node's text with. */
async function usedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  await cdp.send('CSS.enable');
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts;
}

describe('the brand typeface', () => {
  it('draws every Turkish letter (ğ Ğ ş Ş İ ı ç ö ü), the lira sign, other accented letters and the headings in Inter, regular and bold', async () => {
    const { page, csp } = await open(DESKTOP, '/');
    await page.evaluate(async () => {
      document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<p id="tr-letters">ğĞşŞİıçÇöÖüÜ ₺</p><p><strong id="tr-bold">ğĞşŞİıçÇöÖüÜ</strong></p><p id="other-latin">Erdős Łódź</p>');
      await document.fonts.ready;
    });
    for (const selector of ['#tr-letters', '#tr-bold', '#other-latin', 'h1']) {
      const fonts = await usedFonts(page, selector);
      expect(fonts.map((f) => f.familyName), selector).toEqual([expect.stringMatching(/^Inter/)]);
      expect(fonts[0]!.isCustomFont, selector).toBe(true);
    }
    expect(csp).toEqual([]);
  });

  it('preloads the latin file, served as an immutable woff2 from the site itself', async () => {
    const { page } = await open(PHONE, '/en/');
    const href = await page.getAttribute('link[rel="preload"][as="font"]', 'href');
    expect(href).toMatch(/^\/assets\/inter-latin-wght-normal-\w+\.woff2$/);
    expect(await page.getAttribute('link[rel="preload"][as="font"]', 'crossorigin')).toBe('anonymous');
    const res = await page.request.get(suite.server.url + href);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('font/woff2');
    expect(res.headers()['cache-control']).toContain('immutable');
    // A page in English needs the preloaded file, and the small Turkish one for a place name
    // (İstanbul in the footer); never the whole latin-ext file.
    const fontRequests = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.woff2')));
    expect(fontRequests.map((n) => /inter-(\w+(?:-ext)?)-wght-normal/.exec(n)?.[1]).sort()).toEqual(['latin', 'turkish']);
  });

  it('a Turkish page loads about 32 KB of font (latin and the Turkish cut, both preloaded and cut to the weights and features the site uses), not the 85 KB latin-ext file', async () => {
    const { page } = await open(PHONE, '/');
    await page.evaluate(() => document.fonts.ready);
    const preloads = await page.$$eval('link[rel="preload"][as="font"]', (ls) => ls.map((l) => l.getAttribute('href')!));
    expect(preloads.map((h) => /inter-(\w+)-wght-normal/.exec(h)?.[1])).toEqual(['latin', 'turkish']);
    const fonts = await page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.name.endsWith('.woff2')).map((e) => ({ name: e.name, bytes: e.encodedBodySize })));
    expect(fonts.map((f) => /inter-(\w+(?:-ext)?)-wght-normal/.exec(f.name)?.[1]).sort()).toEqual(['latin', 'turkish']);
    expect(fonts.reduce((sum, f) => sum + f.bytes, 0)).toBeLessThan(36_000);
  });

  it.each([['phone', PHONE], ['desktop', DESKTOP]] as const)('swapping in the font late shifts nothing on the %s first screen', async (_name, options) => {
    for (const path of ['/', '/ucretsiz-para-transferi/', '/en/fees-and-limits/']) {
      const { page } = await open(options, path, 700);
      const shift = await page.evaluate(async () => {
        let sum = 0;
        const moved: string[] = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[] })[]) {
            if (e.hadRecentInput) continue;
            sum += e.value;
            for (const s of e.sources) moved.push(`${(s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? s.node?.textContent?.slice(0, 40)}: ${JSON.stringify(s.previousRect)} → ${JSON.stringify(s.currentRect)}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        await document.fonts.ready;
        await new Promise((r) => setTimeout(r, 300));
        return { sum, moved, brand: document.fonts.check('16px "Inter Variable"') };
      });
      expect(shift.brand, path).toBe(true);
      expect(shift.sum, `${path}\n${shift.moved.join('\n')}`).toBeLessThan(0.01);
    }
  });
});
