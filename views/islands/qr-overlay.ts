// The QR overlay's props from content: its texts, the server-made QR code and the store links.
import { useView } from '../context.js';
import { storeLinks } from '../stores.js';
import type { QrOverlayProps } from '../../widgets/qr-overlay/qr-overlay.js';

export function useQrOverlayProps(): QrOverlayProps {
  const { qr, qrSvg, t } = useView();
  const p = qr.properties;
  return {
    title: p.title, text: p.text, storeText: p.storeText, svg: qrSvg, buttonText: p.buttonText, closeLabel: t('Kapat'), codeLabel: t('Uygulama indirme karekodu'),
    stores: storeLinks(p.stores),
  };
}
