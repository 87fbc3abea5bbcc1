// The QR overlay, hydrated with React on its own mount node (the component is the server's).
import { QrOverlay } from './qr-overlay.js';
import { hydrator } from '../islands/hydrate.js';

export const mount = hydrator(QrOverlay);
