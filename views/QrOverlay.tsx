// Server side of the QR overlay island: props from content, the server-made QR code and the store links.
import { useView } from './context.js';
import { Island } from './Island.js';
import type { QrOverlayProps } from '../widgets/qr-overlay/qr-overlay.js';

export function QrOverlay() {
  const { qr, qrSvg, t } = useView();
  const p = qr.properties;
  const props: QrOverlayProps = {
    title: p.title, text: p.text, storeText: p.storeText, svg: qrSvg, buttonText: p.buttonText, closeLabel: t('Kapat'), codeLabel: t('Uygulama indirme karekodu'),
    // The stores' own names, the same in every language.
    stores: [{ name: 'App Store', url: p.stores.appStore }, { name: 'Google Play', url: p.stores.googlePlay }, { name: 'AppGallery', url: p.stores.appGallery }],
  };
  return <Island id="qr-overlay" props={props} />;
}
