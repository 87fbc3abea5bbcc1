// Faults found by looking at the screenshots of every page type (npm run screenshots), each
// measured the way a visitor would notice it.
import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright';
import { browserSuite } from '../helpers/browser.js';

const suite = browserSuite();

async function at(width: number, path: string, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce', colorScheme });
  suite.contexts.push(context);
  await context.addInitScript(() => localStorage.setItem('consent', JSON.stringify({ value: 'denied', at: new Date().toISOString() })));
  const page = await context.newPage();
  await page.goto(suite.server.url + path);
  return page;
}

describe('visual review', () => {
  it.each([320, 390, 1024, 1280])('an article\'s "other posts" start at the article\'s left edge, not at the screen\'s (%i px)', async (width) => {
    const page = await at(width, '/blog/unilira-ile-ucretsiz-para-gonderme-rehberi/');
    const edges = await page.evaluate(() => {
      const left = (el: Element | null) => (el ? Math.round(el.getBoundingClientRect().left) : null);
      const aside = [...document.querySelectorAll('main aside')].find((a) => a.querySelector('ul a[href*="/blog/"]'));
      return { article: left(document.querySelector('main article h1')), others: left(aside?.querySelector('h2') ?? null) };
    });
    expect(edges.others).not.toBeNull();
    expect(edges.others).toBe(edges.article);
  });

  it.each([[320, '/'], [320, '/en/'], [360, '/en/'], [390, '/']])('the footer\'s three colour modes stay on one row at %i px (%s)', async (width, path) => {
    const page = await at(width, path);
    const rows = await page.locator('.color-mode label').evaluateAll((labels) => labels.map((l) => Math.round(l.getBoundingClientRect().top)));
    expect(rows).toHaveLength(3);
    expect(new Set(rows).size).toBe(1);
  });

  it.each(['light', 'dark'] as const)('campaign cards: the state badge has a fill and sits under the banner, on the text\'s left edge (%s)', async (scheme) => {
    const page = await at(1280, '/kampanyalar/', scheme);
    const cards = await page.locator('.campaign-card').evaluateAll((cards) => cards.map((card) => {
      const cover = card.querySelector('.card-cover')!.getBoundingClientRect();
      const badge = card.querySelector('.badge')!;
      const b = badge.getBoundingClientRect();
      const title = card.querySelector('h3')!.getBoundingClientRect();
      return { below: b.top - cover.bottom, leftEdge: b.left - title.left, fill: getComputedStyle(badge).backgroundColor };
    }));
    expect(cards.length).toBeGreaterThan(2);
    for (const c of cards) {
      expect(c.below).toBeGreaterThanOrEqual(0);
      expect(Math.abs(c.leftEdge)).toBeLessThanOrEqual(1);
      expect(c.fill).not.toBe('rgba(0, 0, 0, 0)');
    }
  });
});
