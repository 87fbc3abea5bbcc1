// node-cache in front of any content source. Keys are built only from values the server
// chooses (method, locale, collection, route key, preview yes/no), never from request data:
// a slug from the URL is looked up in the cached list of its collection instead of becoming
// a key of its own. So the key space is finite by construction and nothing a visitor typed
// sits in memory. The cache is bounded all the same (maxKeys, site.ts): node-cache refuses a
// new key when full (ECACHEFULL) instead of evicting, so `remember` evicts the oldest entry
// and stores again, and a read never fails because the cache is full. Concurrent misses
// share one call to the source.
import type NodeCache from 'node-cache';
import type { ContentSource, ReadOptions } from './source.js';

/** Only the preview flag reaches a content read or a cache key; anything else in opts is dropped. */
const readOptions = (opts?: ReadOptions): ReadOptions => ({ preview: opts?.preview === true });

/** Stores a value; when the cache is full, the oldest entry makes room (node-cache keeps keys in insertion order). */
export function remember(cache: NodeCache, key: string, value: unknown): void {
  try {
    cache.set(key, value);
  } catch {
    const oldest = cache.keys()[0];
    if (oldest !== undefined) cache.del(oldest);
    try {
      cache.set(key, value);
    } catch {
      // Not cached this time; the read itself still succeeds.
    }
  }
}

export function cachedContentSource(source: ContentSource, cache: NodeCache): ContentSource {
  const pending = new Map<string, Promise<unknown>>();
  const cached = <R>(key: string, load: () => Promise<R>): Promise<R> => {
    const hit = cache.get<{ v: R }>(key);
    if (hit) return Promise.resolve(hit.v);
    let p = pending.get(key) as Promise<R> | undefined;
    if (!p) {
      p = load().then(
        (v) => {
          // Wrapped so that `undefined` (a missing page) is cached too.
          remember(cache, key, { v });
          pending.delete(key);
          return v;
        },
        (e: unknown) => {
          pending.delete(key);
          throw e;
        },
      );
      pending.set(key, p);
    }
    return p;
  };
  const p = (opts?: ReadOptions) => (readOptions(opts).preview ? 'preview' : 'live');

  const list: ContentSource['list'] = (c, l, opts) => cached(`list:${c}:${l}:${p(opts)}`, () => source.list(c, l, readOptions(opts)));
  return {
    getSite: () => cached('site', () => source.getSite()),
    getDictionary: () => cached('dictionary', () => source.getDictionary()),
    getRedirects: () => cached('redirects', () => source.getRedirects()),
    getHeader: (l) => cached(`header:${l}`, () => source.getHeader(l)),
    getFooter: (l) => cached(`footer:${l}`, () => source.getFooter(l)),
    getQrMessage: (l) => cached(`qr:${l}`, () => source.getQrMessage(l)),
    getPage: (key, l, opts) => cached(`page:${key}:${l}:${p(opts)}`, () => source.getPage(key, l, readOptions(opts))),
    getPageDate: (key, l) => cached(`pageDate:${key}:${l}`, () => source.getPageDate(key, l)),
    getSearchSuggestions: (l) => cached(`searchSuggestions:${l}`, () => source.getSearchSuggestions(l)),
    list,
    getBySlug: async (c, l, slug, opts) => (await list(c, l, opts)).find((i) => i.slug === slug),
    getTranslation: async (c, id, l, opts) => (await list(c, l, opts)).find((i) => i.translationId === id),
  };
}
