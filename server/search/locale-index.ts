// One language's index: which fields are indexed and how (analyzer.ts), how much they
// weigh, how a query is run (query.ts) and ranked, and snippets of results. MiniSearch does
// the scoring (BM25 per field, field and term boosts); rank() applies the per-kind boost
// and the share of the visitor's words a document covers.
import MiniSearch, { type Query } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type { Synonyms } from '../content/schemas.js';
import { createAnalyzer, JOIN, type Analyzer, type FieldKind, type Vocabulary } from './analyzer.js';
import type { DocKind, SearchDoc } from './documents.js';
import { planQuery, type PlannedQuery } from './query.js';
import { synonymTable, type SynonymTable } from './synonyms.js';
import { makeSnippet } from './snippet.js';
import type { SnippetPart } from '../../shared/search-result.js';
import type { Locale } from '../../shared/locale.js';

// Headings, keywords and the description are indexed together as one 'summary' field: one
// field fewer per document is a sixth less work when a large site is indexed. What a page is
// called (names, then aliases) counts far more than what it says.
const FIELDS = ['names', 'aliases', 'summary', 'text'] as const;
type Field = (typeof FIELDS)[number];
const FIELD_KIND: Record<Field, FieldKind> = { names: 'name', aliases: 'name', summary: 'text', text: 'text' };
const FIELD_BOOST: Record<Field, number> = { names: 6, aliases: 3, summary: 1.75, text: 1 };
const extractField = (doc: SearchDoc, field: string): string =>
  field === 'summary' ? `${doc.headings} ${doc.keywords} ${doc.description}` : String(doc[field as keyof SearchDoc] ?? '');
/**
 * How much body text is indexed (and kept for snippets). Articles (blog posts, campaigns)
 * share a budget: on a site with a few dozen each is indexed whole; on one with thousands
 * each is indexed by its opening, which says what it is about, so that memory and build time
 * stay bounded: up to 150 articles of 20,000 characters are indexed whole, and at 10,000
 * articles each is indexed by its first 300 characters (its opening two or three sentences,
 * after its title, headings and description, which are always indexed). Pages, sections and
 * FAQ answers are few and always indexed whole.
 */
export const ARTICLE_TEXT_BUDGET = 3_000_000;
const MIN_ARTICLE_CHARS = 300;
const MAX_BODY_CHARS = 20_000;
const ARTICLE_KINDS = new Set<DocKind>(['blog', 'campaign']);
/** A page outranks a section of it, and both outrank a post that merely mentions them. */
export const KIND_BOOST: Record<DocKind, number> = {
  page: 1, section: 0.75, office: 0.8, faqItem: 0.75, faqCategory: 0.55, provider: 0.6, campaign: 0.5, privacy: 0.45, blog: 0.45,
};
/** What MiniSearch's matching gives for one document: its score, the query terms it matched, and which indexed terms (in which fields). */
export interface RawMatch { score: number; terms: string[]; match: Record<string, string[]> }

/**
 * MiniSearch with two additions. How many (document, field) postings a term has, read from
 * the index itself (MiniSearch keeps its term index for subclasses), so that the query
 * planner can tell a typo from a known word and a rare word from a common one without a
 * second map of every term built alongside. And `matches()`: MiniSearch's own matching and
 * scoring of a query (BM25 per field, field and term boosts, OR and AND) without the last
 * step of search(), which makes a result object for every matching document and sorts them
 * all; on a large site a common word matches a thousand documents, of which rank() keeps
 * twenty. (search() multiplies a score by the number of query terms matched; rank() replaced
 * that factor anyway.)
 */
class SiteMiniSearch extends MiniSearch<SearchDoc> {
  matches(query: Query): Map<number, RawMatch> {
    // executeQuery is what search() itself calls; it is private in the type declarations only.
    return (this as unknown as { executeQuery(q: Query): Map<number, RawMatch> }).executeQuery(query);
  }
  externalId(shortId: number): string {
    return this._documentIds.get(shortId) as string;
  }
  /** Each document's kind boost by MiniSearch's own short id, for rank() to score a match without looking its document up. */
  kindBoosts(docs: ReadonlyMap<string, SearchDoc>): Float64Array {
    const boosts = new Float64Array(this._nextId);
    for (const [shortId, id] of this._documentIds) boosts[shortId] = KIND_BOOST[docs.get(id)!.kind];
    return boosts;
  }
  postings(term: string): number | undefined {
    const fields = this._index.get(term);
    if (!fields) return undefined;
    let n = 0;
    for (const docs of fields.values()) n += docs.size;
    return n;
  }
  knows(term: string): boolean {
    return this._index.has(term);
  }
  completes(prefix: string): boolean {
    for (const term of this._index.atPrefix(prefix).keys()) if (term.length > prefix.length) return true;
    return false;
  }
}

