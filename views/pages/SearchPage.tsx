// Server-rendered search results: where every search form lands without JavaScript, and
// the 404 page's search box.
import { MAX_SEARCH_TERM } from '../../widgets/shared/site-rules.js';
import type { SearchResult } from '../../server/search/search-index.js';
import { useView } from '../context.js';
import { normalizeContentUrl } from '../../server/routes/paths.js';

export function SearchForm({ term, id, placeholder, button }: { term: string; id: string; placeholder: string; button: string }) {
  const { pathFor, t } = useView();
  return (
    <form className="search-form big" method="get" action={pathFor('search')} role="search">
      <label className="visually-hidden" htmlFor={id}>{t('Sitede ara')}</label>
      <input id={id} type="search" name="q" defaultValue={term} placeholder={placeholder} maxLength={MAX_SEARCH_TERM} required />
      <button type="submit" className="button primary">{button}</button>
    </form>
  );
}

export function SearchResults({ results, term }: { results: SearchResult[]; term: string }) {
  const { t } = useView();
  if (!term) return null;
  if (results.length === 0) return <p className="empty" role="status">{t('Sonuç bulunamadı..')}</p>;
  return (
    <>
      <p className="meta" role="status">{t('{{count}} sonuç bulundu', { count: String(results.length) })}</p>
      <ul className="result-list">
        {results.map((r) => (
          <li key={r.id}>
            <a className="result" href={normalizeContentUrl(r.path)}>
              <span className="result-parent">{r.parentName}</span>
              <span className="result-title">{r.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

export function SearchPage({ term, results, error }: { term: string; results: SearchResult[]; error?: string }) {
  const { header, t } = useView();
  return (
    <section className="block search-page"><div className="container narrow">
      <h1>{term ? t('“{{term}}” için sonuçlar', { term }) : t('Sitede ara')}</h1>
      <SearchForm term={term} id="search-page-q" placeholder={header.searchText} button={header.searchButtonText} />
      {error ? <p className="notice error" role="alert">{error}</p> : <SearchResults results={results} term={term} />}
    </div></section>
  );
}
