// Which copy of a cached page a request gets, and that copy's ETag: one rule for the Express
// pipeline (pages.tsx) and the fast path (fast-path.ts), so a page is the same bytes with the
// same validator whichever of the two answers.
import type { CachedPage } from './page-cache.js';

export type Encoding = 'br' | 'gzip';

/** Brotli when the client names it and the page has it, else gzip likewise, else none (the HTML). */
export function chooseEncoding(page: Pick<CachedPage, 'br' | 'gzip'>, acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  if (page.br && /\bbr\b/.test(acceptEncoding)) return 'br';
  if (page.gzip && /\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return undefined;
}

/**
 * Each encoding is a representation of its own (RFC 9110, 8.8.3.3), so it has its own ETag:
 * the page's with the encoding before the closing quote, W/"abc" → W/"abc-br". A shared cache
 * then never answers a gzip client's If-None-Match with a brotli copy.
 */
export const etagFor = (etag: string, encoding: Encoding | undefined): string => (encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag);

/** Whether the client already holds this copy (its If-None-Match is exactly the ETag): a 304 then. */
export const notModified = (ifNoneMatch: string | undefined, etag: string): boolean => ifNoneMatch === etag;
