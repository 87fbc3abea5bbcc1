// What a content change touched, in site paths: the pages whose content changed, the pages
// that list a changed collection, and the sitemap of each language a change reached; or every
// page ('all') when something every page shows changed (site settings, dictionary, header,
// footer, the QR message, search suggestions and synonyms, redirects). And the items whose
// pages moved (a CMS rename or move: the same item, by translation id, at a new path), so that
// their old paths can answer 301 to the new ones (movedPaths).
import type { ContentBundle, Localized } from './load.js';
import type { Locale } from './schemas.js';
import type { Router } from '../routes/paths.js';
import type { StaticPageKey } from '../routes/route-map.js';
import { collections, collectionNames, type CollectionName } from './collections.js';

const locales: Locale[] = ['tr', 'en'];
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

type AnyItem = { translationId: string; locale: Locale };

/** Every page path of every collection item, by `collection locale translationId`. */
function itemPaths(bundle: ContentBundle, router: Router): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const c of collectionNames) {
    const def = collections[c] as unknown as { pages(item: AnyItem, twin: AnyItem | undefined): { key: Parameters<Router['pathFor']>[0]; params: Record<string, string> }[] };
    const items = bundle.collections[c] as AnyItem[];
    for (const item of items) {
      const twin = items.find((i) => i.translationId === item.translationId && i.locale !== item.locale);
      out.set(`${c} ${item.locale} ${item.translationId}`, def.pages(item, twin).map((p) => router.pathFor(p.key, p.params, item.locale)));
    }
  }
  return out;
}

/** The site paths whose pages a change from `prev` to `next` touched; 'all' when every page did. */
export function changedPaths(prev: ContentBundle, next: ContentBundle, router: Router): string[] | 'all' {
  if (!same(prev.site, next.site) || !same(prev.dictionary, next.dictionary) || !same(prev.redirects, next.redirects) || !same(prev.synonyms, next.synonyms)) return 'all';
  const every = (k: keyof Pick<ContentBundle, 'header' | 'footer' | 'qrMessage' | 'searchSuggestions'>) => locales.some((l) => !same((prev[k] as Localized<unknown>)[l], (next[k] as Localized<unknown>)[l]));
  if (every('header') || every('footer') || every('qrMessage') || every('searchSuggestions')) return 'all';

  const out = new Set<string>();
  const touched = new Set<Locale>();
  const listed = new Set<string>(); // `collection locale`
  for (const l of locales) {
    const keys = new Set([...Object.keys(prev.pages[l]), ...Object.keys(next.pages[l])]) as Set<StaticPageKey>;
    for (const k of keys) {
      if (same(prev.pages[l][k], next.pages[l][k])) continue;
      out.add(router.pathFor(k, {}, l));
      touched.add(l);
    }
  }
  const before = itemPaths(prev, router);
  const after = itemPaths(next, router);
  for (const c of collectionNames) {
    const byId = (b: ContentBundle) => new Map((b.collections[c] as AnyItem[]).map((i) => [`${c} ${i.locale} ${i.translationId}`, i]));
    const a = byId(prev);
    const b = byId(next);
    for (const id of new Set([...a.keys(), ...b.keys()])) {
      if (same(a.get(id), b.get(id))) continue;
      const l = (a.get(id) ?? b.get(id))!.locale;
      for (const p of [...(before.get(id) ?? []), ...(after.get(id) ?? [])]) out.add(p);
      listed.add(`${c} ${l}`);
      touched.add(l);
    }
  }
  // The pages that list a changed collection (a collection block naming it).
  for (const l of locales) {
    for (const [k, page] of Object.entries(next.pages[l]) as [StaticPageKey, ContentBundle['pages'][Locale][StaticPageKey]][]) {
      if (page.blocks.some((b) => b.type === 'collection' && listed.has(`${(b as { collection: CollectionName }).collection} ${l}`))) out.add(router.pathFor(k, {}, l));
    }
  }
  for (const l of touched) out.add(router.pathFor('sitemap', {}, l));
  return [...out].sort();
}

/** Pairs of old and new page paths of items that are still there under another path. */
export function movedItemPaths(prev: ContentBundle, next: ContentBundle, router: Router): [from: string, to: string][] {
  const before = itemPaths(prev, router);
  const after = itemPaths(next, router);
  const out: [string, string][] = [];
  for (const [id, old] of before) {
    const now = after.get(id);
    if (!now) continue;
    old.forEach((p, i) => {
      const q = now[i];
      if (q && q !== p) out.push([p, q]);
    });
  }
  return out;
}

/**
 * Old paths of moved items and where they went, bounded (the oldest forgotten first). A chain
 * (a → b, then b → c) answers a → c at once; a path that is some item's page again is dropped.
 */
export function movedPaths(max = 1000) {
  const to = new Map<string, string>();
  return {
    /** Learns what moved from `prev` to `next`; true when a rule was added or dropped. */
    learn(prev: ContentBundle, next: ContentBundle, router: Router): boolean {
      const moved = movedItemPaths(prev, next, router);
      let changed = false;
      for (const [from, dest] of moved) {
        for (const [k, v] of to) if (v === from) to.set(k, dest);
        to.delete(from);
        to.set(from, dest);
        changed = true;
        if (to.size > max) to.delete(to.keys().next().value!);
      }
      const live = new Set([...itemPaths(next, router).values()].flat());
      for (const k of [...to.keys()]) {
        if (live.has(k) || to.get(k) === k) {
          to.delete(k);
          changed = true;
        }
      }
      return changed;
    },
    /** The content's redirects, then one 301 for each moved item's old path (a rule the content names wins). */
    redirects(content: ContentBundle['redirects']): ContentBundle['redirects'] {
      if (to.size === 0) return content;
      const named = new Set(content.map((r) => r.from));
      return [...content, ...[...to].filter(([from]) => !named.has(from)).map(([from, dest]) => ({ from, to: dest, status: 301 as const }))];
    },
    get size() { return to.size; },
  };
}
