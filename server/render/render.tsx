// Turns a page body into a full HTML document with renderToString.
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import type { i18n } from 'i18next';
import type { Config } from '../config.js';
import type { ContentSource } from '../content/source.js';
import type { Router } from '../routes/paths.js';
import type { HeaderContent, SearchSuggestions } from '../content/schemas.js';
import type { RouteKey } from '../routes/route-map.js';
import { translator } from '../i18n.js';
import { ViewProvider, type ViewContext } from '../../views/context.js';
import { normalizeContentUrl } from '../routes/paths.js';
import { Document, type HeadProps } from '../../views/Document.js';
import { DefaultLayout, type LayoutPart } from '../../views/Layout.js';
import { createLayoutCache, type LayoutCache } from './layout-cache.js';
import { escapeJson } from '../../views/Island.js';
import { MANIFEST_ID, RUNTIME_ENTRY, type PageManifest } from '../../widgets/islands/protocol.js';
import type { Locale } from '../../shared/locale.js';

export interface Manifest {
  entries: Record<string, { file: string; imports: string[] }>;
  css: string | null;
  /** Font files the document head preloads, by page language (absent in a manifest from an older build). */
  fonts?: Partial<Record<Locale, string[]>>;
}

/** What rendering a document reads: the live content's parts, the build's assets and two settings. */
export interface RenderDeps {
  readonly content: ContentSource;
  readonly router: Router;
  readonly i18n: i18n;
  readonly qrSvg: Record<Locale, string>;
  config: Pick<Config, 'siteUrl' | 'gtmId'>;
  manifest: Manifest;
  build: { id: string };
}

export interface RenderInput {
  locale: Locale;
  currentPath: string;
  /** The canonical path when it differs from currentPath (a list page with its query). */
  canonicalPath?: string;
  /** Paths of the equivalent page in each language. */
  alternates: Partial<Record<Locale, string>>;
  head: Omit<HeadProps, 'hreflang' | 'canonical'> & { indexable: boolean };
  body: ReactNode;
  /** Error data for support tools and the client (404 and 500 pages), as escaped JSON. */
  errorData?: object;
}

// One layout cache per set of translations: per site (tests build several in one process), and
// anew when the dictionary changes (parts are keyed by their content objects, not by texts).
const layouts = new WeakMap<object, LayoutCache>();
const layoutCache = (deps: RenderDeps) => layouts.get(deps.i18n) ?? (layouts.set(deps.i18n, createLayoutCache()), layouts.get(deps.i18n)!);

// The same array for the same header and suggestions: the layout cache keys the header part by it.
const suggestions = new WeakMap<object, WeakMap<object, ViewContext['searchSuggestions']>>();
function suggestionsOf(header: HeaderContent, popular: SearchSuggestions): ViewContext['searchSuggestions'] {
  const byPopular = suggestions.get(header) ?? suggestions.set(header, new WeakMap()).get(header)!;
  let s = byPopular.get(popular);
  if (!s) {
    s = [
      { heading: header.highlightsText, links: header.highlightsItem.map(({ properties: h }) => ({ title: h.title, url: normalizeContentUrl(h.url), ...(h.target ? { target: h.target } : {}) })) },
      { heading: popular.heading, links: popular.links.map((l) => ({ title: l.title, url: normalizeContentUrl(l.url), ...(l.target ? { target: l.target } : {}) })) },
    ];
    byPopular.set(popular, s);
  }
  return s;
}

async function buildViewContext(deps: RenderDeps, locale: Locale, currentPath: string, alternates: Partial<Record<Locale, string>>): Promise<ViewContext> {
  const { content, router, config, manifest } = deps;
  const [site, header, footer, qr, popular] = await Promise.all([content.getSite(), content.getHeader(locale), content.getFooter(locale), content.getQrMessage(locale), content.getSearchSuggestions(locale)]);
  return {
    locale,
    t: translator(deps.i18n, locale),
    site,
    siteUrl: config.siteUrl,
    pathFor: (key: RouteKey, params, l) => router.pathFor(key, params, l ?? locale),
    alternates,
    header,
    footer,
    qr,
    qrSvg: deps.qrSvg[locale],
    assets: { css: manifest.css ? [manifest.css] : [], fonts: manifest.fonts?.[locale] ?? [] },
    currentPath,
    islands: new Set(),
    searchSuggestions: suggestionsOf(header, popular),
    gtmId: config.gtmId,
  };
}

/** `cachedLayout: false` renders every layout part afresh (tests compare both). */
export async function renderPage(deps: RenderDeps, input: RenderInput, { cachedLayout = true } = {}): Promise<string> {
  const ctx = await buildViewContext(deps, input.locale, input.currentPath, input.alternates);
  const abs = (p?: string) => (p ? deps.config.siteUrl + p : undefined);
  const { indexable, ...head } = input.head;
  const full: HeadProps = {
    ...head,
    noindex: !indexable || head.noindex,
    canonical: indexable ? abs(input.canonicalPath ?? input.currentPath) : undefined,
    hreflang: indexable ? { tr: abs(input.alternates.tr), en: abs(input.alternates.en) } : undefined,
  };
  const tree = (part?: (name: LayoutPart) => ReactNode) => renderToString(
    <ViewProvider value={ctx}>
      <Document head={full}>
        <DefaultLayout part={part}>{input.body}</DefaultLayout>
      </Document>
    </ViewProvider>,
  );
  const html = cachedLayout ? layoutCache(deps).render(ctx, tree) : tree();
  const errorData = input.errorData ? errorDataScript(input.errorData) : '';
  return `<!doctype html>${beforeBodyEnd(html, errorData + islandScripts(deps, ctx.islands))}`;
}

/** The error document's data for support tools and the client (the 404 page's path, a status). */
export const errorDataScript = (data: object) => `<script type="application/json" id="error-data">${escapeJson(data)}</script>`;

/**
 * Concatenation, not String.replace: a replacement string expands `$\``, `$'` and `$&`, and
 * what is inserted here can carry text from the request (the 404 page's path).
 */
function beforeBodyEnd(html: string, insert: string): string {
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + insert : html.slice(0, at) + insert + html.slice(at);
}

/** Static speculation rules (inserted by the runtime unless the visitor saves data); CSP-hashed. */
// The language switcher is never prefetched: its target can depend on the language cookie that
// the click itself changes (a prefetched root redirect would send the visitor back).
export const speculationRules = JSON.stringify({ prefetch: [{ where: { and: [{ href_matches: '/*' }, { not: { href_matches: ['/api/*', '/*.xml', '/*.json'] } }, { not: { selector_matches: '[data-lang-switch]' } }] }, eagerness: 'moderate' }] });

/** After rendering, list the bundles of exactly the islands the page used, and the runtime. */
function islandScripts(deps: RenderDeps, used: Set<string>): string {
  const runtime = deps.manifest.entries[RUNTIME_ENTRY];
  if (!runtime) return '';
  const widgets: PageManifest['widgets'] = {};
  for (const id of used) {
    const entry = deps.manifest.entries[id];
    if (entry) widgets[id] = [entry.file, ...entry.imports];
  }
  return (
    `<script type="application/json" id="${MANIFEST_ID}">${escapeJson({ build: deps.build.id, widgets } satisfies PageManifest)}</script>` +
    `<script type="application/json" id="speculation-rules-template">${speculationRules}</script>` +
    `<script type="module" src="${runtime.file}"></script>`
  );
}
