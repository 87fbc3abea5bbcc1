// Rules more than one side must agree on, in one place (the server, the views and the widgets
// import them): search limits, the tag manager id, the CMS's '/tr' prefix, the full-screen
// overlays' ids, the widgets' spec timings. The languages are in locale.ts.

/** Longest search term the site accepts (longer is a 400 on the API and the results page). */
export const MAX_SEARCH_TERM = 100;
/** How many results a search shows, on the results page and in a live search box alike: one count. */
export const SEARCH_RESULTS = 20;
/** A search term's length as people count it: in characters (code points), an emoji one, as zod's max counts. */
export const termLength = (term: string) => [...term].length;
/** The first `max` characters of a term, never half an emoji. */
export const clipTerm = (term: string, max = MAX_SEARCH_TERM) => (termLength(term) > max ? [...term].slice(0, max).join('') : term);
/**
 * The help centre's search: the results page limited to FAQ items, by a parameter in the
 * page's language (/arama/?q=…&tur=sss, /en/search/?q=…&type=faq); the API takes type=faq.
 */
export const SEARCH_FILTER_PARAM = { tr: { name: 'tur', faq: 'sss' }, en: { name: 'type', faq: 'faq' } } as const;

/** Spec: search input debounced by 400 ms. */
export const SEARCH_DEBOUNCE_MS = 400;

/** Spec: the phone country list's type-to-find forgets the typed text 700 ms after the last key. */
export const PHONE_TYPEAHEAD_RESET_MS = 700;
/** Spec: the phone country list opens upward when less than this remains below its button. */
export const PHONE_LIST_MIN_SPACE_BELOW_PX = 200;

/** Spec: a tag-manager id is GTM- followed by upper-case letters and digits. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

/**
 * The full-screen overlays' element ids. A link to `#id` opens one: as its :target without
 * JavaScript, and once live through widgets/shared/overlay.ts, which also starts its island.
 */
export const OVERLAYS = { qr: 'qr', mobileMenu: 'mobile-menu' } as const;
export type OverlayId = (typeof OVERLAYS)[keyof typeof OVERLAYS];
/** The links that open an overlay. */
export const overlayOpener = (id: OverlayId) => `a[href="#${id}"]`;

/** Links from the content service drop a leading '/tr' (spec: header and search panel). */
export function withoutTrPrefix(path: string): string {
  if (path === '/tr') return '/';
  if (path.startsWith('/tr/')) return path.slice(3);
  return /^\/tr[?#]/.test(path) ? `/${path.slice(3)}` : path;
}
