// Hooks shared by the React widgets. Each widget's first render in the browser must be the
// server's markup exactly (hydration), so anything that only exists in the browser (ARIA
// states of a live control, what the visitor did before the widget loaded) is read or shown
// after that first render: `useLive` tells the component when.
import { useEffect, useLayoutEffect, useState, type RefObject, type SyntheticEvent } from 'react';

/** False on the server and during hydration; true from the first render after it. A layout
 *  effect: the live render follows the hydrating commit before the browser paints, not a frame
 *  later (on a slow phone, each frame is tens of milliseconds before the widget answers). */
export function useLive(): boolean {
  const [live, setLive] = useState(false);
  useLayoutEffect(() => setLive(true), []);
  return live;
}

const detailsIn = (root: HTMLElement | null): HTMLDetailsElement[] =>
  !root ? [] : root instanceof HTMLDetailsElement ? [root] : [...root.querySelectorAll<HTMLDetailsElement>(':scope details')];

/**
 * One open at a time over the <details> inside `ref` (also where `<details name>` is not
 * supported). A section opened natively before the widget loaded is adopted. Spread
 * `props(i)` on the i-th <details>: React only sets `open` once the widget is live, so the
 * hydrating render leaves the server's (and the visitor's) state alone.
 */
export function useAccordion(ref: RefObject<HTMLElement | null>) {
  const live = useLive();
  const [open, setOpen] = useState(-1);
  useLayoutEffect(() => setOpen(detailsIn(ref.current).findIndex((d) => d.open)), [ref]);
  const props = (i: number) => ({
    open: live ? open === i : undefined,
    onToggle: (e: SyntheticEvent<HTMLDetailsElement>) => {
      const now = e.currentTarget.open;
      setOpen((cur) => (now ? i : cur === i ? -1 : cur));
    },
  });
  return { live, open, setOpen, props };
}

const NAVIGATIONS = ['pageshow', 'hashchange', 'popstate'] as const;

/**
 * A disclosure (header dropdowns, the search panel): an accordion that also closes on a
 * press outside it, on focus leaving it, on Escape (focus back to its summary) and when the
 * visitor navigates (a hash change, a page back from the back/forward cache).
 */
export function useDisclosure(ref: RefObject<HTMLElement | null>, onNavigate?: () => void) {
  const accordion = useAccordion(ref);
  const { setOpen } = accordion;
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const outside = (n: EventTarget | null) => n instanceof Node && !root.contains(n);
    // Closed in the page as well as in the state: a section the visitor opened a moment ago
    // tells React only with its toggle event, a task later, and until then React's state is
    // already "none open", so setting it again would render nothing and leave the section open.
    const close = () => {
      setOpen(-1);
      for (const d of detailsIn(root)) d.open = false;
    };
    const onPointerDown = (e: Event) => outside(e.target) && close();
    const onFocusOut = (e: FocusEvent) => outside(e.relatedTarget) && close();
    const onKeyDown = (e: KeyboardEvent) => {
      const d = detailsIn(root).find((x) => x.open);
      if (e.key !== 'Escape' || !d) return;
      e.preventDefault(); // also keeps a search field's text
      close();
      d.querySelector('summary')?.focus();
    };
    const onNavigation = (e: Event) => {
      if (e instanceof PageTransitionEvent && !e.persisted) return;
      close();
      onNavigate?.();
    };
    document.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('focusout', onFocusOut);
    document.addEventListener('keydown', onKeyDown);
    for (const t of NAVIGATIONS) addEventListener(t, onNavigation);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('keydown', onKeyDown);
      for (const t of NAVIGATIONS) removeEventListener(t, onNavigation);
    };
  }, [ref, setOpen, onNavigate]);
  return accordion;
}

/** Reads and writes localStorage without ever throwing (blocked or full storage). */
export const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};
