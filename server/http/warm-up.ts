// After start-up, every sitemap URL is rendered into the page cache in the background, one at
// a time with a turn of the event loop between pages, so requests that arrive meanwhile are
// answered between renders. The first visitor of any page then gets the cached answer.
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { resolvePage } from '../page-kinds/resolve.js';
import { sitemapEntries, type SeoDeps } from './seo.js';
import { renderCacheable, storePage, type PageRouteDeps } from './page-routes.js';
import { withKeys } from '../edge/keys.js';
import { LOCALES } from '../../shared/locale.js';

export interface WarmUp {
  pages: number;
  ms: number;
}

export async function warmPageCache(deps: PageRouteDeps & SeoDeps, { stopped = (): boolean => false } = {}): Promise<WarmUp> {
  const t0 = performance.now();
  let pages = 0;
  if (!deps.config.pageCache) return { pages, ms: 0 };
  for (const locale of LOCALES) {
    for (const { key, params } of await sitemapEntries(deps, locale)) {
      if (stopped()) return { pages, ms: performance.now() - t0 };
      const path = deps.router.pathFor(key, params[locale], locale);
      const match = deps.router.match(path);
      if (!match || deps.pageCache.get(path)) continue;
      // Its own key scope: the page names exactly the content it read (server/edge/keys.ts).
      const state = deps.contentRuntime.live;
      const page = await withKeys(async () => {
        const input = await resolvePage(deps, match);
        return input && !input.dynamic ? { path: input.currentPath, page: await renderCacheable(deps, match, input) } : undefined;
      });
      if (!page) continue;
      storePage(deps, page.path, page.page, state);
      pages++;
      await yieldToRequests();
    }
  }
  return { pages, ms: performance.now() - t0 };
}
