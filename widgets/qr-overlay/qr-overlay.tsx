// The QR overlay: the app-download message from content and a QR code made on the server.
// Without JavaScript it opens as the #qr anchor target and closes with a plain link; the
// widget makes it a modal dialog (focus trapped and returned, Escape, scroll lock).
import { useRef, type MouseEvent } from 'react';
import { Icon } from '../../views/Icon.js';
import { useOverlay } from '../shared/overlay.js';

export interface QrOverlayProps { title: string; text: string; svg: string; appUrl: string; buttonText: string; closeLabel: string; codeLabel: string }

export function QrOverlay({ title, text, svg, appUrl, buttonText, closeLabel, codeLabel }: QrOverlayProps) {
  const ref = useRef<HTMLElement>(null);
  const { close, stateClass } = useOverlay(ref, { id: 'qr' });
  const onClose = (e: MouseEvent) => {
    e.preventDefault();
    close(true);
  };
  return (
    <section id="qr" ref={ref} className={`qr-overlay ${stateClass}`.trim()} role="dialog" aria-modal="true" aria-labelledby="qr-title" data-overlay="" tabIndex={-1}>
      <a className="qr-backdrop" href="#" tabIndex={-1} aria-hidden="true" onClick={onClose}></a>
      <div className="qr-dialog">
        <a className="close-button" href="#" aria-label={closeLabel} onClick={onClose}><Icon name="close" /></a>
        <h2 id="qr-title">{title}</h2>
        <p>{text}</p>
        <div className="qr-code" role="img" aria-label={codeLabel} dangerouslySetInnerHTML={{ __html: svg }} />
        <a className="button primary" href={appUrl} rel="noopener noreferrer">{buttonText}</a>
      </div>
    </section>
  );
}
