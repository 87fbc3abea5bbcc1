// No page scrolls sideways and nothing in the header is cut off, at any common width: every
// sitemap URL (both languages) at 320, 1024 and 1280 px; the header in the widths where it
// used to overflow; and each header widget open (dropdown, search panel, mobile menu, QR
// dialog) in both languages and both colour modes.
import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright';
import { browserSuite, WAIT_MS } from '../helpers/browser.js';
import { allPagePaths } from '../helpers/app.js';
import type { SiteDeps } from '../../server/site.js';

let deps: SiteDeps;
const suite = browserSuite({}, (d) => { deps = d; });

const decided = () => localStorage.setItem('consent', JSON.stringify({ value: 'denied', at: new Date().toISOString() }));

/** How far the page scrolls sideways, and (when `inside` is given) which visible elements in it reach past either edge. */
function overflow(page: Page, inside?: string) {
  return page.evaluate((sel) => {
    const describe = (el: Element) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.classList.length ? '.' + [...el.classList].join('.') : '');
    const cut: string[] = [];
    const roots = sel ? document.querySelectorAll(sel) : [];
    // A selector that matches nothing measures nothing: say so rather than pass.
    if (sel && roots.length === 0) cut.push(`nothing matches ${sel}`);
    for (const root of roots) {
      for (const el of [root, ...root.querySelectorAll('*')]) {
        const r = el.getBoundingClientRect();
        // Visually hidden text (1 px, clipped) is not seen; scrolling regions contain their overflow.
        if (r.width <= 1 || r.height <= 1 || getComputedStyle(el).visibility === 'hidden' || el.closest('.table-scroll')) continue;
        if (r.left < -0.5 || r.right > innerWidth + 0.5) cut.push(`${describe(el)} [${Math.round(r.left)}–${Math.round(r.right)}]`);
      }
    }
    return { extra: document.documentElement.scrollWidth - innerWidth, cut: cut.slice(0, 5) };
  }, inside);
}

async function newPage(colorScheme: 'light' | 'dark' = 'light', width = 1280): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width, height: 800 }, colorScheme });
  suite.contexts.push(context);
  context.setDefaultTimeout(WAIT_MS);
  await context.addInitScript(decided);
  return context.newPage();
}

