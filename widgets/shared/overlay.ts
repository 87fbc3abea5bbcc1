// Behaviour shared by the full-screen overlays (mobile menu, QR), as a React hook on the
// server's own markup. Without JavaScript they open as the #id anchor target; hydrated, any
// link to #id opens the overlay without touching the URL, focus moves inside and stays
// there, Escape and the close links close it, focus goes back to the opener, and page scroll
// is locked while it is open (spec: the show-QR flag sets the overflow lock; closing
// releases it). Outside its node an overlay touches only what it owns: the scroll lock on
// <html> and the aria-expanded state of the page's links that open it.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLive } from './hooks.js';
import { overlayOpener, type OverlayId } from '../../shared/site-rules.js';

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

export interface Overlay {
  open: boolean;
  /** The class that shows or hides it once live (it overrides a stale :target); none before. */
  state: 'is-open' | 'is-closed' | undefined;
  /** Closes; focus goes back to the opener unless `focusBack` is false (a followed link). */
  close: (focusBack?: boolean) => void;
}

/** Tab and Shift+Tab wrap around inside `root`. */
function keepTabInside(e: KeyboardEvent, root: HTMLElement): void {
  const items = visibleFocusables(root);
  const i = items.indexOf(document.activeElement as HTMLElement);
  if (!items.length) return;
  if (e.shiftKey && i <= 0) {
    e.preventDefault();
    items.at(-1)!.focus();
  } else if (!e.shiftKey && i === items.length - 1) {
    e.preventDefault();
    items[0]!.focus();
  }
}

/** While open: scroll locked, focus inside and kept there, Escape, and closing above a width. */
function useWhileOpen(open: boolean, ref: RefObject<HTMLElement | null>, close: Overlay['close'], closeAbove?: number): void {
  useEffect(() => {
    const root = ref.current;
    if (!open || !root) return;
    lockScroll(true);
    // Opened before it was live (a :target, which takes the focus itself), the visitor may
    // already be at a control inside it: leave the focus there.
    const at = document.activeElement;
    if (at === root || !root.contains(at)) (visibleFocusables(root)[0] ?? root).focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close(true);
      } else if (e.key === 'Tab') keepTabInside(e, root);
    };
    const onResize = () => closeAbove && innerWidth >= closeAbove && close(false);
    document.addEventListener('keydown', onKey);
    addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('keydown', onKey);
      removeEventListener('resize', onResize);
      lockScroll(false);
    };
  }, [open, ref, close, closeAbove]);
}

export function useOverlay(id: OverlayId, ref: RefObject<HTMLElement | null>, { closeAbove }: { closeAbove?: number } = {}): Overlay {
  const live = useLive();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const selector = overlayOpener(id);

  const close = useCallback((focusBack = true) => {
    setOpen(false);
    // Leave no #id behind in the URL (:target itself is not updated by replaceState, hence is-closed).
    if (location.hash === `#${id}`) history.replaceState(history.state, '', location.pathname + location.search);
    if (focusBack) {
      const o = opener.current;
      const back = o?.isConnected && o.getClientRects().length
        ? o
        : [...document.querySelectorAll<HTMLElement>(selector)].find((l) => !ref.current?.contains(l) && l.getClientRects().length);
      back?.focus();
    }
    opener.current = null;
  }, [id, ref, selector]);

  // Opening: links to #id anywhere (capture, before the browser follows them), and the hash in
  // the URL (a link from another page, or a :target opened before the widget was live).
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const link = e.target instanceof Element ? e.target.closest<HTMLElement>(selector) : null;
      if (!link || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
      e.preventDefault();
      opener.current = link;
      setOpen(true);
    };
    const fromHash = () => location.hash === `#${id}` && setOpen(true);
    // Back to a page kept in the back/forward cache: it comes back closed.
    const onShow = (e: PageTransitionEvent) => e.persisted && close(false);
    document.addEventListener('click', onClick, true);
    addEventListener('hashchange', fromHash);
    addEventListener('pageshow', onShow);
    fromHash();
    return () => {
      document.removeEventListener('click', onClick, true);
      removeEventListener('hashchange', fromHash);
      removeEventListener('pageshow', onShow);
    };
  }, [id, selector, close]);

  // Only openers in plain page markup: another island's DOM belongs to that island.
  useEffect(() => {
    if (!live) return;
    document.querySelectorAll<HTMLElement>(selector).forEach((o) => { if (!o.closest('[data-island]')) o.setAttribute('aria-expanded', String(open)); });
  }, [live, open, selector]);

  useWhileOpen(open, ref, close, closeAbove);
  return { open, state: live ? (open ? 'is-open' : 'is-closed') : undefined, close };
}
