// The search results page: the one search box with the server's results for ?q= (snippets,
// matched words marked), suggestions when there is no term or nothing is found. Works
// without JavaScript; with it, the box searches as the visitor types.
import { useView } from '../views/context.js';
import { Island } from '../views/Island.js';
import { useSearchBoxProps } from '../views/islands/search-box.js';
import type { ResultRow } from '../shared/search-result.js';
import { SEARCH_FILTER_PARAM } from '../shared/site-rules.js';

export interface SearchPageProps { term: string; rows: ResultRow[]; faqOnly: boolean; error?: string }

export function SearchPage({ term, rows, faqOnly, error }: SearchPageProps) {
  const { t, locale, pathFor } = useView();
  const param = SEARCH_FILTER_PARAM[locale];
  const filter = faqOnly ? { name: param.name, value: param.faq, api: 'faq' } : undefined;
  const box = useSearchBoxProps('search-page-q', { term, rows: error ? [] : rows, filter, big: true });
  return (
    <section className="block search-page"><div className="container narrow">
      <h1>{term ? t('“{{term}}” için sonuçlar', { term }) : t('Sitede ara')}</h1>
      {faqOnly ? (
        <p className="search-scope">
          {t('Yalnızca sıkça sorulan sorularda aranıyor.')}{' '}
          <a href={`${pathFor('search')}${term ? `?q=${encodeURIComponent(term)}` : ''}`}>{t('Tüm sitede ara')}</a>
        </p>
      ) : null}
      {error ? <p className="notice error" role="alert">{error}</p> : null}
      <Island id="search-box" props={box} />
    </div></section>
  );
}
