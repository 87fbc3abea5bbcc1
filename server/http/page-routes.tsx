// Page routes: everything the route map matches is rendered here, through the page cache.
// A URL's HTML is the same for every anonymous visitor, so it is cached by path and served
// with an ETag; preview requests bypass the cache and are never stored by shared caches.
import type { Request, Response, NextFunction, RequestHandler } from 'express';
import type { Config } from '../config.js';
import type { ContentRuntime } from '../content/runtime.js';
import type { ContentState } from '../content/state.js';
import { resolvePage, resolveAction, type ResolvedPage } from '../page-kinds/resolve.js';
import type { ActionServices } from '../../blocks/define.js';
import { translator } from '../i18n.js';
import { renderPage, type RenderInput } from '../render/render.js';
import { verifyPreviewToken } from '../preview.js';
import { rootLanguage } from './redirects.js';
import { isFileRoute } from '../routes/route-map.js';
import type { RouteMatch } from '../routes/paths.js';
import { createRenderLimit } from './render-limit.js';
import { overLimit } from './rate-limit.js';
import { busy, type ErrorDeps } from './errors.js';
import { keyHeader, recordedKeys } from '../edge/keys.js';
import { publicHtml, PUBLIC_HTML, PRIVATE_HTML } from './cache-control.js';

import { toPage, htmlOf, cacheAnswers, type CachedPage } from './page-cache.js';
import { chooseEncoding, notModified } from './page-encoding.js';
import { cachedLookup, cacheControl, htmlHeaders, type CacheDeps, type PageLookup } from './cached-page.js';
import { HttpError } from '../../shared/http-error.js';
import { PreviewNotice } from '../../views/PreviewNotice.js';
import type { DocumentProblems } from '../content/tolerant.js';
export { toPage, cacheControl, type CachedPage };

/** What serving pages reads: pages, documents and error pages, the page cache, previews and the settings below. */
export type PageRouteDeps = ErrorDeps & CacheDeps & {
  contentRuntime: Pick<ContentRuntime, 'live' | 'preview'>;
  config: Pick<Config, 'previewSecret' | 'pageCache' | 'cdn' | 'render' | 'rootRedirect'>;
};

/** The same parts, seen through one content state (a preview token's drafts). */
const withState = <D extends PageRouteDeps>(deps: D, state: ContentState): D =>
  Object.create(deps, { content: { value: state.content }, router: { value: state.router }, i18n: { value: state.i18n }, qrSvg: { value: state.qrSvg } }) as D;

declare global {
  namespace Express {
    interface Locals {
      /** The page route this request's path matches (null: none), matched once (pageRoute). */
      match?: RouteMatch | null;
    }
  }
}

function isPreview(deps: PageRouteDeps, req: Request): boolean {
  return verifyPreviewToken(deps.config.previewSecret, req.query.preview);
}

export function matchPage(deps: PageRouteDeps, pathname: string): RouteMatch | undefined {
  const m = deps.router.match(pathname) ?? (pathname.endsWith('/') ? undefined : deps.router.match(`${pathname}/`));
  return m && !isFileRoute(m.key) ? m : undefined;
}

/** The page route of this request, matched on first use and kept on res.locals for every later stage. */
export function pageRoute(deps: PageRouteDeps, req: Request, res: Response): RouteMatch | undefined {
  if (res.locals.match === undefined) res.locals.match = matchPage(deps, req.path) ?? null;
  return res.locals.match ?? undefined;
}

export function sendHtml(req: Request, res: Response, page: CachedPage, cacheControl: string, status = 200): void {
  // An answer to the visitor's own bad input (a filter value the list does not know, an
  // overlong search) is theirs alone: no shared cache may keep it, nor name its content.
  if (status >= 400 && status < 500 && status !== 404) {
    cacheControl = PRIVATE_HTML;
    page = { ...page, keyHeader: undefined };
  }
  const encoding = chooseEncoding(page, req.headers['accept-encoding']);
  const etag = status === 200;
  const headers = htmlHeaders(page, encoding, { cacheControl, etag });
  const unchanged = etag && notModified(req.headers['if-none-match'], headers[headers.indexOf('ETag') + 1]!);
  res.statusCode = unchanged ? 304 : status;
  // The same list as the fast stage's, less what a 304 leaves out; Vary joins what earlier stages set.
  for (let i = 0; i < headers.length; i += 2) {
    const name = headers[i]!;
    if (unchanged && (name === 'Content-Encoding' || name === 'Content-Length')) continue;
    if (name === 'Vary') res.vary(headers[i + 1]!);
    else res.setHeader(name, headers[i + 1]!);
  }
  if (unchanged) return void res.end();
  res.end(req.method === 'HEAD' ? undefined : (encoding && page[encoding]) || htmlOf(page));
}

