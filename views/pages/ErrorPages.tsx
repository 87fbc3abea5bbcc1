// The 404 page (spec section 2) and the render-error page (spec section 8).
import { useView } from '../context.js';
import { SearchForm, SearchResults } from './SearchPage.js';
import type { SearchResult } from '../../server/search/search-index.js';

export function NotFoundPage({ term, results }: { term: string; results: SearchResult[] }) {
  const { t, pathFor } = useView();
  return (
    <section className="block container narrow error-page">
      <p className="error-code" aria-hidden="true">404</p>
      <h1>{t('Üzgünüz, aradığın sayfa bulunamadı.')}</h1>
      <p className="lead">{t('Aradığın sayfa taşınmış, adı değişmiş ya da hiç var olmamış olabilir. Aşağıdan arama yapabilir veya ana sayfaya dönebilirsin.')}</p>
      <SearchForm term={term} id="not-found-q" placeholder={t('Para Gönder')} button={t('Ara')} />
      <SearchResults results={results} term={term} />
      <p className="actions"><a className="button secondary" href={pathFor('home')}>{t('Ana Sayfaya Dön')}</a></p>
    </section>
  );
}

export function ServerErrorPage() {
  const { t } = useView();
  return (
    <section className="block container narrow error-page">
      <p className="error-code" aria-hidden="true">500</p>
      <h1>{t('Bir şeyler ters gitti..')}</h1>
      <p className="lead">{t('Sayfayı gösterirken bir sorun oluştu. Lütfen biraz sonra yeniden dene.')}</p>
      <p className="actions"><a className="button primary" href="/">{t('Ana Sayfaya Dön')}</a></p>
    </section>
  );
}
