// The Cache-Control values of HTML answers, shared by the page routes, the redirects and the forms.
// stale-if-error: a shared cache may serve the last copy for a day while the origin fails
// (Fastly and Cloudflare read it; the shipped VCL's grace does the same for Varnish).
import { PAGE_LIFETIME_SECONDS } from '../config.js';

export const publicHtml = (sMaxAge = PAGE_LIFETIME_SECONDS) => `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${sMaxAge ? 600 : 0}, stale-if-error=86400`;
export const PUBLIC_HTML = publicHtml();
export const PRIVATE_HTML = 'private, no-store';
