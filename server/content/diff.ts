// What changed between two content models, once, as typed values; everything that reacts
// (the page cache, the CDN purge, search) reads these changes. Every page is built from a set
// of keys of content (what it read while rendering: server/edge/keys.ts records them), so a
// change names exactly the keys it touched and each cache drops exactly the pages built from them.
import type { ContentBundle, Localized } from './assemble.js';
import type { StaticPageKey } from '../routes/route-map.js';
import { collectionNames, type CollectionName } from './collections.js';
import { LOCALES, type Locale } from '../../shared/locale.js';

export type ContentChange =
  | { kind: 'site' | 'dictionary' | 'redirects' | 'synonyms' }
  | { kind: 'header' | 'footer' | 'qrMessage' | 'suggestions'; locale: Locale }
  | { kind: 'page'; key: StaticPageKey; locale: Locale }
  | { kind: 'item'; collection: CollectionName; locale: Locale; translationId: string };

// Fastly and Cloudflare accept printable ASCII without spaces or commas; a file name could hold more.
const safe = (part: string) => part.replace(/[^A-Za-z0-9_.-]/g, '_');

/** The key of each kind of content, as pages record it and purges name it. */
export const contentKeys = {
  /** Site settings, company facts, fees, the product word: every page reads them. */
  site: 'site',
  /** Translations of the interface: every page. */
  dictionary: 'dictionary',
  header: (l: Locale) => `header-${l}`,
  footer: (l: Locale) => `footer-${l}`,
  qr: (l: Locale) => `qr-${l}`,
  suggestions: (l: Locale) => `suggestions-${l}`,
  page: (key: string, l: Locale) => `page-${safe(key)}-${l}`,
  /** A collection's list in one language: any page that lists its items. */
  list: (c: CollectionName, l: Locale) => `${c}-${l}`,
  /** One item in one language: its own page, and the pages that link to it as a twin. */
  item: (c: CollectionName, l: Locale, translationId: string) => `${c}-${l}-${safe(translationId)}`,
} as const;

/** Two content values alike: the same object, or the same JSON (content is plain data). */
export const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

function itemChanges(prev: ContentBundle, next: ContentBundle): ContentChange[] {
  const out: ContentChange[] = [];
  for (const collection of collectionNames) {
    const byId = (b: ContentBundle) => new Map((b.collections[collection] as { translationId: string; locale: Locale }[]).map((i) => [`${i.locale} ${i.translationId}`, i]));
    const a = byId(prev);
    const b = byId(next);
    for (const id of new Set([...a.keys(), ...b.keys()])) {
      if (same(a.get(id), b.get(id))) continue;
      const { locale, translationId } = (a.get(id) ?? b.get(id))!;
      out.push({ kind: 'item', collection, locale, translationId });
    }
  }
  return out;
}

/** The changes from `prev` to `next`; none when they show the same. */
export function diff(prev: ContentBundle, next: ContentBundle): ContentChange[] {
  const out: ContentChange[] = [];
  for (const kind of ['site', 'dictionary', 'redirects', 'synonyms'] as const) if (!same(prev[kind], next[kind])) out.push({ kind });
  const localized = { header: 'header', footer: 'footer', qrMessage: 'qrMessage', suggestions: 'searchSuggestions' } as const;
  for (const l of LOCALES) {
    for (const [kind, field] of Object.entries(localized) as [keyof typeof localized, keyof ContentBundle][]) {
      if (!same((prev[field] as Localized<unknown>)[l], (next[field] as Localized<unknown>)[l])) out.push({ kind, locale: l });
    }
    const keys = new Set([...Object.keys(prev.pages[l]), ...Object.keys(next.pages[l])]) as Set<StaticPageKey>;
    for (const key of keys) if (!same(prev.pages[l][key], next.pages[l][key])) out.push({ kind: 'page', key, locale: l });
  }
  return [...out, ...itemChanges(prev, next)];
}

/** The keys of the pages a change touched (an item names its own and its list's). */
export function changedKeys(changes: readonly ContentChange[]): string[] {
  const out = new Set<string>();
  for (const c of changes) {
    switch (c.kind) {
      case 'site': case 'dictionary': out.add(contentKeys[c.kind]); break;
      case 'redirects': case 'synonyms': break; // no page shows them (search and the redirect table read them live)
      case 'header': case 'footer': case 'suggestions': out.add(contentKeys[c.kind](c.locale)); break;
      case 'qrMessage': out.add(contentKeys.qr(c.locale)); break;
      case 'page': out.add(contentKeys.page(c.key, c.locale)); break;
      case 'item': out.add(contentKeys.item(c.collection, c.locale, c.translationId)).add(contentKeys.list(c.collection, c.locale)); break;
    }
  }
  return [...out].sort();
}

/** Whether the change reaches every page of the site (then a cache is emptied rather than searched). */
export const touchesEveryPage = (changes: readonly ContentChange[]) => changes.some((c) => c.kind === 'site' || c.kind === 'dictionary');

/** Whether search documents may have changed (their texts, titles, paths or synonyms). */
export const touchesSearch = (changes: readonly ContentChange[]) => changes.some((c) => !['header', 'footer', 'qrMessage', 'suggestions', 'redirects'].includes(c.kind));
