// The header panel's memory: the visitor's previous searches and clicked links, kept in
// localStorage (spec: clickedLinks, previousSearches). Pure logic, no DOM.
import type { LinkItem } from '../shared/types.js';
import { isLocalPath } from './api.js';

export const CLICKED = 'clickedLinks';
export const SEARCHES = 'previousSearches';
export const MAX_ITEMS = 5;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

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
