// Product heroes show their own illustration on phones too: smaller and below the text, with
// its box reserved, and never at the cost of the main button leaving the first screen.
import { describe, it, expect } from 'vitest';
import { browserSuite } from '../helpers/browser.js';

const suite = browserSuite();

const pages = ['/', '/ucretsiz-para-transferi/', '/on-odemeli-kart/', '/sanal-pos/', '/uniqr/', '/en/receive-money-europe-iban/', '/en/moneygram-money-receiving/', '/temsilcilik-basvurusu/'];

describe('hero illustrations on phones', () => {
  it.each([[390, 844], [320, 640], [768, 1024]])('at %i x %i px: shown below the text, at most 180 px tall on phones, the main button on the first screen', async (width, height) => {
    const context = await suite.browser.newContext({ viewport: { width, height }, isMobile: width < 600, hasTouch: width < 600, reducedMotion: 'reduce' });
    suite.contexts.push(context);
    await context.addInitScript(() => localStorage.setItem('consent', JSON.stringify({ value: 'denied', at: new Date().toISOString() })));
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of pages) {
      const res = await page.goto(suite.server.url + path);
      if (res?.status() !== 200) { found.push(`${path}: status ${res?.status()}`); continue; }
      const m = await page.evaluate(() => {
        const hero = document.querySelector('main .hero')!;
        const img = hero.querySelector<HTMLImageElement>('.hero-image');
        const text = hero.querySelector('.hero-text')!.getBoundingClientRect();
        const button = hero.querySelector('.actions .button')?.getBoundingClientRect();
        if (!img) return null;
        const r = img.getBoundingClientRect();
        return { shown: getComputedStyle(img).display !== 'none' && r.height > 0, top: r.top, height: r.height, left: r.left, right: r.right, textBottom: text.bottom, buttonBottom: button?.bottom, attrs: [img.getAttribute('width'), img.getAttribute('height')], loaded: img.complete && img.naturalWidth > 0 };
      });
      if (!m) { found.push(`${path}: no hero illustration`); continue; }
      if (!m.shown || !m.loaded) found.push(`${path}: illustration hidden or not loaded`);
      if (m.attrs.includes(null)) found.push(`${path}: no width/height attributes`);
      if (m.top < m.textBottom - 1) found.push(`${path}: illustration (top ${m.top}) overlaps the text (bottom ${m.textBottom})`);
      if (width < 600 && (m.height > 181 || m.height < 120)) found.push(`${path}: illustration ${m.height} px tall`);
      if (m.left < 0 || m.right > width) found.push(`${path}: illustration outside the screen`);
      if (m.buttonBottom !== undefined && m.buttonBottom > height) found.push(`${path}: main button ends at ${m.buttonBottom} px, below the first screen`);
    }
    expect(found, found.join('\n')).toEqual([]);
  });

  it('the first screen image is fetched with high priority; its box is reserved before it loads (no layout shift)', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
    suite.contexts.push(context);
    await context.route(/\/images\/visuals\//, async (route) => { await new Promise((r) => setTimeout(r, 600)); await route.continue(); });
    const page = await context.newPage();
    await page.goto(suite.server.url + '/ucretsiz-para-transferi/', { waitUntil: 'commit' });
    const shift = await page.evaluate(async () => {
      let sum = 0;
      new PerformanceObserver((l) => { for (const e of l.getEntries() as (PerformanceEntry & { value: number })[]) sum += e.value; }).observe({ type: 'layout-shift', buffered: true });
      await new Promise((r) => addEventListener('load', r));
      await new Promise((r) => setTimeout(r, 200));
      return sum;
    });
    expect(shift).toBeLessThan(0.01);
    expect(await page.getAttribute('.hero-image', 'fetchpriority')).toBe('high');
  });

  // A lazy image on the first screen waits for layout before it is even requested, and it is the
  // largest paint there (the campaigns and blog lists' first cover on a phone).
  it('no picture on a phone\'s first screen waits to be lazy-loaded; images two screens down do', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
    suite.contexts.push(context);
    await context.addInitScript(() => localStorage.setItem('consent', JSON.stringify({ value: 'denied', at: new Date().toISOString() })));
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of [...pages, '/kampanyalar/', '/blog/', '/en/campaigns/', '/en/blog/', '/blog/unilira-ile-ucretsiz-para-gonderme-rehberi/', '/kampanyalar/arkadasini-davet-et-100-tl-kazan/']) {
      await page.goto(suite.server.url + path);
      const imgs = await page.evaluate(() => [...document.querySelectorAll<HTMLImageElement>('main img')].map((img) => {
        const r = img.getBoundingClientRect();
        return { src: img.getAttribute('src'), top: r.top + scrollY, height: r.height, lazy: img.loading === 'lazy' };
      }));
      for (const img of imgs) {
        if (img.height >= 40 && img.top < 844 && img.lazy) found.push(`${path}: ${img.src} at ${Math.round(img.top)} px is lazy`);
        if (img.top > 2 * 844 && !img.lazy) found.push(`${path}: ${img.src} at ${Math.round(img.top)} px loads at once`);
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });
});
