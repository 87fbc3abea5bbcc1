// Behaviour shared by the full-screen overlays (mobile menu, QR). Without JavaScript they open
// as the #id anchor target; with it, any link to #id opens the overlay without touching the
// URL, focus moves inside and stays there, Escape and the close links close it, focus goes
// back to the opener, and page scroll is locked while it is open (spec: the show-QR flag
// sets the overflow lock; closing releases it).
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

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
}

export function useOverlay(rootRef: RefObject<HTMLElement | null>, { id, closeAbove }: OverlayOptions) {
  const [open, setOpen] = useState(false);
  // Until hydrated the markup must equal the server's; after that the widget owns visibility.
  const [owned, setOwned] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const restoreFocus = useRef(true);

  const close = useCallback((focusBack = true) => {
    restoreFocus.current = focusBack;
    setOpen(false);
  }, []);

  // Opening: links to #id anywhere (capture, before the browser follows them), the hash in
  // the URL (a link from another page, or a :target opened before this widget loaded).
  useEffect(() => {
    const selector = `a[href="#${id}"]`;
    const onClick = (e: MouseEvent) => {
      const link = e.target instanceof Element ? e.target.closest<HTMLElement>(selector) : null;
      if (!link || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
      e.preventDefault();
      opener.current = link;
      restoreFocus.current = true;
      setOpen(true);
    };
    const fromHash = () => {
      if (location.hash === `#${id}`) setOpen(true);
    };
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) close(false);
    };
    setOwned(true);
    document.addEventListener('click', onClick, true);
    addEventListener('hashchange', fromHash);
    addEventListener('pageshow', onPageShow);
    fromHash();
    return () => {
      document.removeEventListener('click', onClick, true);
      removeEventListener('hashchange', fromHash);
      removeEventListener('pageshow', onPageShow);
    };
  }, [id, close]);

  // While open: scroll lock, focus inside and trapped, Escape, openers' aria-expanded.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const openers = document.querySelectorAll<HTMLElement>(`a[href="#${id}"]`);
    // Only openers in plain page markup: another island's DOM belongs to that island.
    openers.forEach((o) => { if (!o.closest('[data-island]')) o.setAttribute('aria-expanded', String(open)); });
    if (!open) return;
    lockScroll(true);
    const first = visibleFocusables(root)[0];
    (first ?? root).focus();
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
    document.addEventListener('keydown', onKey);
    addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('keydown', onKey);
      removeEventListener('resize', onResize);
      lockScroll(false);
      // Leave no #id behind in the URL (:target itself is not updated by replaceState, hence is-closed).
      if (location.hash === `#${id}`) history.replaceState(history.state, '', location.pathname + location.search);
      if (restoreFocus.current) {
        const back = opener.current?.isConnected && opener.current.getClientRects().length ? opener.current : [...openers].find((o) => !root.contains(o) && o.getClientRects().length);
        back?.focus();
      }
      opener.current = null;
    };
  }, [open, id, rootRef, close, closeAbove]);

  /** Class for the overlay root: is-open, or is-closed (which overrides a stale :target). */
  const stateClass = open ? 'is-open' : owned ? 'is-closed' : '';
  return { open, close, stateClass };
}
