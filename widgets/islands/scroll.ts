// Anchors: a URL hash scrolls smoothly to its element 100 px below the top, waiting up to
// 1 s for it to appear; an FAQ item page scrolls to the element whose id is its slug,
// 150 px below the top (the page marks it with data-scroll-target).
const HASH_OFFSET = 100;
const FAQ_OFFSET = 150;
const WAIT_MS = 1000;

/** An instant scroll says so: 'auto' would follow the stylesheet's smooth scroll-behavior, and
 *  a smooth scroll runs on the compositor, which Chromium counts as the visitor scrolling: it
 *  stopped measuring the FAQ page's largest paint, sometimes before the first one was recorded
 *  (Lighthouse then cannot score the page: NO_LCP). */
function scrollToEl(el: Element, offset: number, smooth: boolean) {
  const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const top = el.getBoundingClientRect().top + scrollY - offset;
  scrollTo({ top: Math.max(0, top), behavior: smooth && !reduce ? 'smooth' : 'instant' });
}

function whenPresent(id: string, cb: (el: Element) => void) {
  const found = document.getElementById(id);
  if (found) return cb(found);
  const started = Date.now();
  const mo = new MutationObserver(() => {
    const el = document.getElementById(id);
    if (el) {
      mo.disconnect();
      cb(el);
    } else if (Date.now() - started > WAIT_MS) mo.disconnect();
  });
  mo.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => mo.disconnect(), WAIT_MS);
}

const idFromHash = (hash: string) => {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
};

export function setupScrolling(): void {
  const faq = document.querySelector('[data-scroll-target]');
  if (faq && !location.hash) requestAnimationFrame(() => scrollToEl(faq, FAQ_OFFSET, false));
  const go = (smooth: boolean) => {
    const id = idFromHash(location.hash);
    // Overlays opened by hash (#qr, #mobile-menu) are not scroll targets.
    if (id && !document.getElementById(id)?.matches('[data-overlay]')) whenPresent(id, (el) => scrollToEl(el, HASH_OFFSET, smooth));
  };
  if (location.hash) go(true);
  addEventListener('hashchange', () => go(true));
}
