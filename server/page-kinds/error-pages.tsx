// The 404, 429, 500 and client-error pages as page modules like every other page;
// server/http/errors.tsx decides when each is sent (and sends crawlers and the API something else).
import { translator } from '../i18n.js';
import { renderPage, type RenderDeps } from '../render/render.js';
import { ClientErrorPage, NotFoundPage, ServerErrorPage, TooManyRequestsPage, clientErrorWords, serverErrorWords, tooManyWords } from '../../pages/ErrorPages.js';
import { definePage, type Clock, type PageCtx, type PageDeps, type PageModule } from './page-module.js';
import { normalizeContentUrl } from '../routes/paths.js';
import { clipTerm } from '../../shared/site-rules.js';
import type { Locale } from '../../shared/locale.js';

const homes = ({ deps }: PageCtx) => ({ tr: deps.router.pathFor('home', {}, 'tr'), en: deps.router.pathFor('home', {}, 'en') });

/** The head of the 500 and 429 pages: their own headline and text, never indexed. */
const wordsHead = (words: typeof tooManyWords) => ({ t }: PageCtx, d: { brand: string }) => {
  const { title, text } = words(t);
  return { title: `${title} - ${d.brand}`, description: text, indexable: false };
};

const notFound = definePage({
  async load({ query, deps, locale }) {
    const q = typeof query.q === 'string' ? clipTerm(query.q.trim()) : '';
    // Searched in the page's language: a deliberate deviation from the spec (section 7), whose
    // 404 page always searches Turkish and so finds nothing for an English visitor's 'card'.
    const hits = q ? deps.search.searchWithSnippets(q, locale, 10) : [];
    return { term: q, rows: hits.map((h) => ({ ...h, path: normalizeContentUrl(h.path) })), brand: (await deps.content.getSite()).brand };
  },
  alternates: homes,
  head: ({ t }, d) => ({ title: `${t('Sayfa Bulunamadı')} 404 - ${d.brand}`, description: t('Aradığın sayfa taşınmış ya da kaldırılmış olabilir. Sitede arayabilir ya da ana sayfaya dönebilirsin.'), indexable: false }),
  View: ({ data }) => <NotFoundPage term={data.term} rows={data.rows} />,
});

const tooManyRequests = definePage({
  load: async ({ deps }) => ({ brand: (await deps.content.getSite()).brand }),
  alternates: homes,
  head: wordsHead(tooManyWords),
  View: () => <TooManyRequestsPage />,
});

const serverError = definePage({
  load: async ({ deps }) => ({ brand: (await deps.content.getSite()).brand }),
  alternates: homes,
  head: wordsHead(serverErrorWords),
  View: () => <ServerErrorPage />,
});

// A full render queue (server/http/render-limit.ts): the 500 page's words under its own code.
const busy = definePage({ ...serverError, View: () => <ServerErrorPage code={503} /> });

// A malformed request from a person (server/http/errors.tsx), under the status it was given.
const clientError = definePage<{ brand: string; statusCode: number }>({
  load: async ({ deps }) => ({ brand: (await deps.content.getSite()).brand, statusCode: 400 }),
  alternates: homes,
  head: wordsHead(clientErrorWords),
  View: ({ data }) => <ClientErrorPage code={data.statusCode} />,
});

export type ErrorKind = 'notFound' | 'tooManyRequests' | 'serverError' | 'busy' | 'clientError';
// Each module checks its own data type through definePage; the table only needs the shape.
const modules: Record<ErrorKind, PageModule<any>> = { notFound, tooManyRequests, serverError, busy, clientError };

/** What failed and where, for support tools and the client (the page's error data). */
export interface ErrorData {
  statusCode?: number;
  message?: string;
  path?: string;
}

/** What an error page reads: a page's, a document's and the clock. */
export type ErrorPageDeps = PageDeps & RenderDeps & Clock;

/** The whole error document, with its error data for support tools and the client. */
export async function renderErrorPage(deps: ErrorPageDeps, kind: ErrorKind, req: { locale: Locale; path: string; query: Record<string, unknown> }, errorData: ErrorData): Promise<string> {
  const t = translator(deps.i18n, req.locale);
  const ctx: PageCtx = {
    deps, t, locale: req.locale, params: {}, query: req.query, read: {},
    match: { key: 'home', locale: req.locale, params: {} },
    path: () => req.path,
    home: { name: t('Ana Sayfa'), path: deps.router.pathFor('home', {}, req.locale) },
    now: deps.now(),
  };
  const module = modules[kind];
  const data = (await module.load(ctx))!;
  return renderPage(deps, {
    locale: req.locale,
    currentPath: req.path,
    alternates: await module.alternates(ctx, data),
    head: module.head(ctx, data),
    // A page that shows its status shows the one it is sent with.
    body: <module.View data={errorData.statusCode === undefined ? data : { ...data, statusCode: errorData.statusCode }} view={{}} />,
    errorData,
  });
}
