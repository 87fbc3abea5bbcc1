// Reading time of an article, from its visible text: "5 dk okuma" / "5 min read".
import { LRUCache } from 'lru-cache';
import { htmlText } from './html-text.js';
import type { Locale } from '../../shared/locale.js';

/**
 * Words a minute. Turkish words are longer (agglutination), so fewer of them are read a minute:
 * the figures are the usual silent-reading rates for screen text in each language.
 */
const WPM = { tr: 180, en: 230 } as const;

export const wordCount = (text: string): number => (text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? []).length;

// Articles are few and their HTML is fixed while the content is loaded: the count is kept per
// HTML string in a small bounded LRU rather than parsing the article on every list render.
// One per language, keyed by the content's own string: V8 keeps a string's hash, so a lookup
// does not read the whole article again (a key built by concatenation would).
const MAX = 250;
const caches = { tr: new LRUCache<string, number>({ max: MAX }), en: new LRUCache<string, number>({ max: MAX }) };

/** The words of an article's visible text (structured data's wordCount), counted once per HTML. */
export function articleWords(html: string, locale: Locale): number {
  const cache = caches[locale];
  let words = cache.get(html);
  if (words === undefined) {
    words = wordCount(htmlText(html).text);
    cache.set(html, words);
  }
  return words;
}

export function readingMinutes(html: string, locale: Locale): number {
  const words = articleWords(html, locale);
  return Math.max(1, Math.round(words / WPM[locale]));
}
