// The search results page (/arama/, /en/search/): where search forms land without JavaScript.
// Not in the spec's route table; noindex, kept out of sitemaps, and not page-cached (its
// answer depends on `q`).
import { HttpError } from '../http/guard.js';
import { SearchPage } from '../../views/pages/SearchPage.js';
import { definePage } from './page-module.js';

import { MAX_SEARCH_TERM } from '../../widgets/shared/site-rules.js';
export { MAX_SEARCH_TERM };

export const searchPage = definePage({
  async load({ query, deps, locale, t }) {
    const q = query.q;
    if (q !== undefined && typeof q !== 'string') throw new HttpError(400, 'The search term must be given once');
    const term = (q ?? '').trim();
    const tooLong = term.length > MAX_SEARCH_TERM;
    return {
      term: tooLong ? term.slice(0, MAX_SEARCH_TERM) : term,
      results: tooLong ? [] : deps.search.search(term, locale, 20),
      error: tooLong ? t('Arama terimi en fazla {{max}} karakter olabilir.', { max: String(MAX_SEARCH_TERM) }) : undefined,
    };
  },
  alternates: ({ deps }) => ({ tr: deps.router.pathFor('search', {}, 'tr'), en: deps.router.pathFor('search', {}, 'en') }),
  head: ({ t }) => ({ title: t('Arama'), description: t('Unilira sitesinde arama yapın: ürünler, ücretler, sorular ve yazılar.'), indexable: false }),
  View: ({ data }) => <SearchPage term={data.term} results={data.results} error={data.error} />,
  dynamic: { status: (d) => (d.error ? 400 : 200), cacheControl: 'public, max-age=60' },
});
