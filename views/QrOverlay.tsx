// The QR overlay: the app-download message from content and a QR code made on the server.
// Without JavaScript it opens as the #qr anchor target and closes with a plain link.
import { useView } from './context.js';
import { Icon } from './Icon.js';

export function QrOverlay() {
  const { qr, qrSvg, t } = useView();
  const p = qr.properties;
  return (
    <section id="qr" className="qr-overlay" role="dialog" aria-modal="true" aria-labelledby="qr-title">
      <a className="qr-backdrop" href="#" tabIndex={-1} aria-hidden="true"></a>
      <div className="qr-dialog">
        <a className="close-button" href="#" aria-label={t('Kapat')}><Icon name="close" /></a>
        <h2 id="qr-title">{p.title}</h2>
        <p>{p.text}</p>
        <div className="qr-code" role="img" aria-label={t('Uygulama indirme karekodu')} dangerouslySetInnerHTML={{ __html: qrSvg }} />
        <a className="button primary" href={p.appUrl} rel="noopener noreferrer">{p.buttonText}</a>
      </div>
    </section>
  );
}
