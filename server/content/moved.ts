// Pages that moved: an item an editor renamed or moved in the CMS (the same item, by
// translation id, at a new path), or a page whose path holds the product word when the site
// settings change it. Their old paths answer 301 to the new ones.
import type { ContentBundle } from './assemble.js';
import type { Router } from '../routes/paths.js';
import { staticPageKeys } from '../routes/route-map.js';
import { collections, collectionNames } from './collections.js';
import { LOCALES, type Locale } from '../../shared/locale.js';

type AnyItem = { translationId: string; locale: Locale };
export interface Routed { bundle: ContentBundle; router: Router }

/** Every page path of the site, by what it is the page of: a static page or a collection item's page. */
export function pagePaths({ bundle, router }: Routed): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const l of LOCALES) for (const key of staticPageKeys) out.set(`page ${l} ${key}`, [router.pathFor(key, {}, l)]);
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

/** Pairs of old and new paths of pages that are still there under another path. */
export function movedPagePaths(prev: Routed, next: Routed): [from: string, to: string][] {
  const after = pagePaths(next);
  const out: [string, string][] = [];
  for (const [id, old] of pagePaths(prev)) {
    const now = after.get(id);
    old.forEach((p, i) => {
      const q = now?.[i];
      if (q && q !== p) out.push([p, q]);
    });
  }
  return out;
}

/**
 * Old paths of moved pages and where they went, bounded (the oldest forgotten first). A chain
 * (a → b, then b → c) answers a → c at once; a path that is some page again is dropped.
 */
export function movedPaths(max = 1000) {
  const to = new Map<string, string>();
  return {
    /** Learns what moved from `prev` to `next`; true when a rule was added or dropped. */
    learn(prev: Routed, next: Routed): boolean {
      let changed = false;
      for (const [from, dest] of movedPagePaths(prev, next)) {
        for (const [k, v] of to) if (v === from) to.set(k, dest);
        to.delete(from);
        to.set(from, dest);
        changed = true;
        if (to.size > max) to.delete(to.keys().next().value!);
      }
      const live = new Set([...pagePaths(next).values()].flat());
      for (const k of [...to.keys()]) {
        if (live.has(k) || to.get(k) === k) {
          to.delete(k);
          changed = true;
        }
      }
      return changed;
    },
    /** The content's redirects, then one 301 for each moved page's old path (a rule the content names wins). */
    redirects(content: ContentBundle['redirects']): ContentBundle['redirects'] {
      if (to.size === 0) return content;
      const named = new Set(content.map((r) => r.from));
      return [...content, ...[...to].filter(([from]) => !named.has(from)).map(([from, dest]) => ({ from, to: dest, status: 301 as const }))];
    },
    get size() { return to.size; },
  };
}
