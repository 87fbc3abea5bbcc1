// The 404 page (spec section 2) and the render-error page (spec section 8).
import { useView } from '../context.js';
import type { SearchResult } from '../../server/search/search-index.js';
import { Island } from '../Island.js';
import type { LiveSearchProps } from '../../widgets/live-search/live-search.js';
import { normalizeContentUrl } from '../../server/routes/paths.js';

export function NotFoundPage({ term, results }: { term: string; results: SearchResult[] }) {
  const { t, pathFor } = useView();
  // The 404 page always searches in Turkish (spec section 7).
  const live: LiveSearchProps = {
    action: pathFor('search', {}, 'tr'), lang: 'tr', term, results: results.map((r) => ({ ...r, path: normalizeContentUrl(r.path) })),
    labels: { input: t('Sitede ara'), placeholder: t('Para Gönder'), button: t('Ara'), noResults: t('Sonuç bulunamadı..'), loading: t('Aranıyor…'), count: t('{{count}} sonuç bulundu', { count: '{{count}}' }) },
  };
  // .block sets only vertical padding, so the inner container keeps the text off the edges.
  return (
    <section className="block error-page">
      <div className="container narrow">
        <p className="error-code" aria-hidden="true">404</p>
        <h1>{t('Üzgünüz, aradığın sayfa bulunamadı.')}</h1>
        <p className="lead">{t('Aradığın sayfa taşınmış, adı değişmiş ya da hiç var olmamış olabilir. Aşağıdan arama yapabilir veya ana sayfaya dönebilirsin.')}</p>
        <Island id="live-search" props={live} />
        <p className="actions"><a className="button secondary" href={pathFor('home')}>{t('Ana Sayfaya Dön')}</a></p>
      </div>
    </section>
  );
}

/** The shared frame of the 500 and 429 pages: code, headline, text, the way home. */
function ErrorMessage({ code, title, text, home }: { code: number; title: string; text: string; home: string }) {
  const { t } = useView();
  return (
    <section className="block error-page">
      <div className="container narrow">
        <p className="error-code" aria-hidden="true">{code}</p>
        <h1>{title}</h1>
        <p className="lead">{text}</p>
        <p className="actions"><a className="button primary" href={home}>{t('Ana Sayfaya Dön')}</a></p>
      </div>
    </section>
  );
}

export function ServerErrorPage() {
  const { t } = useView();
  // Spec: the button goes to '/'.
  return <ErrorMessage code={500} title={t('Bir şeyler ters gitti..')} text={t('Sayfayı gösterirken bir sorun oluştu. Lütfen biraz sonra yeniden dene.')} home="/" />;
}

export function TooManyRequestsPage() {
  const { t, pathFor } = useView();
  return <ErrorMessage code={429} title={t('Çok fazla istek')} text={t('Kısa sürede çok fazla istek gönderdin. Bir dakika sonra yeniden dene.')} home={pathFor('home')} />;
}
