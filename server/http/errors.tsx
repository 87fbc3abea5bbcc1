// The 404, 429, 4xx and error answers. Pages get a readable page in the visitor's language,
// the API gets JSON, crawlers get the status without an error page. Never a stack trace.
import { STATUS_CODES } from 'node:http';
import type { Request, Response, NextFunction, ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { createIsbotFromList, list } from 'isbot';
import { renderErrorPage, type ErrorPageDeps } from '../page-kinds/error-pages.js';
import type { ContentRuntime } from '../content/runtime.js';
import { errorDataScript } from '../render/render.js';
import type { ContentState } from '../content/state.js';
import { detectLanguage, localeOfPath, varies } from '../i18n.js';
import { redactUrl } from './request-log.js';
import type { Locale } from '../../shared/locale.js';
import { HttpError } from '../../shared/http-error.js';

// isbot's list, less the patterns that also match a browser rendering the page for a person
// (headless Chromium, Lighthouse) or a bare product token: a person must never get plain text.
const RENDERS_FOR_PEOPLE = new Set(['headless', 'chrome-lighthouse', String.raw`^[\w \.\-\(?:\):%]+(?:/v?\d+(?:\.\d+)?(?:\.\d{1,10})*?)?(?:,|$)`]);
export const isBot = createIsbotFromList(list.filter((pattern) => !RENDERS_FOR_PEOPLE.has(pattern)));

export const wantsJson = (req: Request) => req.path.startsWith('/api/') || req.path.endsWith('.json');

/** Stands for the path in a 404 document kept for every path of a language. */
const PATH_TOKEN = '\u0000path\u0000';
const notFoundData = (path: string) => ({ statusCode: 404, message: `Page not found: ${path}`, path });

/**
 * The 404 document of a path: the page is the same for every path of a language except its
 * error data (the path), unless it shows search results (`q`). So it is rendered once per
 * language and content state (a new state on every content change), with a token in the error
 * data, and each answer puts the path's own error data in its place: slices of the kept
 * document around it, with the same serialisation as a render. A flood of made-up URLs costs a
 * string join per request, not a render (`tests/http/errors.test.ts` checks the answer equals a
 * fresh render for many paths).
 */
/** What the error answers read: an error page's parts, and the live content state its 404 is kept for. */
export type ErrorDeps = ErrorPageDeps & { contentRuntime: Pick<ContentRuntime, 'live'> };

const notFoundKept = new WeakMap<ContentState, Map<Locale, Promise<string>>>();
/** How many 404 documents the live content state keeps (tests: one per language). */
export const keptNotFoundDocuments = (deps: ErrorDeps) => [...(notFoundKept.get(deps.contentRuntime.live)?.keys() ?? [])];

async function notFoundDocument(deps: ErrorDeps, req: Request, locale: Locale): Promise<string> {
  if (req.query.q !== undefined) return errorDocument(deps, req, 'notFound', undefined, locale);
  const state = deps.contentRuntime.live;
  let byLocale = notFoundKept.get(state);
  if (!byLocale) notFoundKept.set(state, (byLocale = new Map()));
  let kept = byLocale.get(locale);
  if (!kept) {
    // The token as the current path too: like any unknown path, it is no menu link.
    const rendering = renderErrorPage(deps, 'notFound', { locale, path: PATH_TOKEN, query: {} }, notFoundData(PATH_TOKEN));
    byLocale.set(locale, (kept = rendering));
    rendering.catch(() => byLocale.get(locale) === rendering && byLocale.delete(locale)); // a failed render is not kept
  }
  const doc = await kept;
  const placeholder = errorDataScript(notFoundData(PATH_TOKEN));
  const at = doc.indexOf(placeholder);
  if (at < 0) return errorDocument(deps, req, 'notFound', undefined, locale);
  return doc.slice(0, at) + errorDataScript(notFoundData(req.path)) + doc.slice(at + placeholder.length);
}

async function errorDocument(deps: ErrorDeps, req: Request, kind: 'notFound' | 'error' | 'tooMany', message?: string, locale: Locale = localeOfPath(req.path)): Promise<string> {
  // Error data for support tools and the client: what failed and where.
  const errorData = kind === 'notFound' ? notFoundData(req.path)
    : kind === 'tooMany' ? { statusCode: 429, message: 'Too many requests' }
    : { statusCode: 500, message: message ?? 'Internal error' };
  // The 429 page is kept per language, so it names no request's path and reads no query.
  const page = kind === 'tooMany' ? { locale, path: deps.router.pathFor('home', {}, locale), query: {} } : { locale, path: req.path, query: req.query as Record<string, unknown> };
  return renderErrorPage(deps, kind === 'notFound' ? 'notFound' : kind === 'tooMany' ? 'tooManyRequests' : 'serverError', page, errorData);
}

export function notFound(deps: ErrorDeps): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const message = `Page not found: ${req.path}`;
      res.status(404).setHeader('Cache-Control', 'public, max-age=60');
      // Crawlers get a plain-text answer, people a page: shared caches must keep both.
      res.vary('User-Agent');
      if (wantsJson(req)) return void res.json({ error: 'not_found', message });
      if (isBot(req.headers['user-agent'])) return void res.type('text/plain').send(message);
      // An unknown path outside /en/ names no language: the page speaks the visitor's (cookie,
      // then Accept-Language, else Turkish), and shared caches keep one answer per both.
      const { locale, by } = detectLanguage(req, res);
      if (by !== 'path') res.vary(varies().join(', '));
      res.type('html').send(await notFoundDocument(deps, req, locale));
    } catch (e) {
      next(e);
    }
  };
}

