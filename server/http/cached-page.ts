// Whether a page in the page cache answers a request, and the headers it is sent with: one rule
// for the stage that answers before Express (fast-path.ts) and the pipeline (page-routes.tsx) alike.
// The cache is read once per request; what was found travels on res.locals.
import type { Request, Response } from 'express';
import { cacheAnswers, isFresh, type CachedPage, type PageCache } from './page-cache.js';
import type { Clock } from '../page-kinds/page-module.js';
import { etagFor, type Encoding } from './page-encoding.js';
import { publicHtml, PUBLIC_HTML } from './cache-control.js';
import { PAGE_LIFETIME_SECONDS } from '../config.js';

/** The page cache and the clock that says whether a page it holds is still true. */
export interface CacheDeps extends Clock { pageCache: PageCache }

/** What the page cache holds for a request: its path, and the page when that page answers it. */
export interface PageLookup {
  path: string;
  page?: CachedPage;
  /** The query's parameter names, read once (the request log shows them); absent without a query. */
  queryNames?: string[];
}

declare global {
  namespace Express {
    interface Locals {
      /** This request's page-cache lookup (lookupPage), made once. */
      cached?: PageLookup;
    }
  }
}

/**
 * The one rule: a GET or HEAD for a path the cache holds, whose page is still true by the site's
 * clock and reads none of the query's names (cacheAnswers: tracking parameters get the cached page).
 */
export function lookupPage(deps: CacheDeps, method: string | undefined, url: string): PageLookup {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (method !== 'GET' && method !== 'HEAD') return { path };
  const queryNames = q < 0 ? undefined : [...new URLSearchParams(url.slice(q + 1)).keys()];
  const page = deps.pageCache.get(path);
  // A page whose status changes by itself (an office opening, a campaign's last day) is not
  // served past that moment: it is rendered afresh.
  if (!page || (page.expiresAt !== undefined && !isFresh(page, deps.now()))) return { path, queryNames };
  return cacheAnswers(page, queryNames ?? []) ? { path, page, queryNames } : { path, queryNames };
}

/** This request's lookup: the one the fast stage made, or made now and kept for the rest of the pipeline. */
export function cachedLookup(deps: CacheDeps, req: Request, res: Response): PageLookup {
  return (res.locals.cached ??= lookupPage(deps, req.method, req.originalUrl));
}

/** Public caching for five minutes, or until the page's own content changes, if sooner. */
export function cacheControl(page: CachedPage, now: Date): string {
  if (page.expiresAt === undefined) return PUBLIC_HTML;
  const left = Math.floor((page.expiresAt - now.getTime()) / 1000);
  return left >= PAGE_LIFETIME_SECONDS ? PUBLIC_HTML : publicHtml(Math.max(0, left));
}

export interface HeaderOptions {
  cacheControl: string;
  /** Vary values the answer carries besides Accept-Encoding (the home page's language choice). */
  vary?: string;
  /** With the page's ETag (a 200 and its 304). */
  etag: boolean;
  /** Without a body (a 304): no Content-Encoding or Content-Length. */
  notModified?: boolean;
}

/** An HTML page's own headers for one encoding, as a flat name/value list: one list for every answer of a page. */
export function htmlHeaders(page: CachedPage, encoding: Encoding | undefined, o: HeaderOptions): string[] {
  const vary = [o.vary, page.gzip ? 'Accept-Encoding' : undefined].filter(Boolean).join(', ');
  const h = ['Content-Type', 'text/html; charset=utf-8', 'Cache-Control', o.cacheControl, ...(page.keyHeader ?? [])];
  if (vary) h.push('Vary', vary);
  if (o.etag) h.push('ETag', etagFor(page.etag, encoding));
  if (o.notModified) return h;
  if (encoding) h.push('Content-Encoding', encoding);
  h.push('Content-Length', String(encoding ? page[encoding]!.length : page.length));
  return h;
}
