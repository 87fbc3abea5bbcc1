// Makes the server's mobile menu a modal overlay (the shared overlay controller, closed above
// 1024 px), keeps one section of its accordion open, and closes it when a link is followed.
import { createOverlay } from '../shared/overlay.js';

export function mount(node: HTMLElement): void {
  const root = node.querySelector<HTMLElement>('#mobile-menu');
  if (!root) throw new Error('mobile-menu: no #mobile-menu in the server markup');
  const overlay = createOverlay(root, {
    id: 'mobile-menu',
    closeAbove: 1024,
    // Modal only while open: closed, it is not shown at all.
    onChange: (open) => (open ? root.setAttribute('aria-modal', 'true') : root.removeAttribute('aria-modal')),
  });

  // One section open at a time, also where <details name> is unsupported.
  root.addEventListener('toggle', (e) => {
    const d = e.target;
    if (d instanceof HTMLDetailsElement && d.open) root.querySelectorAll('details[open]').forEach((o) => o !== d && ((o as HTMLDetailsElement).open = false));
  }, true);

  root.addEventListener('click', (e) => {
    const link = e.target instanceof Element ? e.target.closest('a') : null;
    if (!link) return;
    if (link.classList.contains('close-button')) {
      e.preventDefault();
      overlay.close(true);
    } else {
      // Following a link (or opening the QR overlay from here) closes the menu; the new
      // page or overlay takes the focus.
      overlay.close(false);
    }
  });
}
