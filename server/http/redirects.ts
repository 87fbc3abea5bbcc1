// Redirect rules from content, the canonical trailing slash and the root language redirect.
import type { IncomingHttpHeaders } from 'node:http';
import type { Request, Response, RequestHandler } from 'express';
import type { ContentSource } from '../content/source.js';
import type { Config } from '../config.js';
import { PUBLIC_HTML } from './cache-control.js';
import { detectLanguage, type LookupName } from '../i18n.js';
import { LOCALE_COOKIE } from '../../shared/locale.js';
import { withoutTrPrefix } from '../../shared/site-rules.js';

/** The header a CDN sets from the language cookie alone (`en`, or absent): server/edge/default.vcl. */
export const LANG_PREF_HEADER = 'x-lang-pref';

const isPrefetch = (h: IncomingHttpHeaders) => /prefetch/i.test(String(h['sec-purpose'] ?? h.purpose ?? ''));

/**
 * Where the root redirect reads the visitor's language choice, by what stands in front of the
 * site (CDN; docs/cdn.md), so that `/` never varies on the whole Cookie header at a shared cache:
 * - none: the language cookie itself, through the language detector (path, then the cookie;
 *   never Accept-Language, which would make the Turkish home page differ by browser), and
 *   `Vary: Cookie`: only the visitor's own browser keeps that answer;
 * - varnish, fastly: `X-Lang-Pref`, which the edge sets from that one cookie (and overwrites
 *   whatever a client sent), and `Vary: X-Lang-Pref`: two variants of `/` at most;
 * - cloudflare, which keys on no request header: the edge's redirect rule decides, and the
 *   origin's `/` is the same for everyone (a header a client sent could otherwise put the
 *   redirect in the cache for all).
 * A prefetch is never answered with the redirect: the browser could use it after a click that
 * changed the cookie.
 */
const ROOT_ORDER: readonly LookupName[] = ['path', 'cookie'];

export function rootLanguage(config: Pick<Config, 'cdn' | 'rootRedirect'>): { vary?: string; mayAsk(h: IncomingHttpHeaders): boolean; wantsEnglish(req: Request, res: Response): boolean } {
  const cdn = config.cdn.kind;
  if (!config.rootRedirect || cdn === 'cloudflare') return { mayAsk: () => false, wantsEnglish: () => false };
  if (cdn === 'none') {
    return {
      vary: 'Cookie',
      mayAsk: (h) => h.cookie?.includes(LOCALE_COOKIE) === true,
      wantsEnglish: (req, res) => detectLanguage(req, res, ROOT_ORDER).locale === 'en' && !isPrefetch(req.headers),
    };
  }
  return {
    vary: 'X-Lang-Pref',
    mayAsk: (h) => h[LANG_PREF_HEADER] !== undefined,
    wantsEnglish: (req) => req.headers[LANG_PREF_HEADER] === 'en' && !isPrefetch(req.headers),
  };
}

const hasExtension = (p: string) => /\.[a-z0-9]+$/i.test(p);

/**
 * Redirects to the target with the request's query string carried over, so campaign parameters
 * survive a redirect. Such an answer names what one visitor sent: no shared cache keeps it (a
 * CDN that leaves tracking parameters out of its key would hand it to the next visitor).
 */
function redirectKeepingQuery(req: Request, res: Response, status: number, to: string): void {
  const target = withQuery(to, req.originalUrl);
  if (target !== to) res.setHeader('Cache-Control', 'private');
  res.redirect(status, target);
}

/** The target with the request's query string carried over, before any fragment. */
export function withQuery(to: string, originalUrl: string): string {
  const q = originalUrl.indexOf('?');
  const query = q < 0 ? '' : originalUrl.slice(q + 1);
  if (!query) return to;
  const hash = to.indexOf('#');
  const [base, fragment] = hash < 0 ? [to, ''] : [to.slice(0, hash), to.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}${query}${fragment}`;
}

export function redirects(deps: { config: Pick<Config, 'cdn' | 'rootRedirect'>; readonly content: Pick<ContentSource, 'getRedirects'> }): RequestHandler {
  const root = rootLanguage(deps.config);
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const rules = await deps.content.getRedirects();
      const stripped = req.path.length > 1 ? req.path.replace(/\/$/, '') : req.path;
      const rule = rules.find((r) => r.from === req.path || r.from === stripped);
      if (rule) return redirectKeepingQuery(req, res, rule.status, rule.to);
      // The old site's Turkish URLs carried a /tr prefix (the spec drops it): same page, no prefix.
      if (req.path.startsWith('/tr/')) return res.redirect(301, withoutTrPrefix(req.originalUrl));

      // Canonical paths end with a slash; files keep none; with a query string the page is served as is.
      const hasQuery = req.originalUrl.includes('?');
      if (!req.path.endsWith('/') && !hasExtension(req.path) && !hasQuery && !req.path.startsWith('/api/')) {
        return res.redirect(301, `${req.path}/`);
      }

      if (req.path === '/' && root.vary) {
        // The home page's answer depends on the language choice; tell caches which header holds it.
        res.vary(root.vary);
        if (root.wantsEnglish(req, res)) {
          // Behind a CDN keyed on X-Lang-Pref the redirect is one shared answer too.
          if (root.vary !== 'Cookie') res.setHeader('Cache-Control', PUBLIC_HTML);
          return redirectKeepingQuery(req, res, 302, '/en/');
        }
      }
      next();
    } catch (e) {
      next(e);
    }
  };
}
