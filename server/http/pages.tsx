// Page routes: everything the route map matches is rendered here, through the page cache.
// A URL's HTML is the same for every anonymous visitor, so it is cached by path and served
// with an ETag; preview requests bypass the cache and are never stored by shared caches.
import { createHash } from 'node:crypto';
import type { Request, Response, NextFunction, RequestHandler } from 'express';
import type { SiteDeps } from '../site.js';
import { resolvePage } from '../pages/resolve.js';
import { renderPage } from '../render/render.js';
import { verifyPreviewToken } from '../preview.js';
import { HttpError } from './guard.js';
import { isFileRoute } from '../routes/route-map.js';
import type { RouteMatch } from '../routes/paths.js';
import { SearchPage } from '../../views/pages/SearchPage.js';

interface CachedPage { html: string; etag: string }

export function isPreview(deps: SiteDeps, req: Request): boolean {
  return verifyPreviewToken(deps.config.previewSecret, req.query.preview);
}

export function matchPage(deps: SiteDeps, pathname: string): RouteMatch | undefined {
  const m = deps.router.match(pathname) ?? (pathname.endsWith('/') ? undefined : deps.router.match(`${pathname}/`));
  return m && !isFileRoute(m.key) ? m : undefined;
}

export function sendHtml(req: Request, res: Response, page: CachedPage, cacheControl: string, status = 200): void {
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', cacheControl);
  if (status === 200) {
    res.setHeader('ETag', page.etag);
    if (req.headers['if-none-match'] === page.etag) {
      res.status(304).end();
      return;
    }
  }
  res.send(page.html);
}

export const etagOf = (html: string) => `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`;
export const PUBLIC_HTML = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';
export const PRIVATE_HTML = 'private, no-store';

export function pages(deps: SiteDeps): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const match = matchPage(deps, req.path);
      if (!match) return next();
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, `Method ${req.method} not allowed`, { Allow: 'GET, HEAD' });
      res.locals.locale = match.locale;

      if (match.key === 'search') return await searchPage(deps, req, res, match);

      const preview = isPreview(deps, req);
      if (preview) {
        const input = await resolvePage(deps, match, { preview: true });
        if (!input) return next();
        res.setHeader('X-Robots-Tag', 'noindex');
        const html = await renderPage(deps, input);
        return sendHtml(req, res, { html, etag: etagOf(html) }, PRIVATE_HTML);
      }

      const key = `page:${req.path}`;
      let page = deps.pageCache.get<CachedPage | null>(key);
      if (page === undefined) {
        const input = await resolvePage(deps, match);
        page = input ? await renderPage(deps, input).then((html) => ({ html, etag: etagOf(html) })) : null;
        if (deps.config.pageCache) deps.pageCache.set(key, page);
      }
      if (!page) return next();
      sendHtml(req, res, page, PUBLIC_HTML);
    } catch (e) {
      next(e);
    }
  };
}

async function searchPage(deps: SiteDeps, req: Request, res: Response, match: RouteMatch) {
  const q = req.query.q;
  if (q !== undefined && typeof q !== 'string') throw new HttpError(400, 'The search term must be given once');
  const term = (q ?? '').trim();
  const tooLong = term.length > 100;
  const t = (s: string) => deps.i18n.getFixedT(match.locale)(s);
  const results = tooLong ? [] : deps.search.search(term, match.locale, 20);
  const path = deps.router.pathFor('search', match.locale);
  const html = await renderPage(deps, {
    locale: match.locale,
    currentPath: path,
    alternates: { tr: deps.router.pathFor('search', 'tr'), en: deps.router.pathFor('search', 'en') },
    head: { title: t('Arama'), description: t('Unilira sitesinde arama yapın: ürünler, ücretler, sorular ve yazılar.'), indexable: false },
    body: <SearchPage term={tooLong ? term.slice(0, 100) : term} results={results} error={tooLong ? t('Arama terimi en fazla 100 karakter olabilir.') : undefined} />,
  });
  sendHtml(req, res, { html, etag: etagOf(html) }, 'public, max-age=60', tooLong ? 400 : 200);
}
