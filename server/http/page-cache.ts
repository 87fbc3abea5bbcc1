// Rendered pages, kept in memory by path: a bounded LRU measured in bytes that evicts the
// least recently used page and can never refuse an insert. Only pages that exist are stored
// (a miss under /blog/:slug/ is not), so made-up URLs cannot fill it.
import { createHash } from 'node:crypto';
import { gzipSync, gunzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/**
 * A rendered page, encoded and compressed once when it enters the cache. A compressed page
 * keeps only its gzip and brotli bytes: the HTML itself (four to five times their size, and
 * asked for only by the rare client that accepts neither) is decompressed when asked for
 * (htmlOf), so the page cache holds about a third of the bytes it would with all three.
 */
export interface CachedPage {
  /** The HTML, kept only when the page is not compressed; read it with htmlOf(). */
  body?: Buffer;
  gzip?: Buffer; br?: Buffer; etag: string;
  /** The HTML's length in bytes (Content-Length of an uncompressed answer). */
  length: number;
  /** Query parameters the page reads; a request with one of them is not answered from here. */
  query?: readonly string[];
  /** When what it shows changes by itself (ms since the epoch); shared caches must not keep it longer. */
  expiresAt?: number;
  /** The route key it was rendered for (request logs and metrics name routes, never raw paths). */
  route?: string;
  /** The CDN's surrogate-key header and the keys of the content it was built from (server/edge/keys.ts). */
  keyHeader?: [string, string];
  /** The keys of the content it was built from: a change to one of them drops it (evict). */
  keys?: readonly string[];
}

/**
 * Whether the cached page answers a URL with these query parameter names: always without a query; with one, unless it names
 * a parameter the page reads or a preview token. So tracking parameters (utm_*, gclid,
 * fbclid…, read by the analytics tag in the browser) get the cached bytes, ETag included.
 */
export function cacheAnswers(page: CachedPage, queryNames: readonly string[]): boolean {
  for (const name of queryNames) {
    if (name === 'preview' || page.query?.includes(name)) return false;
  }
  return true;
}

/**
 * Whether a cached page still shows what is true at `now` (the site's clock, deps.now): a page
 * with an office's opening status or a campaign's state is not served past its change, even
 * if the store's own timer, which runs on the process clock, has not let it go yet.
 */
export const isFresh = (page: CachedPage, now: Date): boolean => page.expiresAt === undefined || page.expiresAt > now.getTime();

export const etagOf = (html: string) => `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`;

/** The page's HTML: kept as it is, or decompressed from its gzip copy. */
export const htmlOf = (page: CachedPage): Buffer => page.body ?? gunzipSync(page.gzip!);

/**
 * The bytes in memory of their own size. zlib's sync output is a slice of its 64 KiB working
 * buffer, and Buffer.from would put a copy in a shared 64 KiB pool: kept for as long as the
 * page is cached, either would hold the whole 64 KiB for a 10 KiB page.
 */
function ownCopy(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

export function toPage(html: string, compress = false): CachedPage {
  const body = Buffer.from(html);
  const etag = etagOf(html);
  if (!compress) return { body, etag, length: body.length };
  return {
    etag, length: body.length,
    gzip: ownCopy(gzipSync(body, { level: 9 })),
    br: ownCopy(brotliCompressSync(body, { params: brotliParams(body.length) })),
  };
}

/**
 * Quality 9 with a window no larger than the page: brotli's default 4 MiB window makes every call
 * clear hash tables sized for it, ten times the work of compressing a page of tens of KiB.
 */
function brotliParams(length: number) {
  const window = Math.min(zlib.BROTLI_MAX_WINDOW_BITS, Math.max(zlib.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(length + 1))));
  return { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: length, [zlib.BROTLI_PARAM_LGWIN]: window };
}

const bytesOf = (p: CachedPage) => (p.body?.length ?? 0) + (p.gzip?.length ?? 0) + (p.br?.length ?? 0) + 64;

export interface PageCache {
  get(path: string): CachedPage | undefined;
  /** Stores a rendered page (for at most `ttlMs` when given); one larger than the whole cache is not kept. */
  set(path: string, page: CachedPage, ttlMs?: number): void;
  clear(): void;
  /** Drops the pages built from any of these content keys (and any page that recorded none); answers their paths. */
  evict(keys: readonly string[]): string[];
  readonly size: number;
  readonly bytes: number;
  /** Answers from the cache and renders of cacheable pages, counted by the callers (metrics). */
  readonly stats: { hits: number; misses: number };
}

/** `ttlSeconds` 0 keeps pages until they are evicted or the process restarts. */
export function createPageCache({ maxBytes, ttlSeconds }: { maxBytes: number; ttlSeconds: number }): PageCache {
  const lru = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: bytesOf,
    // Lifetimes read from the clock on every get: lru-cache's default caches the time with a
    // timer, one a millisecond under load (CHANGELOG.md, *A body-less request, and no
    // pretenuring*).
    ...(ttlSeconds > 0 ? { ttl: ttlSeconds * 1000, ttlAutopurge: false } : {}),
    ttlResolution: 0,
  });
  return {
    get: (path) => lru.get(path),
    set(path, page, ttlMs) {
      if (bytesOf(page) > maxBytes) return;
      const ttl = ttlSeconds > 0 ? Math.min(ttlSeconds * 1000, ttlMs ?? Infinity) : ttlMs;
      lru.set(path, page, ttl !== undefined ? { ttl: Math.max(1, Math.floor(ttl)) } : undefined);
    },
    clear: () => lru.clear(),
    evict(keys) {
      const changed = new Set(keys);
      const gone = [...lru.entries()].filter(([, page]) => !page.keys || page.keys.some((k) => changed.has(k))).map(([path]) => path);
      for (const path of gone) lru.delete(path);
      return gone;
    },
    stats: { hits: 0, misses: 0 },
    get size() { return lru.size; },
    get bytes() { return lru.calculatedSize; },
  };
}
