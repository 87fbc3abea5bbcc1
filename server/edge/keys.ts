// Surrogate keys: each cacheable page names the content it was built from, so that a shared
// cache (Varnish, Fastly, Cloudflare) can drop exactly the pages a content change touches.
// A render records keys as it reads content: the content source is wrapped once
// (recordingSource), and every read made inside a key scope (withKeys) adds the key of what
// it read. Keys come only from content (route keys, collection names, translation ids),
// never from request data. The content diff (content/diff.ts) names the keys a change touched:
// the page cache drops the pages that recorded them, and purge.ts sends them to the CDN.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ContentSource } from '../content/source.js';
import { contentKeys } from '../content/diff.js';
import type { CdnKind } from '../config.js';

/** Header in which each CDN reads a page's keys (space-separated); none without a CDN. */
export const KEY_HEADER: Record<CdnKind, string | undefined> = {
  none: undefined,
  varnish: 'xkey',
  fastly: 'Surrogate-Key',
  cloudflare: 'Cache-Tag',
};

/** The key of each kind of content, as pages record it and purges name it (content/diff.ts). */
export const keys = contentKeys;

const scope = new AsyncLocalStorage<Set<string>>();

/** Runs `fn` with a fresh key set: the content reads it makes (and their async continuations) record into it. */
export const withKeys = <T>(fn: () => T): T => scope.run(new Set([keys.dictionary]), fn);

/** The keys recorded so far in this scope, sorted (one header value for the same content); undefined outside a scope. */
export function recordedKeys(): string[] | undefined {
  const set = scope.getStore();
  return set && [...set].sort();
}

const record = (key: string) => scope.getStore()?.add(key);

/** The key of every page that shows the Central Bank's rates: a new bulletin purges it. */
export const RATES_KEY = 'rates';
/** Records a key that is not a content read's (the rates). */
export const recordKey = record;

/** The content source, recording the key of each read made inside a key scope (outside one, it only reads). */
export function recordingSource(source: ContentSource): ContentSource {
  return {
    ...source,
    getSite: () => (record(keys.site), source.getSite()),
    getDictionary: () => (record(keys.dictionary), source.getDictionary()),
    getHeader: (l) => (record(keys.header(l)), source.getHeader(l)),
    getFooter: (l) => (record(keys.footer(l)), source.getFooter(l)),
    getQrMessage: (l) => (record(keys.qr(l)), source.getQrMessage(l)),
    getSearchSuggestions: (l) => (record(keys.suggestions(l)), source.getSearchSuggestions(l)),
    getPage: (key, l, opts) => (record(keys.page(key, l)), source.getPage(key, l, opts)),
    list: (c, l, opts) => (record(keys.list(c, l)), source.list(c, l, opts)),
    getBySlug: async (c, l, slug, opts) => {
      // Found or not, the page depends on the list (a missing slug may be added later).
      record(keys.list(c, l));
      const item = await source.getBySlug(c, l, slug, opts);
      if (item) record(keys.item(c, l, item.translationId));
      return item;
    },
    getTranslation: async (c, id, l, opts) => {
      record(keys.item(c, l, id));
      return source.getTranslation(c, id, l, opts);
    },
  };
}

/** The header naming the keys recorded in this scope, for the configured CDN; undefined without one. */
export function keyHeader(kind: CdnKind): [string, string] | undefined {
  const name = KEY_HEADER[kind];
  const recorded = recordedKeys();
  return name && recorded?.length ? [name, recorded.join(' ')] : undefined;
}

/** Middleware: what the rest of the request renders records its keys in a scope of its own. */
export const keyScope = (_req: unknown, _res: unknown, next: () => void) => withKeys(next);
