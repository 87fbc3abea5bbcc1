// From what a visitor typed to a MiniSearch query tree. Every query word becomes a few
// alternatives ("leaves"): its folded form with prefix and typo tolerance, its stem, the
// word joined with its neighbour ('yurt dışı' → 'yurtdisi'), the word split in two when both
// halves are known words ('yurtdisi' → 'yurt' + 'disi'), and curated synonyms. All leaves
// are searched together (OR) and MiniSearch scores them; rank() (locale-index.ts) then
// prefers documents that cover every word the visitor typed. What a leaf may cost is capped
// by how common its terms are, so that one query stays within a few milliseconds.
import type { Query, SearchOptions } from 'minisearch';
import { JOIN, type Analyzer, type Vocabulary, type Word } from './analyzer.js';
import type { SynonymMatch, SynonymTable } from './synonyms.js';

/** Cost caps: a query never has more than this many words, or characters. */
export const MAX_QUERY_WORDS = 8;
export const MAX_QUERY_CHARS = 200;

export interface PlannedQuery {
  /** The words that count, after stop words are dropped. */
  words: Word[];
  query: Query;
  /** For each leaf term, the indexes of the query words it stands for. */
  covers: Map<string, number[]>;
}

/** Typo tolerance scaled to word length: none up to three letters. */
export const editDistance = (len: number) => (len <= 3 ? 0 : len <= 7 ? 1 : 2);

/** Names hold surface forms, stems and joined pairs; the other fields hold stems only (analyzer.ts). */
const NAME_FIELDS = ['names', 'aliases'];
const TEXT_FIELDS = ['summary', 'text'];
const ALL_FIELDS = [...NAME_FIELDS, ...TEXT_FIELDS];
/**
 * A term found in more fields of more documents than this is looked up in names only: so
 * common a word says little about which page is meant (its weight would be small anyway),
 * and walking all its postings would make one query on a large site cost more than a few
 * milliseconds. On the site's own few hundred documents per language the commonest word
 * ('Unilira') has about 200 postings, so the cap only acts on a large site.
 */
export const POSTINGS_CAP = 500;
/**
 * A word this common (in names of most documents, on a large site) is, in a query of
 * several words, looked up only together with its neighbour ('para gönder' as a pair), as
 * long as another word of the query is not so common.
 */
export const COMMON_CAP = 5000;

/**
 * A misspelt word is looked up as the words of names within its edit distance, closest (then
 * commonest) first, at most this many, each weighing less the further it is from what was
 * typed (MiniSearch's own weighting of typo matches).
 */
export const MAX_TYPOS = 12;
const TYPO_WEIGHT = 0.45;

interface Leaf { terms: string[]; words: number[]; weight: number; fields: string[]; prefix?: boolean }

/** Control characters and other invisible code points are spaces to the search. */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g;

