// Behaviour shared by the full-screen overlays (mobile menu, QR), on the server's own markup.
// Without JavaScript they open as the #id anchor target; with it, any link to #id opens the
// overlay without touching the URL, focus moves inside and stays there, Escape and the close
// links close it, focus goes back to the opener, and page scroll is locked while it is open
// (spec: the show-QR flag sets the overflow lock; closing releases it). Plain DOM: the
// widgets only enhance what the server rendered, so no framework travels to the browser.

const FOCUSABLE = 'a[href]:not([tabindex="-1"]), button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** Scroll lock shared by every overlay: a count on <html>, so two overlays never unlock early. */
export function lockScroll(on: boolean): void {
  const html = document.documentElement;
  const n = Math.max(0, Number(html.dataset.scrollLocks || 0) + (on ? 1 : -1));
  if (n) html.dataset.scrollLocks = String(n);
  else delete html.dataset.scrollLocks;
}

export function visibleFocusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0 && !el.closest('details:not([open]) > :not(summary)'));
}

export interface OverlayOptions {
  id: string;
  /** Closes the overlay when the viewport becomes at least this wide (the mobile menu). */
  closeAbove?: number;
  /** Called after the overlay opened or closed (e.g. to set aria-modal). */
  onChange?: (open: boolean) => void;
}

export interface Overlay {
  readonly isOpen: () => boolean;
  /** Closes; focus goes back to the opener unless `focusBack` is false (a followed link). */
  close: (focusBack?: boolean) => void;
}

export function createOverlay(root: HTMLElement, { id, closeAbove, onChange }: OverlayOptions): Overlay {
  const selector = `a[href="#${id}"]`;
  let open = false;
  let opener: HTMLElement | null = null;
  // Only openers in plain page markup: another island's DOM belongs to that island.
  const setExpanded = (value: boolean) =>
    document.querySelectorAll<HTMLElement>(selector).forEach((o) => { if (!o.closest('[data-island]')) o.setAttribute('aria-expanded', String(value)); });

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      const items = visibleFocusables(root);
      if (items.length === 0) return;
      const i = items.indexOf(document.activeElement as HTMLElement);
      if (e.shiftKey && i <= 0) {
        e.preventDefault();
        items[items.length - 1]!.focus();
      } else if (!e.shiftKey && i === items.length - 1) {
        e.preventDefault();
        items[0]!.focus();
      }
    }
  };
  const onResize = () => {
    if (closeAbove && innerWidth >= closeAbove) close(false);
  };

  function show(from: HTMLElement | null) {
    if (from) opener = from;
    if (open) return;
    open = true;
    // is-closed overrides a stale :target; is-open shows the overlay whatever the URL says.
    root.classList.replace('is-closed', 'is-open') || root.classList.add('is-open');
    setExpanded(true);
    lockScroll(true);
    (visibleFocusables(root)[0] ?? root).focus();
    document.addEventListener('keydown', onKey);
    addEventListener('resize', onResize);
    onChange?.(true);
  }

  function close(focusBack = true) {
    if (!open) return;
    open = false;
    root.classList.replace('is-open', 'is-closed');
    setExpanded(false);
    document.removeEventListener('keydown', onKey);
    removeEventListener('resize', onResize);
    lockScroll(false);
    // Leave no #id behind in the URL (:target itself is not updated by replaceState, hence is-closed).
    if (location.hash === `#${id}`) history.replaceState(history.state, '', location.pathname + location.search);
    if (focusBack) {
      const back = opener?.isConnected && opener.getClientRects().length
        ? opener
        : [...document.querySelectorAll<HTMLElement>(selector)].find((o) => !root.contains(o) && o.getClientRects().length);
      back?.focus();
    }
    opener = null;
    onChange?.(false);
  }

  // Opening: links to #id anywhere (capture, before the browser follows them), the hash in
  // the URL (a link from another page, or a :target opened before this widget loaded).
  document.addEventListener('click', (e) => {
    const link = e.target instanceof Element ? e.target.closest<HTMLElement>(selector) : null;
    if (!link || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    show(link);
  }, true);
  const fromHash = () => {
    if (location.hash === `#${id}`) show(null);
  };
  addEventListener('hashchange', fromHash);
  // Back to a page kept in the back/forward cache: it comes back closed.
  addEventListener('pageshow', (e) => {
    if (e.persisted) close(false);
  });

  root.classList.add('is-closed');
  setExpanded(false);
  fromHash();
  return { isOpen: () => open, close };
}
