// The Cache-Control values of HTML answers, shared by the page routes, the redirects and the forms.
// stale-if-error: a shared cache may serve the last copy for a day while the origin fails
// (Fastly and Cloudflare read it; the shipped VCL's grace does the same for Varnish).
import { PAGE_LIFETIME_SECONDS } from '../config.js';

export const PUBLIC_HTML = `public, max-age=0, s-maxage=${PAGE_LIFETIME_SECONDS}, stale-while-revalidate=600, stale-if-error=86400`;
/**
 * A page that changes by itself in `sMaxAge` seconds (a calculator result at a cut-off, a
 * campaign at its start): no copy past that moment while the site answers (no
 * stale-while-revalidate); only while it fails, the last copy (stale-if-error).
 */
export const publicHtml = (sMaxAge = PAGE_LIFETIME_SECONDS) => (sMaxAge >= PAGE_LIFETIME_SECONDS ? PUBLIC_HTML
  : `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=0, stale-if-error=86400`);
export const PRIVATE_HTML = 'private, no-store';
