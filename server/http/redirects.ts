// Redirect rules from content, the canonical trailing slash and the root language redirect.
import type { Request, Response, RequestHandler } from 'express';
import type { SiteDeps } from '../site.js';
import { detectLanguage, type LookupName } from '../i18n.js';
import { withoutTrPrefix } from '../../widgets/shared/site-rules.js';

/**
 * The root redirect asks the language detector by the path and the language cookie only (read
 * from cookie-parser's req.cookies): Accept-Language would make the Turkish home page differ
 * by browser, and `/` stays one answer for everyone without the cookie.
 */
const ROOT_ORDER: readonly LookupName[] = ['path', 'cookie'];

/**
 * The visitor chose English before (language cookie). A prefetch is never answered with the
 * redirect: the browser could use it after a click that changed the cookie.
 */
export const wantsEnglishHome = (req: Request, res: Response) =>
  detectLanguage(req, res, ROOT_ORDER).locale === 'en' && !/prefetch/i.test(String(req.headers['sec-purpose'] ?? req.headers.purpose ?? ''));

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
        if (wantsEnglishHome(req, res)) return res.redirect(302, '/en/');
      }
      next();
    } catch (e) {
      next(e);
    }
  };
}
