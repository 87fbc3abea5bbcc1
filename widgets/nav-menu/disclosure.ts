// Behaviour shared by the header's <details name="main-nav"> islands (the dropdowns and the
// search panel), free of any framework so the dropdowns need no React. The markup stays
// native <details>, so a click before hydration already opens one; this adopts that state
// and adds what <details> lacks: one open at a time in browsers without `details name`,
// closing on an outside press, on focus leaving, on Escape (focus back to the summary) and on
// navigation (hash change, back/forward cache). Returns the function that detaches it.
export function attachDisclosure(root: HTMLElement, onChange: (openIndex: number) => void, navigated?: () => void): () => void {
  const list = (): HTMLDetailsElement[] => (root instanceof HTMLDetailsElement ? [root] : [...root.querySelectorAll('details')]);
  const closeOthers = (keep: HTMLDetailsElement | undefined) => {
    for (const d of list()) if (d !== keep && d.open) d.open = false;
  };
  const sync = () => onChange(list().findIndex((d) => d.open));
  const close = (focusSummary: boolean) => {
    const d = list().find((x) => x.open);
    if (!d) return false;
    d.open = false;
    if (focusSummary) d.querySelector('summary')?.focus();
    return true;
  };
  const outside = (n: EventTarget | null) => n instanceof Node && !root.contains(n);

  const onToggle = (e: Event) => {
    if (e.target instanceof HTMLDetailsElement && e.target.open) closeOthers(e.target);
    sync();
  };
  const onPointerDown = (e: Event) => {
    if (outside(e.target)) close(false);
  };
  const onFocusOut = (e: FocusEvent) => {
    if (outside(e.relatedTarget)) close(false);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && close(true)) e.preventDefault(); // also keeps a search field's text
  };
  const onNavigate = (e: Event) => {
    if (e instanceof PageTransitionEvent && !e.persisted) return;
    close(false);
    navigated?.();
  };

  closeOthers(list().find((d) => d.open)); // opened before hydration, maybe more than one
  sync();
  root.addEventListener('toggle', onToggle, true); // toggle does not bubble
  root.addEventListener('focusout', onFocusOut);
  document.addEventListener('pointerdown', onPointerDown);
  document.addEventListener('keydown', onKeyDown);
  for (const t of ['pageshow', 'hashchange', 'popstate']) window.addEventListener(t, onNavigate);
  return () => {
    root.removeEventListener('toggle', onToggle, true);
    root.removeEventListener('focusout', onFocusOut);
    document.removeEventListener('pointerdown', onPointerDown);
    document.removeEventListener('keydown', onKeyDown);
    for (const t of ['pageshow', 'hashchange', 'popstate']) window.removeEventListener(t, onNavigate);
  };
}
