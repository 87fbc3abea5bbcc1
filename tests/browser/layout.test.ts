// Layout a visitor notices while scrolling: card grids without orphans, one left edge for
// every block, fee tables with their amounts in one column position, no dead accordion
// markers in the desktop footer, and call-to-action bands that are square when they run
// edge to edge.
import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright';
import { browserSuite } from '../helpers/browser.js';

const suite = browserSuite();

async function at(width: number, path: string): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  suite.contexts.push(context);
  await context.addInitScript(() => localStorage.setItem('consent', JSON.stringify({ value: 'denied', at: new Date().toISOString() })));
  const page = await context.newPage();
  await page.goto(suite.server.url + path);
  return page;
}

/** For every card grid on the page: its item count, rows (items per row) and how much of the last row is filled. */
function grids(page: Page) {
  return page.evaluate(() => [...document.querySelectorAll('main .cards, main .step-list')].map((grid) => {
    const items = [...grid.children].map((c) => c.getBoundingClientRect());
    const rows = new Map<number, DOMRect[]>();
    for (const r of items) rows.set(Math.round(r.top), [...(rows.get(Math.round(r.top)) ?? []), r]);
    const gw = grid.getBoundingClientRect().width;
    const last = [...rows.values()].at(-1)!;
    const gap = parseFloat(getComputedStyle(grid).columnGap) || 0;
    return {
      n: items.length,
      rows: [...rows.values()].map((r) => r.length),
      lastFill: (last.reduce((s, r) => s + r.width, 0) + gap * (last.length - 1)) / gw,
    };
  }));
}