export function cleanQuery(term: string): string {
  return term.slice(0, MAX_QUERY_CHARS).replace(INVISIBLE, ' ').normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** What every leaf of one query is built with: the query's words and the index's counts. */
interface Planner {
  words: Word[];
  analyzer: Analyzer;
  vocabulary: Vocabulary;
  add: (leaf: Leaf) => void;
  /** Whether terms that must all occur are rare enough to look up everywhere (not only in names). */
  rare: (...terms: string[]) => boolean;
  within: (wanted: string[], ...terms: string[]) => string[];
  postings: (w: Word) => number;
  /** The whole query is a phrase the synonym table names: its words are complete, not being typed. */
  curated: boolean;
}

/** The leaves of query word `i`: as typed, misspelt, stemmed, joined, split, and joined with the next word. */
function wordLeaves(p: Planner, w: Word, i: number, common: boolean): void {
  const { words, vocabulary, add, within } = p;
  const last = words.length - 1;
  // A word the index knows is neither a typo nor (unless being typed) unfinished: prefix
  // and typo expansion, the costly part of a search, are kept for words that need them,
  // and look at names only (what a visitor types towards is a name).
  const known = vocabulary.has(w.surface) || vocabulary.has(w.stem);
  // A common word being typed already has plenty of results; completing it would cost much.
  const completable = i === last && p.postings(w) <= POSTINGS_CAP;
  // 'kur' is the curated word for exchange rates, not the start of 'kurumlar'.
  const prefix = w.surface.length >= 3 && (completable || !known) && !p.curated;
  // The last word, when some indexed word begins with it, is being typed, not misspelt:
  // completing it is enough, and a typo search (the costliest lookup) is left out.
  const typing = i === last && prefix && vocabulary.completes(w.surface);
  const fuzzy = known || typing ? 0 : editDistance(w.surface.length);
  // A curated word's own matches ('kur' is also the stem of 'kurumlar') weigh less than what it stands for.
  const own = p.curated ? 0.5 : 1;
  if (!common) {
    // The word as typed, in names…
    add({ terms: [w.surface], words: [i], weight: own, fields: NAME_FIELDS, prefix });
    if (fuzzy) {
      for (const typo of vocabulary.typos(w.surface, fuzzy, MAX_TYPOS)) {
        // A completion of the word is already found by its prefix.
        if (prefix && typo.term.startsWith(w.surface)) continue;
        add({ terms: [typo.term], words: [i], weight: (TYPO_WEIGHT * typo.term.length) / (typo.term.length + typo.distance), fields: NAME_FIELDS });
      }
    }
    // …and its stem everywhere (in names too when it differs: 'kartımı' meets 'Kartlar').
    const stemIn = within(ALL_FIELDS, w.stem);
    add({ terms: [w.stem], words: [i], weight: 0.8 * own, fields: w.stem === w.surface ? stemIn.filter((f) => !NAME_FIELDS.includes(f)) : stemIn });
  }
  if (w.surface.length >= 5) {
    // One word in the query, two in a name: 'yurtdışı' finds 'Yurt Dışı' (joined in names)…
    add({ terms: [JOIN + w.surface], words: [i], weight: 1, fields: NAME_FIELDS, prefix: completable });
    if (w.stem !== w.surface) add({ terms: [JOIN + w.stem], words: [i], weight: 0.8, fields: NAME_FIELDS });
  }
  if (w.surface.length >= 6) {
    // …and anywhere else when both halves are known words.
    const split = splitWord(w.surface, p.analyzer, vocabulary);
    if (split && p.rare(...split)) add({ terms: split, words: [i], weight: 0.9, fields: ALL_FIELDS });
  }
  const next = words[i + 1];
  if (next) {
    // Two words in the query, one in the page ('sanal pos' finds 'sanalpos'), or the two
    // side by side in a name ('para gönder' prefers 'Para Gönder' over 'para' … 'gönder').
    const joined = w.surface + next.surface;
    const joinedStem = p.analyzer.stem(joined);
    add({ terms: [joinedStem], words: [i, i + 1], weight: 1.2, fields: within(ALL_FIELDS, joinedStem) });
    add({ terms: [JOIN + joined], words: [i, i + 1], weight: 1.2, fields: NAME_FIELDS, prefix: i + 1 === last });
    if (joinedStem !== joined) add({ terms: [JOIN + joinedStem], words: [i, i + 1], weight: 1, fields: NAME_FIELDS });
  }
}

/** The leaves of the curated synonyms of the query's words and phrases. */
function synonymLeaves(p: Planner, matches: SynonymMatch[]): void {
  for (const match of matches) {
    // The whole query is a phrase the table names ('kur', 'rate'): what it stands for is what was meant.
    const weight = p.curated ? 1 : 0.7;
    for (const phrase of match.expansions) {
      // A phrase is found as its joined form (indexed in names) or, weaker, as all its words anywhere.
      if (phrase.stems.length > 1) {
        p.add({ terms: [JOIN + phrase.joined], words: match.words, weight, fields: NAME_FIELDS });
        if (p.rare(...phrase.stems)) p.add({ terms: phrase.stems, words: match.words, weight: 0.4, fields: ALL_FIELDS });
      } else {
        p.add({ terms: phrase.stems, words: match.words, weight, fields: p.within(ALL_FIELDS, ...phrase.stems) });
      }
    }
  }
}

/** All leaves searched together: one word a MiniSearch query, several words all required. */
function toQuery(leaves: Leaf[]): Query {
  return {
    combineWith: 'OR',
    queries: leaves.map((leaf): Query => {
      const options: SearchOptions = { fields: leaf.fields, prefix: !!leaf.prefix, boostTerm: () => leaf.weight };
      return leaf.terms.length === 1 ? { ...options, queries: [leaf.terms[0]!] } : { ...options, combineWith: 'AND', queries: leaf.terms };
    }),
  };
}

export function planQuery(raw: string, analyzer: Analyzer, vocabulary: Vocabulary, synonyms: SynonymTable): PlannedQuery | null {
  const all = analyzer.words(cleanQuery(raw)).filter((w) => w.surface.length > 1 || /\d/.test(w.surface));
  // Only stop words ('nasıl', 'what'): keep them, the visitor meant something by them.
  const meaningful = all.filter((w) => !w.stop);
  const words = (meaningful.length ? meaningful : all).slice(0, MAX_QUERY_WORDS);
  if (!words.length) return null;

  const leaves: Leaf[] = [];
  // Words that must all occur (a split word, a phrase) are only looked up when none is common:
  // MiniSearch finds every word's documents before it keeps those with all of them.
  const rare = (...terms: string[]) => terms.every((t) => (vocabulary.get(t) ?? 0) <= POSTINGS_CAP);
  const matches = synonyms.match(words);
  const p: Planner = {
    words, analyzer, vocabulary, rare,
    add: (leaf) => void (leaf.fields.length && leaves.push(leaf)),
    within: (wanted, ...terms) => (rare(...terms) ? wanted : NAME_FIELDS),
    postings: (w) => Math.max(vocabulary.get(w.surface) ?? 0, vocabulary.get(w.stem) ?? 0),
    curated: matches.some((m) => m.words.length === words.length) && synonyms.names(words),
  };
  const common = words.map((w) => words.length > 1 && p.postings(w) > COMMON_CAP);
  if (common.every(Boolean)) common.fill(false);
  words.forEach((w, i) => wordLeaves(p, w, i, common[i]!));
  synonymLeaves(p, matches);

  const covers = new Map<string, number[]>();
  for (const leaf of leaves) for (const t of leaf.terms) covers.set(t, [...new Set([...(covers.get(t) ?? []), ...leaf.words])]);
  return { words, query: toQuery(leaves), covers };
}

/** The cut of a word into two known words (as stems: body text holds only stems), longest first half first. */
function splitWord(word: string, analyzer: Analyzer, vocabulary: Vocabulary): [string, string] | null {
  for (let k = word.length - 2; k >= 2; k--) {
    const a = word.slice(0, k);
    const b = word.slice(k);
    if (analyzer.isStop(a) || analyzer.isStop(b)) continue;
    const sa = analyzer.stem(a);
    const sb = analyzer.stem(b);
    if (vocabulary.has(sa) && vocabulary.has(sb)) return [sa, sb];
  }
  return null;
}