describe('no sideways scrolling', () => {
  it('on every sitemap URL in both languages at 320, 1024 and 1280 px', async () => {
    // The blog list's other pages and category filters are not in the sitemaps: one of each.
    const paths = [...(await allPagePaths(deps, 'tr')), ...(await allPagePaths(deps, 'en'))].map((p) => p.path).concat('/blog/?sayfa=2', '/en/blog/?category=security');
    expect(paths.length).toBeGreaterThan(100);
    // Every page's HTML from the server, then laid out in one tab with the site's stylesheet:
    // its <body> and the <html> attributes styles read (lang, theme) replace the previous
    // page's. A navigation per URL and width took about five times as long.
    const pages = await Promise.all(paths.map(async (p) => ({ path: p, html: await (await fetch(suite.server.url + p)).text() })));
    const page = await newPage();
    await page.goto(suite.server.url + '/');
    const stylesheet = await page.evaluate(() => document.querySelector('link[rel="stylesheet"]')!.getAttribute('href'));
    expect(pages.every((p) => p.html.includes(`<link rel="stylesheet" href="${stylesheet}"/>`))).toBe(true);
    await page.evaluate((all) => { (window as unknown as { pages: typeof all }).pages = all; }, pages);
    const found: string[] = [];
    for (const width of [320, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const started = Date.now();
      found.push(...await page.evaluate((w) => {
        const out: string[] = [];
        for (const { path, html } of (window as unknown as { pages: { path: string; html: string }[] }).pages) {
          const doc = new DOMParser().parseFromString(html, 'text/html');
          for (const a of ['lang', 'data-theme', 'data-force-color-mode']) {
            const v = doc.documentElement.getAttribute(a);
            if (v === null) document.documentElement.removeAttribute(a);
            else document.documentElement.setAttribute(a, v);
          }
          document.body.replaceWith(document.adoptNode(doc.body));
          const extra = document.documentElement.scrollWidth - innerWidth;
          if (extra > 0) out.push(`${path} at ${w} px: ${extra} px wider than the screen`);
        }
        return out;
      }, width));
      // The walk's own time per width, for whoever wonders what this test costs.
      console.info(`sideways-scroll walk: ${pages.length} pages at ${width} px in ${Date.now() - started} ms`);
    }
    expect(found, found.join('\n')).toEqual([]);
  }, 120_000);

  it('nor a cut-off header control at 320–352 px and 1024–1168 px, in both languages', async () => {
    const widths = [...Array.from({ length: 9 }, (_, i) => 320 + i * 4), ...Array.from({ length: 19 }, (_, i) => 1024 + i * 8)];
    const found: string[] = [];
    await Promise.all(['/', '/en/'].map(async (path) => {
      const page = await newPage();
      await page.goto(suite.server.url + path);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        const { extra, cut } = await overflow(page, '.header-bar');
        if (extra > 0 || cut.length) found.push(`${path} at ${width} px: ${extra} px too wide; cut off: ${cut.join(', ')}`);
      }
    }));
    expect(found, found.join('\n')).toEqual([]);
  });

    const hydrated = (page: Page, id: string) => page.locator(`[data-island="${id}"][data-hydrated="true"]`).waitFor({ state: 'attached' });

  /** Opens a widget, measures it and the page, closes it again. */
  const widgets: { name: string; minWidth?: number; maxWidth?: number; open: (page: Page) => Promise<void>; selector: string; close: (page: Page) => Promise<void> }[] = [
    {
      name: 'header dropdown', minWidth: 1024, selector: '.main-nav details[open] .dropdown',
      open: async (page) => {
        // The last group is the one nearest the right edge.
        await page.locator('.main-nav details > summary').last().click();
        await page.locator('.main-nav details[open] .dropdown').waitFor({ state: 'visible' });
        await hydrated(page, 'nav-menu');
      },
      close: (page) => page.keyboard.press('Escape'),
    },
    {
      name: 'search panel', selector: '.search-panel',
      open: async (page) => {
        await page.locator('.search-toggle > summary').click();
        await page.locator('.search-panel').waitFor({ state: 'visible' });
        await hydrated(page, 'search-box');
      },
      close: async (page) => {
        await page.keyboard.press('Escape');
        await page.locator('.search-panel').waitFor({ state: 'hidden' });
      },
    },
    {
      name: 'mobile menu', maxWidth: 1023, selector: '#mobile-menu',
      open: async (page) => {
        await page.locator('.header-actions .menu-toggle').click();
        await page.locator('#mobile-menu').waitFor({ state: 'visible' });
        await hydrated(page, 'mobile-menu');
        await page.locator('#mobile-menu summary').first().click();
      },
      close: async (page) => {
        await page.keyboard.press('Escape');
        await page.locator('#mobile-menu').waitFor({ state: 'hidden' });
      },
    },
    {
      name: 'QR dialog', selector: '#qr .qr-dialog',
      open: async (page) => {
        await page.locator('.header-actions .qr-button').click();
        await page.locator('#qr').waitFor({ state: 'visible' });
        await hydrated(page, 'qr-overlay');
      },
      close: async (page) => {
        await page.keyboard.press('Escape');
        await page.locator('#qr').waitFor({ state: 'hidden' });
      },
    },
  ];

  it.each(['light', 'dark'] as const)('with each header widget open, in both languages (%s)', async (scheme) => {
    const found: string[] = [];
    await Promise.all(['/', '/en/'].map(async (path) => {
      const page = await newPage(scheme);
      await page.goto(suite.server.url + path);
      for (const width of [320, 390, 768, 1024, 1100, 1280, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        for (const w of widgets) {
          if ((w.minWidth && width < w.minWidth) || (w.maxWidth && width > w.maxWidth)) continue;
          await w.open(page);
          const { extra, cut } = await overflow(page, w.selector);
          if (extra > 0 || cut.length) found.push(`${path} at ${width} px, ${w.name} open: ${extra} px too wide; cut off: ${cut.join(', ')}`);
          await w.close(page);
        }
      }
    }));
    expect(found, found.join('\n')).toEqual([]);
  }, 60_000);
});
