// Cross-site request forgery protection for the site's forms, without a token: pages are the
// same HTML for every visitor and held by a CDN, so they cannot carry a per-visitor secret.
// Every current browser says where a POST comes from: Sec-Fetch-Site (a "forbidden" header no
// page can set), and the Origin header on every POST. So:
//  1. Sec-Fetch-Site present: only "same-origin" (or "none", a visitor's own action) passes.
//  2. Otherwise Origin present: it must be this site's origin ("null" never is).
//  3. Otherwise Referer present (older browsers): its origin must be this site's.
//  4. None of them: not a browser (curl, a script), which cannot ride a visitor's browser, so
//     there is nothing to forge; rate limits and validation still apply.
// "This site" is SITE_URL's origin, or the origin the request itself was made to (the
// scheme per trust proxy, and the Host header), so previews on other hosts keep working.
import type { Request } from 'express';

export type OriginVerdict = { ok: true } | { ok: false; reason: string };

function originOf(url: string): string | undefined {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

export function checkSameOrigin(req: Request, siteUrl: string): OriginVerdict {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') {
    if (site === 'same-origin' || site === 'none') return { ok: true };
    // The reason is logged: only values chosen here, never the header as sent.
    return { ok: false, reason: site === 'same-site' || site === 'cross-site' ? `Sec-Fetch-Site ${site}` : 'Sec-Fetch-Site unknown' };
  }
  const own = [originOf(siteUrl), originOf(`${req.protocol}://${req.get('host') ?? ''}`)].filter(Boolean);
  // "null" (a sandboxed frame, a redirect across sites) and anything unparsable are never ours.
  const ours = (url: string) => {
    const o = originOf(url);
    return o !== undefined && own.includes(o);
  };
  const { origin, referer } = req.headers;
  if (typeof origin === 'string') return ours(origin) ? { ok: true } : { ok: false, reason: 'Origin of another site' };
  if (typeof referer === 'string') return ours(referer) ? { ok: true } : { ok: false, reason: 'Referer of another site' };
  return { ok: true };
}
