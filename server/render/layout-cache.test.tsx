// The cached layout parts give byte-for-byte the page a fresh render gives: every sitemap URL
// in both languages, a 404 with an odd path (the switcher's link is filled in per page), and
// neither page's details reach the other.
import { describe, it, expect, beforeAll } from 'vitest';
import { testConfig } from '../../tests/helpers/app.js';
import { createSite, type SiteDeps } from '../site.js';
import { resolvePage } from '../page-kinds/resolve.js';
import { renderPage } from './render.js';
import { sitemapEntries } from '../http/seo.js';
import { renderErrorPage } from '../page-kinds/error-pages.js';
import { LOCALES } from '../../shared/locale.js';

describe('layout parts rendered once', () => {
  let deps: SiteDeps;
  beforeAll(async () => {
    deps = await createSite(testConfig());
  });

  it('every sitemap page is the same with cached parts as rendered afresh, and lists the same islands', async () => {
    let pages = 0;
    for (const l of LOCALES) {
      for (const { key, params } of await sitemapEntries(deps, l)) {
        const path = deps.router.pathFor(key, params[l], l);
        const input = (await resolvePage(deps, deps.router.match(path)!))!;
        const fresh = await renderPage(deps, input, { cachedLayout: false });
        expect(await renderPage(deps, input)).toBe(fresh);
        expect(await renderPage(deps, input)).toBe(fresh); // the second time from the cache
        pages++;
      }
    }
    expect(pages).toBeGreaterThan(40);
  }, 120_000); // three renders of every sitemap page: seconds alone, much longer beside the rest of the suite

  it('a 404 page keeps its own language-switcher link, escaped, and nothing of one page leaks into the next', async () => {
    const odd = '/en/yok"<b>&x/';
    const a = await renderErrorPage(deps, 'notFound', { locale: 'en', path: odd, query: {} }, {});
    const b = await renderErrorPage(deps, 'notFound', { locale: 'en', path: '/en/other/', query: {} }, {});
    expect(a).not.toContain('<b>&x');
    expect(b).not.toContain('yok');
    expect(a).toContain('data-lang-switch="tr"');
    expect(a).not.toMatch(/lang-[0-9a-f]{24}|u-part/);
  });
});
