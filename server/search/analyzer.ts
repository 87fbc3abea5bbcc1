// Turns text into search terms for one language, the same way for indexed fields and for
// queries: words are folded (server/text/fold.ts), stop words dropped, and stemmed.
// - Names (a page's names, menu labels, SEO title, hero headline) index each word as typed
//   (its folded surface form, so exact forms, prefixes and typos rank well), its stem (so
//   'kartımı' meets 'kartlar'), and adjacent word pairs joined ('yurt dışı' → '_yurtdisi',
//   'sanal pos' → '_sanalpos') so that a visitor who writes two words as one finds them.
// - Every other field (headings, description, body text) indexes each distinct stem once.
// Both keep a large site's index small: nearly every joined pair is a term of its own, and
// across 10,000 articles surface forms and joins in every text would double the index.
// How often a word occurs in a body is left to names and headings to express.
import { stemTurkish, turkishStopWords } from './turkish.js';
import { fold } from '../text/fold.js';
import { stemEnglish, englishStopWords } from './english.js';
import type { Locale } from '../../shared/locale.js';

/** A word (with any combining accents) and an optional apostrophe ending (IBAN'ınız, Unilira's), which is dropped. */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’][\p{L}\p{M}]+)*/gu;

/** Where the words of a text are, without analysing them (for cutting text at whole words). */
export const wordSpans = (text: string): { start: number; end: number }[] =>
  [...text.matchAll(WORD)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
const APOSTROPHE = /['’]/;
/** What may stand between two words that are joined: spaces or one hyphen, never punctuation. */
const JOINABLE = /^\s*-?\s*$/;
/**
 * Marks joined pairs in the index. A joined pair must not answer a prefix or typo search
 * for its first word ('money' would otherwise match 'moneyreceiving' in every title), so
 * it starts with a character no word has; queries look words up with and without it.
 */
export const JOIN = '_';
/** Longer words are cut: no real word is longer, and it bounds the cost of matching. */
export const MAX_WORD = 32;
/**
 * Stems are cached per language, so each distinct word of a large site is stemmed once
 * while it is indexed; the cache forgets its older half beyond this size, and is emptied
 * after a build (forgetStems) so that only words of recent queries stay.
 */
const STEM_CACHE = 200_000;

export interface Word {
  /** Position in the original text, for snippets. */
  start: number;
  end: number;
  /** Folded form without the apostrophe ending. */
  surface: string;
  stem: string;
  stop: boolean;
}

export type FieldKind = 'name' | 'text';
/**
 * What the index knows of a term: the number of (document, field) pairs it occurs in, which
 * is how many postings a lookup of it walks (undefined when the term is not indexed).
 */
export interface Vocabulary {
  get(term: string): number | undefined;
  has(term: string): boolean;
  /** Whether a longer indexed term starts with this one: a word still being typed. */
  completes(prefix: string): boolean;
  /**
   * Words of names (not joined pairs) within `distance` edits of a misspelt word, closest
   * first, at most `max`: what a typo is looked up as.
   */
  typos(word: string, distance: number, max: number): { term: string; distance: number }[];
}

export interface Analyzer {
  locale: Locale;
  /** Every word of a text with its position, stop words marked. */
  words(text: string): Word[];
  /** Terms to index for a field. */
  indexTerms(text: string, kind: FieldKind): string[];
  /** Stem of a folded word (not cached: for pairs and parts of words). */
  stem(folded: string): string;
  isStop(folded: string): boolean;
  forgetStems(): void;
}

/**
 * Stems of words in use, in two generations: when the young one is full it becomes the old one
 * and the old one is dropped, so the cache stays bounded and words in use survive.
 */
function stemCache(stemWord: (w: string) => string) {
  let young = new Map<string, string>();
  let old = new Map<string, string>();
  return {
    stem(w: string): string {
      let s = young.get(w);
      if (s !== undefined) return s;
      s = old.get(w) ?? stemWord(w);
      if (young.size >= STEM_CACHE / 2) {
        old = young;
        young = new Map();
      }
      young.set(w, s);
      return s;
    },
    forget(): void {
      young = new Map();
      old = new Map();
    },
  };
}

const surfaceOf = (raw: string) => {
  const cut = raw.search(APOSTROPHE);
  const word = cut >= 0 ? raw.slice(0, cut) : raw;
  return word.length > MAX_WORD ? word.slice(0, MAX_WORD) : word;
};

// A one-letter word carries nothing on its own ('e' of 'e-posta') but still joins.
const indexable = (surface: string) => surface.length > 1 || /\d/.test(surface);

interface Stemming { stem: (w: string) => string; stemWord: (w: string) => string; stops: ReadonlySet<string> }

/** A name's terms (folded text): each word, its stem, and each pair of neighbouring words joined. */
function nameTerms(folded: string, { stem, stemWord, stops }: Stemming): string[] {
  const terms: string[] = [];
  let prev: string | null = null;
  let prevEnd = 0;
  for (const m of folded.matchAll(WORD)) {
    const surface = surfaceOf(m[0]);
    if (stops.has(surface)) {
      // Queries lose their stop words too: 'I lost my card' joins 'lost' and 'card'.
      if (!JOINABLE.test(folded.slice(prevEnd, m.index))) prev = null;
      prevEnd = m.index + m[0].length;
      continue;
    }
    if (indexable(surface)) {
      const s = stem(surface);
      terms.push(surface);
      if (s !== surface) terms.push(s);
    }
    if (prev && JOINABLE.test(folded.slice(prevEnd, m.index))) {
      const joined = (prev + surface).slice(0, MAX_WORD);
      const joinedStem = stemWord(joined); // pairs are too many and too varied to cache
      terms.push(JOIN + joined);
      if (joinedStem !== joined) terms.push(JOIN + joinedStem);
    }
    prev = surface;
    prevEnd = m.index + m[0].length;
  }
  return terms;
}

/** A body text's terms (folded text): the stems of its words, stop words left out. */
function textTerms(folded: string, { stem, stops }: Stemming): string[] {
  const stems = new Set<string>();
  for (const m of folded.matchAll(WORD)) {
    const surface = surfaceOf(m[0]);
    if (!stops.has(surface) && indexable(surface)) stems.add(stem(surface));
  }
  return [...stems];
}

export function createAnalyzer(locale: Locale): Analyzer {
  const stemWord = locale === 'tr' ? stemTurkish : stemEnglish;
  const stops = locale === 'tr' ? turkishStopWords : englishStopWords;
  const cache = stemCache(stemWord);
  const stemming: Stemming = { stem: cache.stem, stemWord, stops };

  function words(text: string): Word[] {
    const out: Word[] = [];
    const folded = fold(text);
    // Folding keeps the length of almost any text, and then positions in the folded text are
    // positions in the original: one fold for the whole text instead of one per word.
    const same = folded.length === text.length;
    for (const m of (same ? folded : text).matchAll(WORD)) {
      const surface = same ? surfaceOf(m[0]) : fold(surfaceOf(m[0]));
      if (surface) out.push({ start: m.index, end: m.index + m[0].length, surface, stem: cache.stem(surface), stop: stops.has(surface) });
    }
    return out;
  }
  // Folding the whole text once is much faster than word by word; positions are not needed here.
  const indexTerms = (text: string, kind: FieldKind) => (kind === 'text' ? textTerms : nameTerms)(fold(text), stemming);

  // Callers stem joined pairs and halves of words, which are not worth caching.
  return { locale, words, indexTerms, stem: stemWord, isStop: (w) => stops.has(w), forgetStems: cache.forget };
}
