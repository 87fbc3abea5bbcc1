// The QR overlay: the app-download message from content, a QR code made on the server and
// buttons for the three app stores. A phone cannot scan its own screen, so on small or touch
// screens the stylesheet shows the store buttons with their own text instead of the code.
// Without JavaScript it opens as the #qr anchor target and closes with a plain link;
// hydrated (a React island), it is a modal dialog (focus trapped and returned, Escape,
// backdrop, scroll lock: widgets/shared/overlay.ts).
import { useRef, type MouseEvent } from 'react';
import { Icon } from '../shared/icon.js';
import { StoreButtons, type StoreLink } from '../shared/store-buttons.js';
import { useOverlay } from '../shared/overlay.js';
import { OVERLAYS } from '../../shared/site-rules.js';

export interface QrOverlayProps {
  title: string; text: string; storeText: string; svg: string; buttonText: string; closeLabel: string; codeLabel: string;
  stores: StoreLink[];
}

export function QrOverlay({ title, text, storeText, svg, buttonText, closeLabel, codeLabel, stores }: QrOverlayProps) {
  const ref = useRef<HTMLElement>(null);
  const { state, close } = useOverlay(OVERLAYS.qr, ref);
  const onClick = (e: MouseEvent) => {
    if (!(e.target instanceof Element) || !e.target.closest('.qr-backdrop, .close-button')) return;
    e.preventDefault();
    close(true);
  };
  return (
    <section ref={ref} id={OVERLAYS.qr} className={state ? `qr-overlay ${state}` : 'qr-overlay'} role="dialog" aria-modal="true" aria-labelledby="qr-title" data-overlay="" tabIndex={-1} onClick={onClick}>
      <a className="qr-backdrop" href="#" tabIndex={-1} aria-hidden="true"></a>
      <div className="qr-dialog">
        <a className="close-button" href="#" aria-label={closeLabel}><Icon name="close" /></a>
        <h2 id="qr-title">{title}</h2>
        <p className="qr-scan">{text}</p>
        <p className="qr-stores-text">{storeText}</p>
        <div className="qr-code qr-scan" role="img" aria-label={codeLabel} dangerouslySetInnerHTML={{ __html: svg }} />
        <StoreButtons stores={stores} label={buttonText} />
      </div>
    </section>
  );
}
