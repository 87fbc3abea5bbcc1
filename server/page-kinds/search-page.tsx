// The search results page (/arama/, /en/search/): where search forms land without JavaScript.
// Not in the spec's route table; noindex, kept out of sitemaps, and not page-cached (its
// answer depends on `q`). The help centre's form adds a filter (tur=sss, type=faq) that
// limits the results to FAQ items.
import { SearchPage } from '../../pages/SearchPage.js';
import { definePage } from './page-module.js';
import { normalizeContentUrl } from '../routes/paths.js';
import type { SearchFilter } from '../search/search-index.js';
import { MAX_SEARCH_TERM, SEARCH_FILTER_PARAM, SEARCH_RESULTS, termLength, clipTerm } from '../../shared/site-rules.js';
import { HttpError } from '../../shared/http-error.js';
import { LOCALES, type Locale } from '../../shared/locale.js';

const single = (value: unknown, name: string): string | undefined => {
  if (value !== undefined && typeof value !== 'string') throw new HttpError(400, `The parameter ${name} must be given once`);
  return value;
};

function searchQuery(term: string, faqOnly: boolean, l: Locale): string {
  const q = new URLSearchParams();
  if (term) q.set('q', term);
  if (faqOnly) q.set(SEARCH_FILTER_PARAM[l].name, SEARCH_FILTER_PARAM[l].faq);
  const text = q.toString();
  return text ? `?${text}` : '';
}

export const searchPage = definePage({
  async load({ query, deps, locale, t }) {
    const term = (single(query.q, 'q') ?? '').trim();
    const param = SEARCH_FILTER_PARAM[locale];
    const filterValue = single(query[param.name], param.name);
    if (filterValue !== undefined && filterValue !== param.faq) throw new HttpError(400, `The parameter ${param.name} can only be ${param.faq}`);
    const only: SearchFilter | undefined = filterValue ? 'faq' : undefined;
    const tooLong = termLength(term) > MAX_SEARCH_TERM;
    const hits = tooLong || !term ? [] : deps.search.searchWithSnippets(term, locale, SEARCH_RESULTS, only);
    return {
      term: clipTerm(term),
      rows: hits.map((h) => ({ ...h, path: normalizeContentUrl(h.path) })),
      faqOnly: !!only,
      error: tooLong ? t('Arama terimi en fazla {{max}} karakter olabilir.', { max: String(MAX_SEARCH_TERM) }) : undefined,
    };
  },
  // The other language's results for the same term (and filter): the language switch keeps the search.
  alternates: ({ deps }, d) => Object.fromEntries(LOCALES.map((l) => [l, `${deps.router.pathFor('search', {}, l)}${searchQuery(d.term, d.faqOnly, l)}`])),
  head: ({ t }) => ({ title: t('Arama'), description: t('Unilira sitesinde arama yapın: ürünler, ücretler, sorular ve yazılar.'), indexable: false }),
  View: ({ data }) => <SearchPage {...data} />,
  dynamic: { status: (d) => (d.error ? 400 : 200), cacheControl: 'public, max-age=60' },
  // Every URL with these is its own answer, never a cached one.
  query: ['q', SEARCH_FILTER_PARAM.tr.name, SEARCH_FILTER_PARAM.en.name],
});
