// The layout around a page (consent banner, header with the mobile menu, footer, QR overlay)
// depends only on the locale and the content, apart from two per-page details: which menu link
// is the current page, and where the language switcher leads. Each part is rendered once per
// locale, content objects and current menu link, and spliced into the page as HTML; the
// switcher's link is filled in per page. Keys hold only what the server chooses (locale, ids
// of content objects, a menu link's URL), never request data; the store is a bounded LRU.
import { randomBytes } from 'node:crypto';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { LRUCache } from 'lru-cache';
import { ViewProvider, type ViewContext } from '../../views/context.js';
import { layoutParts, type LayoutPart } from '../../views/Layout.js';
import { navItems, switcherHref } from '../../views/Header.js';
import { activeLink } from '../../views/islands/nav-menu.js';

interface Part {
  /** Resource hints React hoists into <head> for the part (its images' preloads). */
  hints: string[];
  /** The part's HTML, split where the language switcher's link goes. */
  chunks: string[];
  /** The islands it uses, so the page lists their bundles. */
  islands: string[];
}

// A per-process secret: no content or request can produce these strings.
const TOKEN = randomBytes(12).toString('hex');
const HREF = `lang-${TOKEN}`;
const slotMarker = (name: LayoutPart) => `<u-part data-k="${TOKEN}-${name}"></u-part>`;

// Content objects change identity when content changes (a new bundle or preview source).
const ids = new WeakMap<object, number>();
let nextId = 0;
const idOf = (o: object) => ids.get(o) ?? (ids.set(o, ++nextId), nextId);

// React's own attribute escaping, for the one per-page value spliced in.
const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * React writes a document's hints right after its charset and viewport meta, in the order it
 * met them; the layout's come before the page's (the header is above the content), each once.
 */
function withHints(html: string, hints: string[]): string {
  if (!hints.length) return html;
  const viewport = html.indexOf('<meta name="viewport"');
  const at = viewport < 0 ? -1 : html.indexOf('>', viewport) + 1;
  if (at <= 0) throw new Error('the page has no viewport meta to put its layout hints after');
  const unique = [...new Set(hints)];
  let rest = html.slice(at);
  for (const h of unique) {
    const dup = rest.indexOf(h);
    if (dup >= 0 && dup < rest.indexOf('</head>')) rest = rest.slice(0, dup) + rest.slice(dup + h.length);
  }
  return html.slice(0, at) + unique.join('') + rest;
}

export interface LayoutCache {
  /** Renders `render(part)` with cached parts spliced in; `ctx.islands` gets every part's islands in document order. */
  render(ctx: ViewContext, renderTree: (part: (name: LayoutPart) => React.ReactNode) => string): string;
  readonly size: number;
}

export function createLayoutCache(max = 256): LayoutCache {
  const parts = new LRUCache<string, Part>({ max });

  const partFor = (name: LayoutPart, ctx: ViewContext): Part => {
    const active = name === 'header' ? activeLink(navItems(ctx), ctx.currentPath) : '';
    // The header part shows the search suggestions too (the same array for the same content: render.tsx).
    const content = name === 'header' ? ctx.searchSuggestions : name === 'footer' ? ctx.footer : name === 'qr' ? ctx.qr : ctx.site;
    const key = `${name}|${ctx.locale}|${idOf(ctx.site)}|${idOf(content)}|${active}`;
    let part = parts.get(key);
    if (!part) {
      const own: ViewContext = { ...ctx, islands: new Set(), currentPath: active, alternates: { tr: HREF, en: HREF } };
      let html = renderToString(<ViewProvider value={own}>{createElement(layoutParts[name])}</ViewProvider>);
      // Rendered without a document, React puts the hoisted hints first.
      const hints: string[] = [];
      for (let m; (m = /^<link [^>]*\/>/.exec(html)); html = html.slice(m[0].length)) hints.push(m[0]);
      part = { hints, chunks: html.split(HREF), islands: [...own.islands] };
      parts.set(key, part);
    }
    return part;
  };

  return {
    render(ctx, renderTree) {
      const used = { consent: partFor('consent', ctx), header: partFor('header', ctx), footer: partFor('footer', ctx), qr: partFor('qr', ctx) };
      for (const id of [...used.consent.islands, ...used.header.islands]) ctx.islands.add(id);
      let html = renderTree((name) => createElement('u-part', { 'data-k': `${TOKEN}-${name}` }));
      for (const id of [...used.footer.islands, ...used.qr.islands]) ctx.islands.add(id);
      html = withHints(html, [used.consent, used.header, used.footer, used.qr].flatMap((p) => p.hints));
      const href = escapeAttr(switcherHref(ctx));
      for (const name of ['consent', 'header', 'footer', 'qr'] as const) {
        const at = html.indexOf(slotMarker(name));
        if (at < 0) throw new Error(`layout part ${name} is missing from the rendered page`);
        // Concatenation, not String.replace: the switcher's link may come from the request (404 pages).
        html = html.slice(0, at) + used[name].chunks.join(href) + html.slice(at + slotMarker(name).length);
      }
      return html;
    },
    get size() { return parts.size; },
  };
}
