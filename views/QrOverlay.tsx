// Server side of the QR overlay island: props from content and the server-made QR code.
import { useView } from './context.js';
import { Island } from './Island.js';
import type { QrOverlayProps } from '../widgets/qr-overlay/qr-overlay.js';

export function QrOverlay() {
  const { qr, qrSvg, t } = useView();
  const p = qr.properties;
  const props: QrOverlayProps = { title: p.title, text: p.text, svg: qrSvg, appUrl: p.appUrl, buttonText: p.buttonText, closeLabel: t('Kapat'), codeLabel: t('Uygulama indirme karekodu') };
  return <Island id="qr-overlay" props={props} />;
}
