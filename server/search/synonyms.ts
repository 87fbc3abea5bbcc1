// The curated synonym list (content/search/synonyms.json): when the words a visitor typed
// contain one of an entry's phrases, the entry's other phrases are searched too, with less
// weight than what was typed. Phrases are compared by stems, so 'şubeler' triggers 'şube'.
import type { Analyzer, Word } from './analyzer.js';
import type { SynonymEntry } from '../content/schemas.js';

export interface Phrase {
  stems: string[];
  /** Stem of the words written together, as the index holds joined pairs. */
  joined: string;
}

export interface SynonymMatch {
  /** Indexes of the query words that triggered the entry. */
  words: number[];
  expansions: Phrase[];
}

export interface SynonymTable {
  match(words: Word[]): SynonymMatch[];
  /** Whether these words, as typed, are one of the table's phrases ('kur', not 'kurum' that stems to it). */
  names(words: Word[]): boolean;
}

/** Bounds the extra work a single query can cause through synonyms. */
const MAX_MATCHES = 3;
const MAX_EXPANSIONS = 6;

export function synonymTable(entries: SynonymEntry[], analyzer: Analyzer): SynonymTable {
  const phrase = (text: string): Phrase => {
    // As a query does (query.ts): a phrase of stop words alone ('ne kadar', 'how much') keeps them.
    const all = analyzer.words(text);
    const meaningful = all.filter((w) => !w.stop);
    const words = meaningful.length ? meaningful : all;
    return { stems: words.map((w) => w.stem), joined: analyzer.stem(words.map((w) => w.surface).join('')) };
  };
  const compiled = entries.map((e) => ({ typed: e.typed.map(phrase).filter((p) => p.stems.length), alsoSearch: e.alsoSearch.map(phrase).filter((p) => p.stems.length) }));
  const same = (a: Phrase, b: Phrase) => a.stems.join(' ') === b.stems.join(' ');
  const typed = new Set(entries.flatMap((e) => e.typed.map((text) => analyzer.words(text).map((w) => w.surface).join(' '))));

  return {
    match(words) {
      const stems = words.map((w) => w.stem);
      const matches: SynonymMatch[] = [];
      for (const entry of compiled) {
        if (matches.length >= MAX_MATCHES) break;
        for (const trigger of entry.typed) {
          const at = indexOf(stems, trigger.stems);
          if (at < 0) continue;
          const expansions = entry.alsoSearch.filter((p) => !same(p, trigger)).slice(0, MAX_EXPANSIONS);
          if (expansions.length) matches.push({ words: trigger.stems.map((_, k) => at + k), expansions });
          break;
        }
      }
      return matches;
    },
    names: (words) => typed.has(words.map((w) => w.surface).join(' ')),
  };
}

function indexOf(haystack: string[], needle: string[]): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let k = 0; k < needle.length; k++) if (haystack[i + k] !== needle[k]) continue outer;
    return i;
  }
  return -1;
}
