// Which copy of a cached page a request gets, and that copy's ETag: one rule for the Express
// pipeline (page-routes.tsx) and the fast path (fast-path.ts), so a page is the same bytes with the
// same validator whichever of the two answers. The build's assets (assets.ts) pick their
// precompressed copy by the same rule.

export type Encoding = 'br' | 'gzip';

/** The coding named in Accept-Encoding with a weight above zero; "br;q=0" refuses it (RFC 9110, 12.5.3). */
// Linear: no two runs of spaces can trade characters, whatever the header holds.
const named = (coding: Encoding) => new RegExp(`(?:^|,)[ \\t]*${coding}(?:[ \\t]*;[ \\t]*q=([\\d.]+))?[ \\t]*(?=,|$)`, 'i');
const NAMED: Record<Encoding, RegExp> = { br: named('br'), gzip: named('gzip') };
const accepts = (acceptEncoding: string, coding: Encoding): boolean => {
  const m = NAMED[coding].exec(acceptEncoding);
  return !!m && (m[1] === undefined || Number(m[1]) > 0);
};

/**
 * Brotli when the client accepts it and the copy exists, else gzip likewise, else none (the
 * plain file). For cached pages (the pipeline and the fast path) and the build's assets alike.
 */
export function chooseEncoding(available: { br?: unknown; gzip?: unknown }, acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  if (available.br && accepts(acceptEncoding, 'br')) return 'br';
  if (available.gzip && accepts(acceptEncoding, 'gzip')) return 'gzip';
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
