// Page routes: everything the route map matches is rendered here, through the page cache.
// A URL's HTML is the same for every anonymous visitor, so it is cached by path and served
// with an ETag; preview requests bypass the cache and are never stored by shared caches.
import type { Request, Response, NextFunction, RequestHandler } from 'express';
import { withState, type SiteDeps } from '../site.js';
import { resolvePage } from '../pages/resolve.js';
import { renderPage, type RenderInput } from '../render/render.js';
import { verifyPreviewToken } from '../preview.js';
import { HttpError } from './guard.js';
import { rootLanguage } from './redirects.js';
import { isFileRoute } from '../routes/route-map.js';
import type { RouteMatch } from '../routes/paths.js';
import { createRenderLimit } from './render-limit.js';
import { busy } from './errors.js';
import { keyHeader, recordedKeys } from '../edge/keys.js';
import { publicHtml, PUBLIC_HTML, PRIVATE_HTML } from './cache-control.js';
import { PAGE_LIFETIME_SECONDS } from '../config.js';

import { toPage, htmlOf, cacheAnswers, isFresh, queryNamesOf, type CachedPage } from './page-cache.js';
import { chooseEncoding, etagFor, notModified } from './page-encoding.js';
export { toPage, type CachedPage };

function isPreview(deps: SiteDeps, req: Request): boolean {
  return verifyPreviewToken(deps.config.previewSecret, req.query.preview);
}

export function matchPage(deps: SiteDeps, pathname: string): RouteMatch | undefined {
  const m = deps.router.match(pathname) ?? (pathname.endsWith('/') ? undefined : deps.router.match(`${pathname}/`));
  return m && !isFileRoute(m.key) ? m : undefined;
}

/** The cached page that answers this request as it is: stored, reading none of its query's names, and still true now. */
function cachedAnswer(deps: SiteDeps, req: Request): CachedPage | undefined {
  const page = deps.pageCache.get(req.path);
  return page && cacheAnswers(page, queryNamesOf(req.url)) && isFresh(page, deps.now()) ? page : undefined;
}

