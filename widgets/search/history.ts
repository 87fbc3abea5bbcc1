// The search panel's pure logic: the visitor's history in localStorage (clicked links and
// previous searches), the search API's URL and the shape of its answer. No React, no DOM.
import type { LinkItem } from '../shared/types.js';
import { withoutTrPrefix } from '../shared/site-rules.js';

export const CLICKED = 'clickedLinks';
export const SEARCHES = 'previousSearches';
export const MAX_ITEMS = 5;

export interface SearchResult { id: string; path: string; title: string; parentName: string }
type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Same-site paths only: storage is editable by anyone at the keyboard, so no `javascript:` or off-site URL. */
const isLocalPath = (url: unknown): url is string => typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

/** Drops a leading /tr (Turkish is the unprefixed default). */
export function stripTr(path: string): string {
  const rest = withoutTrPrefix(path);
  return rest.startsWith('/') ? rest : '/' + rest;
}

/** A stored list, tolerating anything: missing, not JSON, not a list, odd items. */
export function parseList(raw: string | null): LinkItem[] {
  let data: unknown;
  try {
    data = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data
    .filter((i): i is LinkItem => !!i && typeof i === 'object' && typeof i.title === 'string' && i.title.trim() !== '' && isLocalPath(i.url))
    .map((i) => ({ title: i.title, url: i.url }))
    .slice(0, MAX_ITEMS);
}

/** Newest first, one entry per URL, at most MAX_ITEMS. */
export function addItem(list: LinkItem[], item: LinkItem): LinkItem[] {
  return [item, ...list.filter((i) => i.url !== item.url)].slice(0, MAX_ITEMS);
}

export function readList(store: Store | null, key: string): LinkItem[] {
  try {
    return store ? parseList(store.getItem(key)) : [];
  } catch {
    return []; // storage blocked (privacy mode, disabled cookies)
  }
}

/** Records an item and returns the new list; never throws (full or blocked storage). */
export function remember(store: Store | null, key: string, item: LinkItem): LinkItem[] {
  const current = readList(store, key);
  if (!isLocalPath(item.url) || !item.title.trim()) return current;
  const list = addItem(current, item);
  try {
    store?.setItem(key, JSON.stringify(list));
  } catch {
    /* the visit still works without history */
  }
  return list;
}

/** The results page for a term, as the GET form would reach it. */
export function searchPageUrl(action: string, term: string): string {
  return `${action}?q=${encodeURIComponent(term)}`;
}

export function searchApiUrl(term: string, lang: string): string {
  return `/api/umbraco?endpoint=/SearchApi/Search&searchTerm=${encodeURIComponent(term)}&lang=${encodeURIComponent(lang)}`;
}

/** The API's answer as results with local paths; anything malformed is left out. */
export function toResults(data: unknown): SearchResult[] {
  if (!Array.isArray(data)) return [];
  return data
    .filter((r): r is SearchResult => !!r && typeof r === 'object' && typeof r.title === 'string' && isLocalPath(r.path))
    .map((r) => ({ id: String(r.id ?? r.path), path: stripTr(r.path), title: r.title, parentName: typeof r.parentName === 'string' ? r.parentName : '' }));
}
