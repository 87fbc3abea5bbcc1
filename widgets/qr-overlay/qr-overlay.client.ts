// Makes the server's QR overlay a modal dialog: the shared overlay controller, plus the
// backdrop and the close button closing it (without following their href="#").
import { createOverlay } from '../shared/overlay.js';

export function mount(node: HTMLElement): void {
  const root = node.querySelector<HTMLElement>('#qr');
  if (!root) throw new Error('qr-overlay: no #qr in the server markup');
  const overlay = createOverlay(root, { id: 'qr' });
  root.addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.closest('.qr-backdrop, .close-button')) {
      e.preventDefault();
      overlay.close(true);
    }
  });
}