/**
 * Cached pages inside the pipeline: the ones the fast stage (fast-path.ts) leaves to it, such as
 * the home page while a language choice may ask for the root redirect, or any while draining.
 */
export function servePageCache(deps: PageRouteDeps): RequestHandler {
  const root = rootLanguage(deps.config);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/' && root.vary) {
      // The same rule as the redirect itself (redirects.ts), so both agree on every cookie form.
      if (root.wantsEnglish(req, res)) return next();
      res.vary(root.vary);
    }
    const { page } = cachedLookup(deps, req, res);
    if (!page) return next();
    res.locals.route = page.route;
    deps.pageCache.stats.hits++;
    sendHtml(req, res, page, cacheControl(page, deps.now()));
  };
}

export { publicHtml, PUBLIC_HTML, PRIVATE_HTML };

/** A page rendered as the page cache keeps it (compressed when the cache is on). */
export async function renderCacheable(deps: PageRouteDeps, match: RouteMatch, input: RenderInput & { query?: readonly string[]; expiresAt?: Date }): Promise<CachedPage> {
  const html = await renderPage(deps, input);
  return { ...toPage(html, deps.config.pageCache), query: input.query, expiresAt: input.expiresAt?.getTime(), route: match.key, keyHeader: keyHeader(deps.config.cdn.kind), keys: recordedKeys() };
}

/**
 * What the page shows changes by itself at expiresAt: neither cache may keep it longer. A page
 * rendered from content that changed meanwhile (`from` is no longer live) is not kept: the
 * change's eviction ran before it was stored.
 */
export function storePage(deps: PageRouteDeps, path: string, page: CachedPage, from: object): void {
  if (deps.config.pageCache && from === deps.contentRuntime.live) deps.pageCache.set(path, page, page.expiresAt && page.expiresAt - deps.now().getTime());
}

// The parts every page shows; any other document's problems show on its own page alone.
const EVERY_PAGE = new Set(['settings', 'header', 'footer', 'qrMessage', 'search', 'dictionary', 'redirects']);

/** The problems of the documents a page is made of: its own (a page by key, an item by slug) and every page's parts. */
function problemsOn(all: DocumentProblems[] = [], match: RouteMatch): DocumentProblems[] {
  const slugs = Object.values(match.params);
  return all.filter((d) => (!d.locale || d.locale === match.locale)
    && (EVERY_PAGE.has(d.subject) || d.subject === `page:${match.key}` || slugs.some((slug) => d.subject.endsWith(`:${slug}`))));
}

/** What a POST to a page with an action (a form) is given: the per-client limit on posts, and the services actions use. */
export interface PageActions { limit: RequestHandler; services: ActionServices }

export function pages(deps: PageRouteDeps, actions?: PageActions): RequestHandler {
  const limit = createRenderLimit(deps.config.render);
  const refuse = busy(deps);
  const shared = sharedRenders(deps);
  const handler = render(deps, shared.render, actions);
  // Everything the page cache did not answer is rendered in its turn (render-limit.ts).
  return async (req: Request, res: Response, next: NextFunction) => {
    const match = pageRoute(deps, req, res);
    if (!match) return next();
    res.locals.route = match.key; // the request line and metrics name the route of a refused page too
    const release = shared.hold(cachedLookup(deps, req, res).path);
    try {
      const started = await limit.run(() => handler(req, res, next, match).then(() => true));
      if (!started) await refuse(req, res);
    } catch (e) {
      next(e);
    } finally {
      release();
    }
  };
}

type SharedRender = ReturnType<typeof sharedRenders>['render'];

function render(deps: PageRouteDeps, shared: SharedRender, actions?: PageActions) {
  return async (req: Request, res: Response, next: NextFunction, match: RouteMatch): Promise<void> => {
    try {
      res.locals.locale = match.locale;
      if (req.method === 'POST' && actions) return await act(deps, actions, req, res, match);
      if (req.method !== 'GET' && req.method !== 'HEAD') throw notAllowed(req);

      if (isPreview(deps, req)) {
        // Drafts of every kind of content: pages, header, footer, QR message, dictionary, settings.
        const state = await deps.contentRuntime.preview();
        const drafts = withState(deps, state);
        const input = await resolvePage(drafts, match, { preview: true }, {}, req.query);
        if (!input) return next();
        input.body = <><PreviewNotice documents={problemsOn(state.bundle.problems, match)} />{input.body}</>;
        res.setHeader('X-Robots-Tag', 'noindex');
        const html = await renderPage(drafts, input);
        return sendHtml(req, res, toPage(html), PRIVATE_HTML, input.dynamic?.status ?? input.status);
      }

      const found = cachedLookup(deps, req, res);
      const page = found.page ?? (await shared(found, () => renderOwn(deps, req, res, next, match)));
      if (page) sendHtml(req, res, page, cacheControl(page, deps.now()));
    } catch (e) {
      next(e);
    }
  };
}

