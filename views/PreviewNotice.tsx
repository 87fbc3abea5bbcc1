// Above a page in preview: the CMS documents it is made of that the site could not use whole,
// each problem with its field, what the CMS sent, what the site needs and what the site did,
// so an editor sees why a publish will not show as saved. Never in a live page.
import { useView } from './context.js';
import type { DocumentProblems } from '../server/content/tolerant.js';

export function PreviewNotice({ documents }: { documents: DocumentProblems[] }) {
  const { t } = useView();
  if (!documents.length) return null;
  return (
    <section className="container preview-notice notice error" aria-labelledby="preview-notice-title">
      <h2 id="preview-notice-title">{t('Taslak görünümü: sitenin bu sayfada kullanamadığı içerik var')}</h2>
      {documents.map((d) => (
        <div key={`${d.id} ${d.locale ?? ''} ${d.subject}`}>
          <p><strong>{d.contentType ?? d.subject}</strong> <code>{d.id}</code>{d.locale ? ` (${d.locale})` : null}</p>
          <ul>
            {d.notes.map((n, i) => (
              <li key={i}>
                <code>{n.field}</code>: {n.problem}
                {n.sent ? <> · {t('Gönderilen:')} <code>{n.sent}</code></> : null}
                {' · '}{n.outcome === 'left out' ? t('Bu kısım gösterilmiyor.') : t('Belge gösterilmiyor; son geçerli sürümü duruyor.')}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
