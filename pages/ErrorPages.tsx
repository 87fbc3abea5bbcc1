// The 404 page (spec section 2) and the render-error page (spec section 8).
import { useView } from '../views/context.js';
import { Island } from '../views/Island.js';
import { useSearchBoxProps } from '../views/islands/search-box.js';
import type { ResultRow } from '../shared/search-result.js';

export function NotFoundPage({ term, rows }: { term: string; rows: ResultRow[] }) {
  const { t, pathFor } = useView();
  // Searches the page's own language (docs/decisions.md), with suggestions when nothing is found.
  const box = useSearchBoxProps('not-found-q', { term, rows, big: true });
  box.labels = { ...box.labels, placeholder: t('Para Gönder'), button: t('Ara') }; // spec section 2
  // .block sets only vertical padding, so the inner container keeps the text off the edges.
  return (
    <section className="block error-page">
      <div className="container narrow">
        <p className="error-code" aria-hidden="true">404</p>
        <h1>{t('Üzgünüz, aradığın sayfa bulunamadı.')}</h1>
        <p className="lead">{t('Aradığın sayfa taşınmış, adı değişmiş ya da hiç var olmamış olabilir. Aşağıdan arama yapabilir veya ana sayfaya dönebilirsin.')}</p>
        <Island id="search-box" props={box} />
        <p className="actions"><a className="button secondary" href={pathFor('home')}>{t('Ana Sayfaya Dön')}</a></p>
      </div>
    </section>
  );
}

/** The shared frame of the 500, 429 and client-error pages: code, headline, text, the way home. */
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

type Words = (t: (source: string) => string) => { title: string; text: string };
/** The error pages' words, for the page and its head (server/page-kinds/error-pages.tsx) alike. */
export const serverErrorWords: Words = (t) => ({ title: t('Bir şeyler ters gitti..'), text: t('Sayfayı gösterirken bir sorun oluştu. Lütfen biraz sonra yeniden dene.') });
export const tooManyWords: Words = (t) => ({ title: t('Çok fazla istek'), text: t('Bu bağlantıdan kısa sürede çok fazla istek geldi. Biraz bekleyip yeniden dene.') });
export const clientErrorWords: Words = (t) => ({ title: t('Bu isteği anlayamadık'), text: t('Adreste ya da gönderilen bilgide hatalı bir şey var. Adresi kontrol edip yeniden dene ya da ana sayfadan devam et.') });

/** Also the answer of a full render queue (503): the same words, its own code. */
export function ServerErrorPage({ code = 500 }: { code?: 500 | 503 }) {
  const { t } = useView();
  // Spec: the button goes to '/'.
  return <ErrorMessage code={code} {...serverErrorWords(t)} home="/" />;
}

export function TooManyRequestsPage() {
  const { t, pathFor } = useView();
  return <ErrorMessage code={429} {...tooManyWords(t)} home={pathFor('home')} />;
}

/** A malformed address or request (400, 405, 413, 414, 415…), shown to a person with its code. */
export function ClientErrorPage({ code }: { code: number }) {
  const { t, pathFor } = useView();
  return <ErrorMessage code={code} {...clientErrorWords(t)} home={pathFor('home')} />;
}
