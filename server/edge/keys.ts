// Surrogate keys: each cacheable page names the content it was built from, so that a shared
// cache (Varnish, Fastly, Cloudflare) can drop exactly the pages a content change touches.
// A render records keys as it reads content: the content source is wrapped once
// (recordingSource), and every read made inside a key scope (withKeys) adds the key of what
// it read. Keys come only from content (route keys, collection names, translation ids),
// never from request data. changedKeys() names the keys whose content differs between two
// loads of content/, which is what purge.ts sends to the CDN.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ContentSource } from '../content/source.js';
import type { ContentBundle } from '../content/load.js';
import type { Locale } from '../content/schemas.js';
import { collectionNames, type CollectionName } from '../content/collections.js';
import type { CdnKind } from '../config.js';

/** Header in which each CDN reads a page's keys (space-separated); none without a CDN. */
export const KEY_HEADER: Record<CdnKind, string | undefined> = {
  none: undefined,
  varnish: 'xkey',
  fastly: 'Surrogate-Key',
  cloudflare: 'Cache-Tag',
};

// Fastly and Cloudflare accept printable ASCII without spaces or commas; a file name could hold more.
const safe = (part: string) => part.replace(/[^A-Za-z0-9_.-]/g, '_');

/** The key of each kind of content, as pages record it and purges name it. */
export const keys = {
  /** Site settings, company facts, the product word: every page reads them. */
  site: 'site',
  /** Translations of the interface: every page. */
  dictionary: 'dictionary',
  header: (l: Locale) => `header-${l}`,
  footer: (l: Locale) => `footer-${l}`,
  qr: (l: Locale) => `qr-${l}`,
  suggestions: (l: Locale) => `suggestions-${l}`,
  page: (key: string, l: Locale) => `page-${safe(key)}-${l}`,
  /** A collection's list in one language: any page that lists its items (an item added, removed, reordered or changed). */
  list: (c: CollectionName, l: Locale) => `${c}-${l}`,
  /** One item in one language: its own page, and the pages that link to it as a twin. */
  item: (c: CollectionName, l: Locale, translationId: string) => `${c}-${l}-${safe(translationId)}`,
} as const;

const scope = new AsyncLocalStorage<Set<string>>();

/** Runs `fn` with a fresh key set: the content reads it makes (and their async continuations) record into it. */
export const withKeys = <T>(fn: () => T): T => scope.run(new Set([keys.dictionary]), fn);

/** The keys recorded so far in this scope, sorted (one header value for the same content); undefined outside a scope. */
export function recordedKeys(): string[] | undefined {
  const set = scope.getStore();
  return set && [...set].sort();
}

const record = (key: string) => scope.getStore()?.add(key);

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

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The keys whose content differs between two loads of content/. Facts (fees, company data)
 * are expanded into the texts at load, so a changed fee shows up as each page that quotes it.
 * An item changed, added or removed names its own key and its list's.
 */
export function changedKeys(prev: ContentBundle, next: ContentBundle): string[] {
  const out = new Set<string>();
  if (!same(prev.site, next.site)) out.add(keys.site);
  if (!same(prev.dictionary, next.dictionary)) out.add(keys.dictionary);
  for (const l of ['tr', 'en'] as const) {
    if (!same(prev.header[l], next.header[l])) out.add(keys.header(l));
    if (!same(prev.footer[l], next.footer[l])) out.add(keys.footer(l));
    if (!same(prev.qrMessage[l], next.qrMessage[l])) out.add(keys.qr(l));
    if (!same(prev.searchSuggestions[l], next.searchSuggestions[l])) out.add(keys.suggestions(l));
    const pageKeys = new Set([...Object.keys(prev.pages[l]), ...Object.keys(next.pages[l])]) as Set<keyof ContentBundle['pages'][Locale]>;
    for (const k of pageKeys) if (!same(prev.pages[l][k], next.pages[l][k])) out.add(keys.page(k, l));
  }
  for (const c of collectionNames) {
    const byId = (items: readonly { translationId: string; locale: Locale }[]) => new Map(items.map((i) => [`${i.locale}\u0000${i.translationId}`, i]));
    const before = byId(prev.collections[c]);
    const after = byId(next.collections[c]);
    for (const id of new Set([...before.keys(), ...after.keys()])) {
      const a = before.get(id);
      const b = after.get(id);
      if (same(a, b)) continue;
      const item = (a ?? b)!;
      out.add(keys.item(c, item.locale, item.translationId));
      out.add(keys.list(c, item.locale));
    }
  }
  return [...out].sort();
}

/** The header naming the keys recorded in this scope, for the configured CDN; undefined without one. */
export function keyHeader(kind: CdnKind): [string, string] | undefined {
  const name = KEY_HEADER[kind];
  const recorded = recordedKeys();
  return name && recorded?.length ? [name, recorded.join(' ')] : undefined;
}

/** Middleware: what the rest of the request renders records its keys in a scope of its own. */
export const keyScope = (_req: unknown, _res: unknown, next: () => void) => withKeys(next);
