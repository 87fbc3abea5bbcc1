// The QR overlay: the app-download message from content and a QR code made on the server.
// Without JavaScript it opens as the #qr anchor target and closes with a plain link.
import { Icon } from '../../views/Icon.js';

export interface QrOverlayProps { title: string; text: string; svg: string; appUrl: string; buttonText: string; closeLabel: string; codeLabel: string }

export function QrOverlay({ title, text, svg, appUrl, buttonText, closeLabel, codeLabel }: QrOverlayProps) {
  return (
    <section id="qr" className="qr-overlay" role="dialog" aria-modal="true" aria-labelledby="qr-title" data-overlay="">
      <a className="qr-backdrop" href="#" tabIndex={-1} aria-hidden="true"></a>
      <div className="qr-dialog">
        <a className="close-button" href="#" aria-label={closeLabel}><Icon name="close" /></a>
        <h2 id="qr-title">{title}</h2>
        <p>{text}</p>
        <div className="qr-code" role="img" aria-label={codeLabel} dangerouslySetInnerHTML={{ __html: svg }} />
        <a className="button primary" href={appUrl} rel="noopener noreferrer">{buttonText}</a>
      </div>
    </section>
  );
}