describe('card grids balance their rows', () => {
  const pages = ['/', '/hakkimizda/', '/nasil-unilirali-olurum/', '/ucretsiz-para-transferi/', '/sanal-pos/', '/blog/', '/kampanyalar/', '/sikca-sorulan-sorular/', '/temsilciliklerimiz/', '/anlasmali-kurumlar/', '/iletisim/'];

  it.each([1280, 1024, 768])('on the real pages at %i px: the last row of a grid is at least 60 % full', async (width) => {
    const page = await at(width, '/');
    const found: string[] = [];
    let measured = 0;
    for (const path of pages) {
      await page.goto(suite.server.url + path);
      for (const g of await grids(page)) {
        measured++;
        if (g.rows[0]! > 1 && g.lastFill < 0.6) found.push(`${path}: ${g.n} items as ${g.rows.join('+')} (last row ${Math.round(g.lastFill * 100)} % full)`);
      }
    }
    expect(measured, 'card grids measured').toBeGreaterThanOrEqual(pages.length);
    expect(found, found.join('\n')).toEqual([]);
  });

  it('for any number of cards from 2 to 16, at every width', async () => {
    const page = await at(1280, '/');
    // The same grid with each count, appended to the page's own content.
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      for (let n = 2; n <= 16; n++) {
        const items = Array.from({ length: n }, (_, i) => `<li class="card"><h3>Card ${i + 1}</h3><p>Some text of a card.</p></li>`).join('');
        main.insertAdjacentHTML('beforeend', `<section class="block features synthetic"><div class="container"><h2>${n}</h2><ul class="cards">${items}</ul></div></section>`);
      }
    });
    const found: string[] = [];
    for (const width of [390, 600, 768, 900, 1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const all = await grids(page);
      expect(all.slice(-15).map((g) => g.n)).toEqual(Array.from({ length: 15 }, (_, i) => i + 2));
      for (const g of all.slice(-15)) {
        if (g.rows[0]! > 1 && g.lastFill < 0.6) found.push(`${width} px: ${g.n} items as ${g.rows.join('+')} (last row ${Math.round(g.lastFill * 100)} % full)`);
        if (width >= 1024 && g.n >= 3 && g.rows[0]! < 3) found.push(`${width} px: ${g.n} items in ${g.rows[0]} column(s)`);
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });
});

describe('one left edge', () => {
  /** Left edges of what starts a block: headings, breadcrumbs, grids, tables, FAQ lists, forms, prose. */
  const edges = (page: Page) => page.evaluate(() => {
    const sel = 'main h1, main .block > .container > h2, main .breadcrumbs ol, main .cards, main .step-list, main .table-scroll, main .faq-list, main .prose, main form, main .article-header';
    return [...document.querySelectorAll(sel)]
      .filter((el) => !el.closest('.card, .cta-inner, .aside-nav, .faq-item, .prose .prose') && el.getBoundingClientRect().width > 0)
      .map((el) => ({ what: el.tagName.toLowerCase() + '.' + [...el.classList].join('.') + ' ' + (el.textContent ?? '').trim().slice(0, 30), left: Math.round(el.getBoundingClientRect().left) }));
  });

  const pages = ['/ucret-ve-limitler/', '/sanal-pos/', '/iletisim/', '/hakkimizda/', '/temsilcilik-basvurusu/', '/blog/unilira-ile-ucretsiz-para-gonderme-rehberi/', '/kampanyalar/arkadasini-davet-et-100-tl-kazan/', '/sikca-sorulan-sorular/kartlar/', '/gizlilik-ve-guvenlik/cerez-politikasi/'];

  it.each([1280, 1920, 390])('every block starts at the same left edge at %i px', async (width) => {
    const page = await at(width, '/');
    const found: string[] = [];
    for (const path of pages) {
      await page.goto(suite.server.url + path);
      const all = await edges(page);
      const first = all[0]!.left;
      expect(first).toBeGreaterThan(0);
      for (const e of all) if (Math.abs(e.left - first) > 1) found.push(`${path}: ${e.what} starts at ${e.left}, the page at ${first}`);
    }
    expect(found, found.join('\n')).toEqual([]);
  });
});

describe('fee tables', () => {
  it.each([1280, 390])('put every amount of the two-column fee tables in the same column position, right-aligned with tabular figures (%i px)', async (width) => {
    const page = await at(width, '/en/fees-and-limits/');
    // The item-and-amount tables; the per-tier and per-destination tables have columns of their own.
    const tables = await page.evaluate(() => [...document.querySelectorAll('main table')].filter((t) => t.querySelectorAll('thead th').length === 2).map((t) => {
      const head = t.querySelector('thead th:last-child')!;
      const cell = t.querySelector('tbody td:last-child')!;
      const style = getComputedStyle(cell);
      return {
        left: Math.round(head.getBoundingClientRect().left), right: Math.round(head.getBoundingClientRect().right),
        headAlign: getComputedStyle(head).textAlign, align: style.textAlign, numeric: style.fontVariantNumeric,
      };
    }));
    expect(tables.length).toBeGreaterThanOrEqual(4);
    for (const t of tables) {
      expect(t).toMatchObject({ left: tables[0]!.left, right: tables[0]!.right, align: 'right', headAlign: 'right' });
      expect(t.numeric).toContain('tabular-nums');
    }
  });
});

describe('footer', () => {
  const markers = (page: Page) => page.evaluate(() => [...document.querySelectorAll('.footer-col > summary')].map((s) => {
    const after = getComputedStyle(s, '::after');
    return after.display === 'none' || after.content === 'none' || after.content === 'normal' ? '' : after.content;
  }));

  it('shows no accordion markers where the columns are not an accordion', async () => {
    const page = await at(1280, '/');
    await page.locator('[data-island="footer-columns"][data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(await markers(page)).toEqual(['', '', '', '']);
  });

  it('shows them on a phone, where the columns open and close', async () => {
    const page = await at(390, '/');
    expect(await markers(page)).toEqual(['"–"', '"+"', '"+"', '"+"']);
  });
});

describe('call-to-action bands', () => {
  const band = (page: Page) => page.locator('main .cta-inner').first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: Math.round(r.left), right: Math.round(r.right), radius: getComputedStyle(el).borderTopLeftRadius, innerWidth };
  });

  it('run edge to edge on a phone with square corners', async () => {
    const b = await band(await at(390, '/sanal-pos/'));
    expect(b).toEqual({ left: 0, right: 390, radius: '0px', innerWidth: 390 });
  });

  it('are rounded cards within the content edges on a wide screen', async () => {
    const page = await at(1280, '/sanal-pos/');
    const b = await band(page);
    const edge = await page.locator('main .cards').first().evaluate((el) => Math.round(el.getBoundingClientRect().left));
    expect(b.left).toBe(edge);
    expect(b.radius).not.toBe('0px');
  });
});

describe('the sticky header', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`hides what scrolls under it (${colorScheme}): its background is opaque`, async () => {
      const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme });
      suite.contexts.push(context);
      const page = await context.newPage();
      await page.goto(`${suite.server.url}/en/fees-and-limits/`);
      await page.evaluate(() => scrollTo(0, 1200));
      const background = await page.locator('.site-header').evaluate((h) => getComputedStyle(h, '::before').backgroundColor);
      // rgb(…) is opaque; rgba(…, a) or color(srgb … / a) with a below 1 lets text show through.
      expect(background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
    });
  }
});
