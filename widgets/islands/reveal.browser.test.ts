// Scroll reveal (spec section 9: offset 120 px, delay 0, 400 ms, ease): sections below the
// first screen fade and slide in once their top is 120 px inside the viewport. Nothing is
// hidden without JavaScript, with reduced motion, for a renderer with a tall viewport, or in
// the first screen, and nothing shifts the layout. The runtime measures nothing as it starts:
// the sections are marked from an IntersectionObserver's first report, after the browser's layout.
import { describe, it, expect } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright';
import { browserSuite } from '../../tests/helpers/browser.js';

const suite = browserSuite();
const PATH = '/ucretsiz-para-transferi/';

async function open(options: BrowserContextOptions = {}, path = PATH): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  suite.contexts.push(context);
  await context.addInitScript(() => localStorage.setItem('consent', JSON.stringify({ value: 'denied', at: new Date().toISOString() })));
  // Layout shifts from the very start, kept for the test to read.
  await context.addInitScript(() => {
    const w = window as unknown as { cls: number };
    w.cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  await page.goto(suite.server.url + path);
  if (options.javaScriptEnabled !== false) {
    await page.waitForFunction(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some((e) => e.event === 'content-view'));
    // The sections are marked from the observer's first report, which follows a rendered frame.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));
  }
  return page;
}

/** Each content section: where its top is, and how visible it is right now. */
const sections = (page: Page) => page.evaluate(() => [...document.querySelectorAll('main .block')].map((el) => {
  const s = getComputedStyle(el);
  return { top: el.getBoundingClientRect().top, opacity: Number(s.opacity), transform: s.transform, text: el.querySelector('h1, h2')?.textContent ?? '' };
}));

const settle = (page: Page) => page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
const frames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

describe('scroll reveal', () => {
  it('hides sections below the first screen and reveals each once its top is 120 px inside the viewport', async () => {
    const page = await open();
    const all = await sections(page);
    const first = all.filter((s) => s.top < 800);
    const below = all.filter((s) => s.top >= 800);
    expect(first.length).toBeGreaterThan(0);
    expect(below.length).toBeGreaterThan(2);
    expect(first.every((s) => s.opacity === 1)).toBe(true);
    expect(below.every((s) => s.opacity === 0 && s.transform !== 'none')).toBe(true);

    // The third section: its top 60 px inside the viewport stays hidden, 140 px inside shows.
    const i = all.indexOf(below[0]!);
    const scrollTopTo = (inside: number) => page.evaluate(([n, d]) => {
      const el = document.querySelectorAll('main .block')[n]!;
      scrollTo({ top: el.getBoundingClientRect().top + scrollY - innerHeight + d, behavior: 'instant' });
    }, [i, inside] as const);
    await scrollTopTo(60);
    await frames(page);
    await settle(page);
    expect((await sections(page))[i]!.opacity).toBe(0);
    await scrollTopTo(140);
    await frames(page);
    const timing = await page.evaluate((n) => {
      const s = getComputedStyle(document.querySelectorAll('main .block')[n]!);
      return { duration: s.transitionDuration, easing: s.transitionTimingFunction, delay: s.transitionDelay, property: s.transitionProperty };
    }, i);
    expect(timing).toEqual({ duration: '0.4s, 0.4s', easing: 'ease, ease', delay: '0s, 0s', property: 'opacity, transform' });
    await settle(page);
    expect((await sections(page))[i]).toMatchObject({ opacity: 1, transform: 'none' });
  });

  it('shows the section a URL hash names at once, unmoved, on arrival and on a later hash change', async () => {
    const state = (page: Page, id: string) => page.evaluate((i) => {
      const s = getComputedStyle(document.getElementById(i)!);
      return { opacity: s.opacity, transform: s.transform };
    }, id);
    const arrived = await open({}, `${PATH}#yurt-disi-para-transferi`);
    expect(await state(arrived, 'yurt-disi-para-transferi')).toEqual({ opacity: '1', transform: 'none' });

    const page = await open();
    expect(await state(page, 'yurt-disi-para-transferi')).toMatchObject({ opacity: '0' });
    await page.evaluate(() => { location.hash = 'yurt-disi-para-transferi'; });
    expect(await state(page, 'yurt-disi-para-transferi')).toEqual({ opacity: '1', transform: 'none' });
  });

  it('reveals a section at once when the keyboard focus moves into it, before it has scrolled into view', async () => {
    const page = await open();
    const link = page.locator('main .block').last().locator('a').first();
    // Focus without the browser's own scroll, which would reveal the section by scrolling alone.
    const before = await link.evaluate((a) => {
      const top = a.closest('.block')!.getBoundingClientRect().top;
      (a as HTMLElement).focus({ preventScroll: true });
      return { top, scrollY };
    });
    expect(before.top).toBeGreaterThan(800);
    await settle(page);
    const after = await link.evaluate((a) => ({ opacity: Number(getComputedStyle(a.closest('.block')!).opacity), scrollY, focused: document.activeElement === a }));
    expect(after).toEqual({ opacity: 1, scrollY: before.scrollY, focused: true });
  });

  it('shows every section at the bottom of the page once scrolled there, without a layout shift', async () => {
    const page = await open();
    // Scroll down the page a screen at a time, as a reader would.
    for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 700) {
      await page.evaluate((top) => scrollTo({ top, behavior: 'instant' }), y);
      await frames(page);
    }
    await settle(page);
    expect((await sections(page)).filter((s) => s.opacity < 1).map((s) => s.text)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.01);
  });

  it('marks the sections in one pass: no read of the viewport after a mark, which makes the browser recalculate style and layout there and then', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
    suite.contexts.push(context);
    await context.addInitScript(() => {
      const w = window as unknown as { readsAfterMark: number; marks: number };
      w.readsAfterMark = 0;
      w.marks = 0;
      let marked = false;
      const setAttribute = Element.prototype.setAttribute;
      Element.prototype.setAttribute = function (name: string, value: string) {
        if (name === 'data-reveal') {
          w.marks++;
          marked = true;
          setTimeout(() => { marked = false; }, 0);
        }
        return setAttribute.call(this, name, value);
      };
      const height = Object.getOwnPropertyDescriptor(window, 'innerHeight')!;
      Object.defineProperty(window, 'innerHeight', { configurable: true, get() { if (marked) w.readsAfterMark++; return height.get!.call(window); } });
    });
    const page = await context.newPage();
    await page.goto(suite.server.url + PATH);
    await page.waitForFunction(() => (window as unknown as { marks: number }).marks > 2);
    await frames(page);
    expect(await page.evaluate(() => (window as unknown as { readsAfterMark: number }).readsAfterMark)).toBe(0);
  });

  it.each([
    ['without JavaScript', { javaScriptEnabled: false }],
    ['with reduced motion', { reducedMotion: 'reduce' }],
    ['for a renderer with a tall viewport (as crawlers render)', { viewport: { width: 1280, height: 12000 } }],
  ] as [string, BrowserContextOptions][])('hides nothing %s', async (_, options) => {
    const page = await open(options);
    const all = await sections(page);
    expect(all.length).toBeGreaterThan(3);
    expect(all.filter((s) => s.opacity < 1).map((s) => s.text)).toEqual([]);
  });
});
