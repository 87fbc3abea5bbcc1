// Redirect rules from content, the canonical trailing slash and the root language redirect.
import type { Request, RequestHandler } from 'express';
import type { SiteDeps } from '../site.js';

import { LOCALE_COOKIE, withoutTrPrefix } from '../../widgets/shared/site-rules.js';

/**
 * The visitor chose English before (language cookie, parsed by cookie-parser). A prefetch is
 * never answered with the redirect: the browser could use it after a click that changed the
 * cookie.
 */
export const wantsEnglishHome = (req: Request) =>
  (req.cookies as Record<string, unknown> | undefined)?.[LOCALE_COOKIE] === 'en' && !/prefetch/i.test(String(req.headers['sec-purpose'] ?? req.headers.purpose ?? ''));

const hasExtension = (p: string) => /\.[a-z0-9]+$/i.test(p);

export function redirects(deps: SiteDeps): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const rules = await deps.content.getRedirects();
      const stripped = req.path.length > 1 ? req.path.replace(/\/$/, '') : req.path;
      const rule = rules.find((r) => r.from === req.path || r.from === stripped);
      if (rule) return res.redirect(rule.status, rule.to);
      // The old site's Turkish URLs carried a /tr prefix (the spec drops it): same page, no prefix.
      if (req.path.startsWith('/tr/')) return res.redirect(301, withoutTrPrefix(req.originalUrl));

      // Canonical paths end with a slash; files keep none; with a query string the page is served as is.
      const hasQuery = req.originalUrl.includes('?');
      if (!req.path.endsWith('/') && !hasExtension(req.path) && !hasQuery && !req.path.startsWith('/api/')) {
        return res.redirect(301, `${req.path}/`);
      }

      if (req.path === '/' && deps.config.rootRedirect) {
        // The home page's answer depends on the language cookie; tell caches so.
        res.vary('Cookie');
        if (wantsEnglishHome(req)) return res.redirect(302, '/en/');
      }
      next();
    } catch (e) {
      next(e);
    }
  };
}