export interface LocaleIndex {
  analyzer: Analyzer;
  mini: SiteMiniSearch;
  /** Every indexed document by id: results are shaped and filtered from it. */
  docs: Map<string, SearchDoc>;
  /** KIND_BOOST of each document, by MiniSearch's short id. */
  boosts: Float64Array;
  vocabulary: Vocabulary;
  synonyms: SynonymTable;
  /**
   * Brings the index to these documents in place: those removed or changed leave it, those
   * added or changed enter it (MiniSearch's remove and add, exact: the result equals a fresh
   * build's), new synonyms are applied. False, with nothing changed, when a fresh build is the
   * better way: more than a quarter of the documents changed, or the article count moved the
   * per-article text budget.
   */
  update(docs: SearchDoc[], synonyms: Synonyms | undefined): boolean;
}

/**
 * The MiniSearch of one language. Nothing is stored in it: a result's document is looked up by
 * id (docs), once the best ones are known, instead of being copied into every matching result.
 * Words of names also go to `nameWords`, a small tree of their own for typo lookups: a typo
 * search walks a tree with an edit-distance table, and the names' words are a fraction of all terms.
 */
function localeMiniSearch(analyzer: Analyzer, nameWords: SearchableMap<number>): SiteMiniSearch {
  return new SiteMiniSearch({
    fields: [...FIELDS],
    extractField,
    tokenize: (text, field) => {
      const kind = FIELD_KIND[field as Field];
      const terms = analyzer.indexTerms(text, kind);
      if (kind === 'name') for (const t of terms) if (!t.startsWith(JOIN)) nameWords.set(t, 1);
      return terms;
    },
    processTerm: (term) => term,
    // Queries arrive as trees of already-normalised terms (query.ts).
    searchOptions: {
      tokenize: (term) => [term],
      processTerm: (term) => term,
      boost: FIELD_BOOST,
      maxFuzzy: 2,
    },
  });
}

/** The characters of each article's text indexed: the budget shared out, within bounds. */
const articleCharsFor = (list: SearchDoc[], budget: number) => {
  const articles = list.filter((d) => ARTICLE_KINDS.has(d.kind)).length;
  return Math.min(MAX_BODY_CHARS, Math.max(MIN_ARTICLE_CHARS, Math.floor(budget / Math.max(1, articles))));
};

const capText = (articleChars: number) => (d: SearchDoc) => {
  const max = ARTICLE_KINDS.has(d.kind) ? articleChars : MAX_BODY_CHARS;
  return d.text.length > max ? { ...d, text: cutAtWord(d.text, max) } : d;
};

function vocabularyOf(mini: SiteMiniSearch, nameWords: SearchableMap<number>): Vocabulary {
  return {
    get: (t) => mini.postings(t),
    has: (t) => mini.knows(t),
    completes: (t) => mini.completes(t),
    typos: (word, distance, max) =>
      [...nameWords.fuzzyGet(word, distance)]
        .filter(([, [, d]]) => d > 0)
        .map(([term, [, d]]) => ({ term, distance: d }))
        .sort((a, b) => a.distance - b.distance || (mini.postings(b.term) ?? 0) - (mini.postings(a.term) ?? 0))
        .slice(0, max),
  };
}

/** The documents that leave and enter an index holding `byId` to hold `next`; null when a fresh build is better. */
function changesTo(byId: Map<string, SearchDoc>, next: SearchDoc[]): { out: SearchDoc[]; into: SearchDoc[] } | null {
  const ids = new Set(next.map((d) => d.id));
  const out = [...byId.values()].filter((d) => !ids.has(d.id));
  const into: SearchDoc[] = [];
  for (const d of next) {
    const old = byId.get(d.id);
    if (old && sameDoc(old, d)) continue;
    if (old) out.push(old);
    into.push(d);
  }
  return out.length + into.length > Math.max(20, byId.size / 4) ? null : { out, into };
}

/** Builds one language's index; yields to the event loop between chunks so requests go on. */
export async function buildLocaleIndex(docs: SearchDoc[], locale: Locale, synonyms: Synonyms | undefined, articleTextBudget = ARTICLE_TEXT_BUDGET): Promise<LocaleIndex> {
  const analyzer = createAnalyzer(locale);
  const nameWords = new SearchableMap<number>();
  const mini = localeMiniSearch(analyzer, nameWords);
  const articleChars = articleCharsFor(docs, articleTextBudget);
  const capped = docs.map(capText(articleChars));
  // In chunks of a few milliseconds, yielding between them so requests are answered during
  // a rebuild. (MiniSearch's addAllAsync waits a timer between chunks, which on a large site
  // adds up; setImmediate yields without waiting.)
  for (let i = 0; i < capped.length; i += BUILD_CHUNK) {
    mini.addAll(capped.slice(i, i + BUILD_CHUNK));
    await new Promise((resolve) => setImmediate(resolve));
  }
  analyzer.forgetStems();
  const byId = new Map(capped.map((d) => [d.id, d]));
  const index: LocaleIndex = {
    analyzer, mini, docs: byId, boosts: mini.kindBoosts(byId), vocabulary: vocabularyOf(mini, nameWords),
    synonyms: synonymTable(synonyms?.[locale] ?? [], analyzer),
    update(nextDocs, nextSynonyms) {
      if (articleCharsFor(nextDocs, articleTextBudget) !== articleChars) return false;
      const changes = changesTo(byId, nextDocs.map(capText(articleChars)));
      if (!changes) return false;
      // Synchronous: a search sees the index before or after, never half of one document.
      for (const d of changes.out) {
        mini.remove(d);
        byId.delete(d.id);
      }
      for (const d of changes.into) {
        mini.add(d);
        byId.set(d.id, d);
      }
      analyzer.forgetStems();
      if (changes.out.length || changes.into.length) index.boosts = mini.kindBoosts(byId);
      index.synonyms = synonymTable(nextSynonyms?.[locale] ?? [], analyzer);
      return true;
    },
  };
  return index;
}

