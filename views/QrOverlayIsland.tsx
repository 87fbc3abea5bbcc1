// The QR overlay's island on the page (the component is widgets/qr-overlay/qr-overlay.tsx):
// its props from content, the server-made QR code and the store links.
import { useView } from './context.js';
import { Island } from './Island.js';
import { storeLinks } from './stores.js';
import type { QrOverlayProps } from '../widgets/qr-overlay/qr-overlay.js';

export function QrOverlayIsland() {
  const { qr, qrSvg, t } = useView();
  const p = qr.properties;
  const props: QrOverlayProps = {
    title: p.title, text: p.text, storeText: p.storeText, svg: qrSvg, buttonText: p.buttonText, closeLabel: t('Kapat'), codeLabel: t('Uygulama indirme karekodu'),
    stores: storeLinks(p.stores),
  };
  return <Island id="qr-overlay" props={props} />;
}
