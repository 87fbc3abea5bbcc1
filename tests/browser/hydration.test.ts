// Every React island in Chromium, in both languages and both colour modes: the server's HTML
// hydrates with no mismatch and no console error (React reports a mismatch through
// onRecoverableError, which the islands log as an error), the widget keeps the server's
// nodes (nothing inside the mount node is rendered afresh), and no React root exists outside
// a mount node.
import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright';
import { browserSuite, DESKTOP } from '../helpers/browser.js';
import { islandIds, islands } from '../../widgets/registry.js';

const suite = browserSuite();
const reactIslands = islandIds.filter((id) => islands[id].kind === 'react');

// Between them, every React island and every place the search box appears.
const pages = {
  tr: ['/', '/arama/?q=kart', '/boyle-bir-sayfa-yok/', '/sikca-sorulan-sorular/', '/temsilcilik-basvurusu/'],
  en: ['/en/', '/en/search/?q=card', '/en/no-such-page/', '/en/faq/', '/en/representative-application/'],
};

/** The phone field's native country select, which its dropdown replaces once live (the no-JavaScript control). */
const SWAPPED = '.phone-country, .phone-country *';

/** Marks every element of every React island, then starts each island as a visitor's first intent would. */
async function hydrateAll(page: Page) {
  const marked = await page.evaluate(({ ids, swapped }) => {
    let n = 0;
    for (const node of document.querySelectorAll<HTMLElement>(ids.map((id) => `[data-island="${id}"]`).join(','))) {
      for (const el of node.querySelectorAll<HTMLElement>('*')) if (!el.matches(swapped)) (el as unknown as { serverNode: number }).serverNode = ++n;
    }
    return n;
  }, { ids: reactIslands, swapped: SWAPPED });
  const nodes = page.locator(reactIslands.map((id) => `[data-island="${id}"]`).join(','));
  for (let i = 0; i < (await nodes.count()); i++) await nodes.nth(i).dispatchEvent('pointerdown');
  for (let i = 0; i < (await nodes.count()); i++) await expect.poll(() => nodes.nth(i).getAttribute('data-hydrated')).toBe('true');
  return marked;
}

describe.each(['light', 'dark'] as const)('React islands hydrate cleanly (%s)', (colorScheme) => {
  for (const [lang, paths] of Object.entries(pages)) {
    it(`on every ${lang} page that has them: no mismatch, the server's own nodes, roots only on mount nodes`, async () => {
      const context = await suite.browser.newContext({ ...DESKTOP, colorScheme, locale: lang === 'tr' ? 'tr-TR' : 'en-US' });
      suite.contexts.push(context);
      await context.addInitScript((mode) => localStorage.setItem('color-mode', mode), colorScheme);
      const page = await context.newPage();
      const errors: string[] = [];
      // The browser's own line for the 404 page's status is not a message from the page's code.
      page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      const seen = new Set<string>();
      for (const path of paths) {
        await page.goto(suite.server.url + path, { waitUntil: 'load' });
        const found = await page.evaluate((ids) => ids.filter((id) => document.querySelector(`[data-island="${id}"]`)), reactIslands);
        found.forEach((id) => seen.add(id));
        const marked = await hydrateAll(page);
        const after = await page.evaluate((ids) => {
          const mounts = [...document.querySelectorAll<HTMLElement>(ids.map((id) => `[data-island="${id}"]`).join(','))];
          const kept = mounts.flatMap((m) => [...m.querySelectorAll('*')]).filter((el) => (el as unknown as { serverNode?: number }).serverNode).length;
          const roots = [...document.querySelectorAll('*')].filter((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer$')));
          const fibersOutside = [...document.querySelectorAll('*')].filter((el) => !el.closest('[data-island]') && Object.keys(el).some((k) => k.startsWith('__reactFiber$')));
          return { kept, roots: roots.map((r) => r.getAttribute('data-island')), outside: fibersOutside.length, mounts: mounts.map((m) => m.getAttribute('data-island')) };
        }, reactIslands);
        expect(after.roots, path).toEqual(after.mounts);
        expect(after.outside, path).toBe(0);
        // Every server element is still there: hydration adopted them rather than rendering afresh.
        expect(after.kept, path).toBe(marked);
        expect(errors, path).toEqual([]);
      }
      expect([...seen].sort()).toEqual([...reactIslands].sort());
    });
  }
});