export function sendHtml(req: Request, res: Response, page: CachedPage, cacheControl: string, status = 200): void {
  // An answer to the visitor's own bad input (a filter value the list does not know, an
  // overlong search) is theirs alone: no shared cache may keep it, nor name its content.
  if (status >= 400 && status < 500 && status !== 404) {
    cacheControl = PRIVATE_HTML;
    page = { ...page, keyHeader: undefined };
  }
  const encoding = chooseEncoding(page, req.headers['accept-encoding']);
  const compressed = encoding && page[encoding];
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', cacheControl);
  if (page.keyHeader) res.setHeader(page.keyHeader[0], page.keyHeader[1]);
  if (page.gzip) res.vary('Accept-Encoding');
  if (status === 200) {
    const etag = etagFor(page.etag, encoding);
    res.setHeader('ETag', etag);
    if (notModified(req.headers['if-none-match'], etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', compressed?.length ?? page.length);
  res.end(req.method === 'HEAD' ? undefined : compressed ?? htmlOf(page));
}

/**
 * The hot path: a page already rendered is answered before parsers, i18n and routing run.
 * Only plain GET/HEAD without a query string; the home page only while no language cookie
 * asks for the root redirect.
 */
export function servePageCache(deps: SiteDeps): RequestHandler {
  const root = rootLanguage(deps.config);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/' && root.vary) {
      // The same rule as the redirect itself (redirects.ts), so both agree on every cookie form.
      if (root.wantsEnglish(req, res)) return next();
      res.vary(root.vary);
    }
    const page = cachedAnswer(deps, req);
    if (!page) return next();
    res.locals.route = page.route;
    deps.pageCache.stats.hits++;
    sendHtml(req, res, page, cacheControl(page, deps.now()));
  };
}

/** Public caching for five minutes, or until the page's own content changes, if sooner. */
export function cacheControl(page: CachedPage, now: Date): string {
  if (page.expiresAt === undefined) return PUBLIC_HTML;
  const left = Math.floor((page.expiresAt - now.getTime()) / 1000);
  return left >= PAGE_LIFETIME_SECONDS ? PUBLIC_HTML : publicHtml(Math.max(0, left));
}

export { publicHtml, PUBLIC_HTML, PRIVATE_HTML };

/** A page rendered as the page cache keeps it (compressed when the cache is on). */
export async function renderCacheable(deps: SiteDeps, match: RouteMatch, input: RenderInput & { query?: readonly string[]; expiresAt?: Date }): Promise<CachedPage> {
  const html = await renderPage(deps, input);
  return { ...toPage(html, deps.config.pageCache), query: input.query, expiresAt: input.expiresAt?.getTime(), route: match.key, keyHeader: keyHeader(deps.config.cdn.kind), keys: recordedKeys() };
}

/**
 * What the page shows changes by itself at expiresAt: neither cache may keep it longer. A page
 * rendered from content that changed meanwhile (`from` is no longer live) is not kept: the
 * change's eviction ran before it was stored.
 */
export function storePage(deps: SiteDeps, path: string, page: CachedPage, from: object): void {
  if (deps.config.pageCache && from === deps.contentRuntime.live) deps.pageCache.set(path, page, page.expiresAt && page.expiresAt - deps.now().getTime());
}

export function pages(deps: SiteDeps): RequestHandler {
  const limit = createRenderLimit(deps.config.render);
  const refuse = busy(deps);
  const handler = render(deps);
  // Everything the page cache did not answer is rendered in its turn (render-limit.ts).
  return async (req: Request, res: Response, next: NextFunction) => {
    const match = matchPage(deps, req.path);
    if (!match) return next();
    res.locals.route = match.key; // the request line and metrics name the route of a refused page too
    try {
      const started = await limit.run(() => handler(req, res, next).then(() => true));
      if (!started) await refuse(req, res);
    } catch (e) {
      next(e);
    }
  };
}

function render(deps: SiteDeps) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const match = matchPage(deps, req.path);
      if (!match) return next();
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, `Method ${req.method} not allowed`, { Allow: 'GET, HEAD' });
      res.locals.locale = match.locale;
      res.locals.route = match.key;

      if (isPreview(deps, req)) {
        // Drafts of every kind of content: pages, header, footer, QR message, dictionary, settings.
        const drafts = withState(deps, await deps.contentRuntime.preview());
        const input = await resolvePage(drafts, match, { preview: true }, {}, req.query);
        if (!input) return next();
        res.setHeader('X-Robots-Tag', 'noindex');
        const html = await renderPage(drafts, input);
        return sendHtml(req, res, toPage(html), PRIVATE_HTML, input.dynamic?.status ?? input.status);
      }

      let page = cachedAnswer(deps, req);
      if (!page) {
        const t0 = performance.now();
        const state = deps.contentRuntime.live;
        const input = await resolvePage(deps, match, {}, {}, req.query);
        // A miss (unknown slug) is not cached: its path is whatever the visitor typed.
        if (!input) return next();
        const t1 = performance.now();
        // Only renders say how long they took (cache hits stay as lean as possible).
        const timing = () => res.setHeader('Server-Timing', `load;dur=${(t1 - t0).toFixed(1)}, render;dur=${(performance.now() - t1).toFixed(1)}`);
        // A page whose answer depends on the query (search) has its own status and policy.
        if (input.dynamic) {
          const html = await renderPage(deps, input);
          timing();
          return sendHtml(req, res, toPage(html), input.dynamic.cacheControl, input.dynamic.status);
        }
        deps.pageCache.stats.misses++;
        const own = await renderCacheable(deps, match, input);
        timing();
        // Rendered for parameters the page reads: this URL's own answer, not the path's, kept
        // by shared caches no longer than what it shows stays true.
        if (!cacheAnswers(own, queryNamesOf(req.url))) return sendHtml(req, res, own, cacheControl(own, deps.now()), input.status);
        page = own;
        storePage(deps, input.currentPath, page, state);
      }
      sendHtml(req, res, page, cacheControl(page, deps.now()));
    } catch (e) {
      next(e);
    }
  };
}
