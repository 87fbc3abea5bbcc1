// Site search: one index per language (locale-index.ts) over everything documents.ts
// lists, built at start-up and rebuilt off to the side on demand. Answers the spec's result
// shape { id, path, title, parentName }, or the same with a marked snippet, and counts the
// searches that find nothing (zero-results.ts).
import type { ContentSource } from '../content/source.js';
import type { Synonyms } from '../content/schemas.js';
import type { Router } from '../routes/paths.js';
import { searchDocuments, type DocKind, type Translate } from './documents.js';
import { buildLocaleIndex, runQuery, snippetFor, type KindFilter, type LocaleIndex, type Ranked } from './locale-index.js';
import { ZeroResultLog } from './zero-results.js';
import { LOCALES, type Locale } from '../../shared/locale.js';
import type { SnippetPart } from '../../shared/search-result.js';

export interface SearchResult {
  id: string;
  path: string;
  title: string;
  parentName: string;
}

export interface SearchHit extends SearchResult {
  snippet: SnippetPart[];
}

export interface SearchIndex {
  /** Best first, at most `limit` (1–50, default 10). Never throws for any input. */
  search(term: string, locale: Locale, limit?: number, only?: SearchFilter): SearchResult[];
  /** The same results with a short marked excerpt each. */
  searchWithSnippets(term: string, locale: Locale, limit?: number, only?: SearchFilter): SearchHit[];
  size(locale: Locale): number;
  /** Builds new indexes from the content source while the current ones keep answering, then swaps (new synonyms, if given). */
  rebuild(next?: { synonyms?: Synonyms }): Promise<void>;
  /**
   * Brings the indexes up to the content source by indexing only the documents that changed
   * (a locale with many changes is rebuilt aside and swapped instead); new synonyms, if given.
   */
  update(next?: { synonyms?: Synonyms; from?: SearchSource }): Promise<void>;
  /** Stops the zero-result timer and writes the counts. */
  close(): Promise<void>;
}

/** What documents are read from: the content, with the route map and translations of the same moment. */
export interface SearchSource { content: ContentSource; router: Router; t: Translate }

export interface SearchIndexOptions {
  synonyms?: Synonyms;
  /** Where zero-result counts are written (default `data`). */
  dataDir?: string;
  /** Pass false to count nothing (benchmarks, tests). */
  countZeroResults?: boolean;
  onError?: (err: unknown) => void;
}

/** Named subsets of the index a search can be limited to. */
export const searchFilters = { faq: new Set<DocKind>(['faqItem', 'faqCategory']) } satisfies Record<string, KindFilter>;
export type SearchFilter = keyof typeof searchFilters;

const MAX_LIMIT = 50;
const clampLimit = (limit: number | undefined) => Math.max(1, Math.min(MAX_LIMIT, Math.floor(limit ?? 10) || 10));

export async function buildSearchIndex(content: ContentSource, router: Router, t: Translate, options: SearchIndexOptions = {}): Promise<SearchIndex> {
  let synonyms = options.synonyms;
  let from: SearchSource = { content, router, t };
  const documents = async (locale: Locale) => (await searchDocuments(from.content, from.router, from.t, locale)).map((d) => ({ ...d, id: `${d.id}:${locale}` }));
  const build = async () => {
    const out = {} as Record<Locale, LocaleIndex>;
    for (const locale of LOCALES) out[locale] = await buildLocaleIndex(await documents(locale), locale, synonyms);
    return out;
  };
  let indexes = await build();
  let rebuilding: Promise<void> | null = null;
  // Updates run one after another, and after a rebuild in progress.
  let updating: Promise<void> = Promise.resolve();
  const zero = options.countZeroResults === false ? null : new ZeroResultLog({ dataDir: options.dataDir, onError: options.onError });

  const find = (term: string, locale: Locale, limit: number | undefined, only: SearchFilter | undefined) => {
    const index = indexes[locale];
    const { plan, hits } = runQuery(index, term, clampLimit(limit), only && searchFilters[only]);
    if (plan && hits.length === 0) zero?.record(term);
    return { index, hits };
  };
  const shape = ({ doc }: Ranked): SearchResult => ({ id: doc.id, path: doc.path, title: doc.title, parentName: doc.parentName });

  return {
    search: (term, locale, limit, only) => find(term, locale, limit, only).hits.map(shape),
    searchWithSnippets(term, locale, limit, only) {
      const { index, hits } = find(term, locale, limit, only);
      return hits.map((h) => ({ ...shape(h), snippet: snippetFor(index, h) }));
    },
    size: (locale) => indexes[locale].mini.documentCount,
    rebuild(next) {
      if (next?.synonyms) synonyms = next.synonyms;
      // One rebuild at a time; a caller during a rebuild waits for that one.
      rebuilding ??= updating.catch(() => undefined).then(build).then((next) => { indexes = next; }).finally(() => { rebuilding = null; });
      return rebuilding;
    },
    update(next) {
      if (next?.synonyms) synonyms = next.synonyms;
      if (next?.from) from = next.from;
      const run = async () => {
        await rebuilding;
        for (const locale of LOCALES) {
          const docs = await documents(locale);
          if (!indexes[locale].update(docs, synonyms)) {
            const fresh = await buildLocaleIndex(docs, locale, synonyms);
            indexes = { ...indexes, [locale]: fresh };
          }
        }
      };
      updating = updating.then(run, run);
      return updating;
    },
    close: async () => { await zero?.close(); },
  };
}