/**
 * The page a person gets for a malformed request (a broken or overlong address, a repeated
 * parameter, a body the site does not take): the same for everyone in a language and status,
 * so it is rendered once per pair (client statuses times two languages at most) and names
 * nothing of the request. A failed render is not kept.
 */
function clientErrorPages(deps: ErrorDeps) {
  const pages = new Map<string, Promise<string>>();
  return (locale: Locale, status: number): Promise<string> => {
    const key = `${locale}:${status}`;
    let page = pages.get(key);
    if (!page) {
      const home = { locale, path: deps.router.pathFor('home', {}, locale), query: {} };
      pages.set(key, (page = renderErrorPage(deps, 'clientError', home, { statusCode: status, message: STATUS_CODES[status] ?? 'Bad request' })));
      page.catch(() => pages.delete(key));
    }
    return page;
  };
}

const CODES: Record<number, string> = { 404: 'not_found', 405: 'method_not_allowed', 413: 'payload_too_large', 414: 'uri_too_long', 415: 'unsupported_media_type', 429: 'too_many_requests' };
/** A JSON error's code, by its status: one name for each answer a client may act on. */
export const errorCode = (status: number) => (status >= 500 ? 'internal_error' : CODES[status] ?? 'bad_request');

export function errorHandler(deps: ErrorDeps, logger: Logger): ErrorRequestHandler {
  const clientErrorPage = clientErrorPages(deps);
  return async (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    // Body parser and other library errors carry their status (413, 415, 400).
    const status = err instanceof HttpError ? err.status
      : typeof (err as { status?: unknown })?.status === 'number' && (err as { status: number }).status >= 400 && (err as { status: number }).status < 500 ? (err as { status: number }).status : 500;
    if (res.headersSent) return void res.end();
    if (err instanceof HttpError) for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v);
    res.setHeader('Cache-Control', 'no-store');
    if (status >= 500) logger.error({ err, reqId: req.id, ...redactUrl(req.originalUrl) }, 'request failed');
    const message = status >= 500 ? 'Something went wrong' : (err as Error).message;
    const field = err instanceof HttpError && err.field !== undefined ? { field: err.field, errors: [{ field: err.field, message }] } : {};
    if (wantsJson(req)) return void res.status(status).json({ error: errorCode(status), message, ...field });
    res.status(status);
    if (status < 500) {
      // Crawlers get the status and the reason; people a page in the address's language.
      res.vary('User-Agent');
      if (isBot(req.headers['user-agent'])) return void res.type('text/plain').send(`${status} ${message}`);
    }
    try {
      res.type('html').send(await (status < 500 ? clientErrorPage(localeOfPath(req.path), status) : errorDocument(deps, req, 'error')));
    } catch (e) {
      logger.error({ err: e }, 'error page failed');
      res.type('text/plain').send(status < 500 ? `${status} ${message}` : 'Bir şeyler ters gitti..');
    }
  };
}

/**
 * The answer when too many renders wait already (server/http/render-limit.ts): 503 with
 * Retry-After and the readable error page ("try again in a moment"), rendered once per
 * language like the 429 page, so refusing costs almost nothing. Never a 500.
 */
export function busy(deps: ErrorDeps) {
  const pages = new Map<Locale, Promise<string>>();
  return async (req: Request, res: Response) => {
    res.status(503).setHeader('Retry-After', '1');
    res.setHeader('Cache-Control', 'no-store');
    if (wantsJson(req)) return void res.json({ error: 'busy', message: 'The server is busy; try again in a second.' });
    const locale = localeOfPath(req.path);
    let page = pages.get(locale);
    if (!page) {
      const home = { locale, path: deps.router.pathFor('home', {}, locale), query: {} };
      pages.set(locale, (page = renderErrorPage(deps, 'busy', home, { statusCode: 503, message: 'Busy' })));
    }
    res.type('html').send(await page);
  };
}

/**
 * The answer to a rate-limited request. The page is the same for everyone in a language,
 * so it is rendered once per language (two entries at most) and sent from memory: being
 * limited must cost the server almost nothing.
 */
export function tooManyRequests(deps: ErrorDeps) {
  const pages = new Map<Locale, Promise<string>>();
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      res.status(429).setHeader('Cache-Control', 'no-store');
      if (wantsJson(req)) return void res.json({ error: 'rate_limited', message: 'Too many requests from this address; wait as long as Retry-After says and try again.' });
      const locale = localeOfPath(req.path);
      let page = pages.get(locale);
      if (!page) pages.set(locale, (page = errorDocument(deps, req, 'tooMany')));
      res.type('html').send(await page);
    } catch (e) {
      next(e);
    }
  };
}