const DOC_FIELDS = ['kind', 'path', 'title', 'parentName', 'names', 'aliases', 'headings', 'keywords', 'description', 'text'] as const;
const sameDoc = (a: SearchDoc, b: SearchDoc) => DOC_FIELDS.every((f) => a[f] === b[f]);

/** Documents indexed between two yields to the event loop (a few milliseconds of work). */
const BUILD_CHUNK = 50;

const cutAtWord = (text: string, max: number) => text.slice(0, Math.max(text.lastIndexOf(' ', max), max / 2));

export interface Ranked {
  doc: SearchDoc;
  score: number;
  /** The indexed terms it matched (for the snippet's marks). */
  terms: string[];
}

/** Searches only documents of these kinds (the help centre's search: FAQ items and categories). */
export type KindFilter = ReadonlySet<DocKind>;

/**
 * The best `limit` results. MiniSearch multiplies a score by the number of query terms
 * matched; our terms include several forms of each word, so that factor is replaced by the
 * share of the visitor's words a document covers, cubed: a page with both 'para' and
 * 'gönder' beats one with only 'para', however often it says it, and an İzmir office beats
 * the offices page for 'izmir şube'. A document that misses a word can still come first
 * when it is far more relevant to the rest ('IBAN nasıl alınır' → the European IBAN page,
 * which never says 'alınır'). The kind boost (a page outranks a post that mentions it)
 * multiplies every term's score of a document alike, so it is applied here, once per result.
 * Only the best `limit` are kept while scanning: a common word matches thousands of
 * documents on a large site, and sorting them all would cost more than finding them.
 */
export function rank(matches: Map<number, RawMatch>, index: Pick<LocaleIndex, 'mini' | 'docs' | 'boosts'>, plan: PlannedQuery, limit: number, kinds?: KindFilter): Ranked[] {
  const { mini, docs, boosts } = index;
  const n = plan.words.length;
  const masks = new Map<string, number>();
  for (const [term, words] of plan.covers) masks.set(term, words.reduce((m, i) => m | (1 << i), 0));
  const best: { m: RawMatch; doc: SearchDoc; score: number }[] = [];
  // forEach rather than for…of: no [key, value] pair is made for each of a thousand matches.
  matches.forEach((m, shortId) => {
    // Every leaf of a one-word query stands for that word.
    let covered = 1;
    if (n > 1) {
      let mask = 0;
      for (const q of m.terms) mask |= masks.get(q) ?? 0;
      covered = (bitCount(mask) / n) ** 3;
    }
    // A result that cannot enter the list is passed over without looking its document up,
    // which is most of them on a large site.
    const score = m.score * covered * boosts[shortId]!;
    if (best.length === limit && score <= best[limit - 1]!.score) return;
    const doc = docs.get(mini.externalId(shortId));
    if (!doc || (kinds && !kinds.has(doc.kind))) return;
    // Insertion into a short sorted list; ties keep the order MiniSearch found them in.
    let at = best.length;
    while (at > 0 && best[at - 1]!.score < score) at--;
    best.splice(at, 0, { m, doc, score });
    if (best.length > limit) best.pop();
  });
  return best.map(({ m, doc, score }) => ({ doc, score, terms: Object.keys(m.match) }));
}

const bitCount = (mask: number) => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
};

export function runQuery(index: LocaleIndex, term: string, limit: number, kinds?: KindFilter): { plan: PlannedQuery | null; hits: Ranked[] } {
  const plan = planQuery(term, index.analyzer, index.vocabulary, index.synonyms);
  if (!plan) return { plan, hits: [] };
  return { plan, hits: rank(index.mini.matches(plan.query), index, plan, limit, kinds) };
}

/** A snippet comes from the description, else the body, else the headings: the first with a matched word. */
export function snippetFor(index: LocaleIndex, hit: Ranked): SnippetPart[] {
  const { doc, terms } = hit;
  const sources = [doc.description, doc.text, doc.headings];
  return makeSnippet(sources, index.analyzer, new Set(terms), doc.description || doc.text);
}

