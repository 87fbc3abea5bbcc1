import { mountWith } from '../islands/mount.js';
import { QrOverlay } from './qr-overlay.js';

export const mount = mountWith(QrOverlay);