const notAllowed = (req: Request) => new HttpError(405, `Method ${req.method} not allowed`, { Allow: 'GET, HEAD' });

/**
 * A POST runs the page's action (its form block's) after the per-client limit, whose verdict the
 * action reads (over it, nothing is stored and what was typed stays). The action answers itself
 * (a 303 to the thank-you state, JSON) or returns the page to send back to this visitor alone.
 */
async function act(deps: PageRouteDeps, actions: PageActions, req: Request, res: Response, match: RouteMatch): Promise<void> {
  await new Promise<void>((resolve, reject) => actions.limit(req, res, (err?: unknown) => (err ? reject(err) : resolve())));
  const result = await resolveAction(deps, match, { req, res, services: actions.services, overLimit: overLimit(req) });
  if (!result) throw notAllowed(req);
  if ('answered' in result) return;
  // GOV.UK: the title says so too, for screen reader users who hear it first.
  if (result.errors) result.page.head = { ...result.page.head, title: `${translator(deps.i18n, match.locale)('Hata')}: ${result.page.head.title}` };
  await sendPersonal(deps, req, res, result.page, result.status);
}

/** One visitor's page (a form's errors or its thank-you state): not for search engines nor for any cache. */
async function sendPersonal(deps: PageRouteDeps, req: Request, res: Response, input: ResolvedPage, status: number): Promise<void> {
  input.head = { ...input.head, indexable: false };
  res.setHeader('X-Robots-Tag', 'noindex');
  sendHtml(req, res, toPage(await renderPage(deps, input)), PRIVATE_HTML, status);
}

/**
 * A page rendered and stored while other requests for its path waited is their answer too, when
 * it answers their query: a burst of misses renders a page once, not once each. A path's entry
 * lives while requests for it are on their way to a render (hold).
 */
function sharedRenders(deps: PageRouteDeps) {
  const byPath = new Map<string, { holders: number; render?: Promise<CachedPage | undefined> }>();
  return {
    hold(path: string): () => void {
      const entry = byPath.get(path) ?? { holders: 0 };
      entry.holders++;
      byPath.set(path, entry);
      return () => void (--entry.holders === 0 && byPath.delete(path));
    },
    async render(found: PageLookup, renderOwn: () => Promise<CachedPage | undefined>): Promise<CachedPage | undefined> {
      const entry = deps.config.pageCache ? byPath.get(found.path) : undefined;
      const page = entry?.render && (await entry.render.catch(() => undefined));
      if (page && cacheAnswers(page, found.queryNames ?? [])) return page;
      const mine = renderOwn();
      if (entry && !entry.render) entry.render = mine;
      return mine;
    },
  };
}

/**
 * Renders the page the cache did not hold and stores it; answers itself when the answer is this
 * URL's own (a miss, a page read per query), and then returns nothing.
 */
async function renderOwn(deps: PageRouteDeps, req: Request, res: Response, next: NextFunction, match: RouteMatch): Promise<CachedPage | undefined> {
  const t0 = performance.now();
  const state = deps.contentRuntime.live;
  const input = await resolvePage(deps, match, {}, {}, req.query);
  // A miss (unknown slug) is not cached: its path is whatever the visitor typed.
  if (!input) return void next();
  if (input.personal) return void (await sendPersonal(deps, req, res, input, 200));
  const t1 = performance.now();
  // Only renders say how long they took (cache hits stay as lean as possible).
  const timing = () => res.setHeader('Server-Timing', `load;dur=${(t1 - t0).toFixed(1)}, render;dur=${(performance.now() - t1).toFixed(1)}`);
  // A page whose answer depends on the query (search) has its own status and policy.
  if (input.dynamic) {
    const html = await renderPage(deps, input);
    timing();
    return void sendHtml(req, res, toPage(html), input.dynamic.cacheControl, input.dynamic.status);
  }
  deps.pageCache.stats.misses++;
  const own = await renderCacheable(deps, match, input);
  timing();
  // Rendered for parameters the page reads: this URL's own answer, not the path's, kept
  // by shared caches no longer than what it shows stays true.
  if (!cacheAnswers(own, cachedLookup(deps, req, res).queryNames ?? [])) return void sendHtml(req, res, own, cacheControl(own, deps.now()), input.status);
  storePage(deps, input.currentPath, own, state);
  return own;
}
