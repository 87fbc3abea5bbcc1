// Reading time of an article, from its visible text: "5 dk okuma" / "5 min read".
import { htmlText } from '../search/html-text.js';

/**
 * Words a minute. Turkish words are longer (agglutination), so fewer of them are read a minute:
 * the figures are the usual silent-reading rates for screen text in each language.
 */
const WPM = { tr: 180, en: 230 } as const;

export const wordCount = (text: string): number => (text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? []).length;

// Articles are few and their HTML is fixed while the content is loaded: the count is kept per
// HTML string in a small bounded map rather than parsing the article on every list render.
const cache = new Map<string, number>();
const MAX = 500;

export function readingMinutes(html: string, locale: 'tr' | 'en'): number {
  const key = locale + html;
  let words = cache.get(key);
  if (words === undefined) {
    words = wordCount(htmlText(html).text);
    if (cache.size >= MAX) cache.delete(cache.keys().next().value!);
    cache.set(key, words);
  }
  return Math.max(1, Math.round(words / WPM[locale]));
}
