// Scroll reveal (spec section 9: offset 120 px, delay 0, 400 ms, ease; the CSS is in
// views/styles/base.css). Content sections below the first screen are marked hidden and fade
// and slide in once their top is 120 px inside the viewport. An IntersectionObserver does the
// watching, so the spec's scroll throttle (99 ms) and debounce (50 ms) have nothing to do.
// Only this script hides anything: without JavaScript, with reduced motion, without
// IntersectionObserver, or for a renderer whose viewport holds the whole page, all is shown.
export const OFFSET = 120;

/** The section holding the element a URL hash names. */
function hashSection(): Element | null {
  try {
    const id = decodeURIComponent(location.hash.slice(1));
    return (id && document.getElementById(id)?.closest('main .block')) || null;
  } catch {
    return null;
  }
}

/** Marks the sections below the first screen hidden from the observer's first report, which the
 *  browser makes after its own layout: measuring them as the runtime starts forced that layout
 *  into the runtime's task (the longest task of a page load under Lighthouse). They are below the
 *  screen, so hiding them a frame later shows nothing, and a transform shifts no layout. */
export function setupReveal(): void {
  if (!('IntersectionObserver' in window) || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const blocks = [...document.querySelectorAll<HTMLElement>('main .block')];
  if (!blocks.length) return;
  const seen = new WeakSet<Element>();
  const show = (el: Element) => {
    if (el.hasAttribute('data-reveal')) el.setAttribute('data-reveal', 'shown');
    io.unobserve(el);
  };
  // A link's target is shown at once, without the slide, so the scroll lands where it stays.
  addEventListener('hashchange', () => {
    const el = hashSection();
    if (el) {
      el.removeAttribute('data-reveal');
      io.unobserve(el);
    }
  });
  const io = new IntersectionObserver((entries) => {
    // Read once, before any section is marked: reading the viewport's height after a mark made
    // Chromium recalculate style and layout there and then, once per section (9-22 ms of the
    // callback under Lighthouse, a long task of its own).
    const screenBottom = innerHeight;
    for (const e of entries) {
      if (!seen.has(e.target)) {
        seen.add(e.target);
        // The first report: only a section whose top is below the screen waits to be revealed.
        const below = e.boundingClientRect.top >= screenBottom;
        // Not a section the keyboard focus reached before this report, nor a link's target.
        if (below && e.target !== hashSection() && !e.target.contains(document.activeElement)) e.target.setAttribute('data-reveal', 'hidden');
        else io.unobserve(e.target);
      } else if (e.isIntersecting) show(e.target);
    }
  }, { rootMargin: `0px 0px -${OFFSET}px 0px` });
  for (const el of blocks) io.observe(el);
  // Keyboard focus can land in a section before it has scrolled 120 px into view.
  addEventListener('focusin', (e) => {
    const el = e.target instanceof Element ? e.target.closest('[data-reveal="hidden"]') : null;
    if (el) show(el);
  });
}
