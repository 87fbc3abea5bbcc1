// The front door's first stage (app.ts): a GET or HEAD that a cached page answers (cached-page.ts)
// is answered on Node's own request, before Express builds its request and response objects,
// with the pipeline's headers and request log line (request-log.ts). It leaves to the Express
// pipeline every request an earlier stage has a say in (plain HTTP to redirect, a malformed or
// overlong URL, a language choice on the home page, draining), and hands over what it looked up
// on res.locals.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { htmlOf, type CachedPage } from './page-cache.js';
import { cacheControl, htmlHeaders, lookupPage, type CacheDeps, type PageLookup } from './cached-page.js';
import { chooseEncoding, notModified, type Encoding } from './page-encoding.js';
import { loggedPage, requestId, requestLine, type LoggedPage } from './request-log.js';
import { MAX_URL_LENGTH, decodes } from './guard.js';
import { rootLanguage } from './redirects.js';
import { isHttps } from './security-headers.js';

/**
 * One encoding of a cached page: its body and header lists for a 200 and a 304, built once.
 * The request id (and Cache-Control, for a page that expires by itself) is written into its slot
 * just before the list goes to writeHead, which reads it at once: no list is copied per request.
 */
interface Variant {
  /** The bytes to send; absent for the HTML of a compressed page, decompressed per request (htmlOf). */
  body?: Buffer;
  length: number;
  etag: string;
  ok: string[];
  notModified: string[];
}

/** What never changes for a cached page, worked out on its first hit. */
interface Prepared {
  identity: Variant;
  gzip?: Variant;
  br?: Variant;
  /** The index of Cache-Control's value in every list, when it is per request (the page expires by itself). */
  cacheControlAt?: number;
  /** The request line's route and path, as written (requestLine). */
  logged: LoggedPage;
}

/** The page cache, and the settings of the stages it answers ahead of. */
export type FastPathDeps = CacheDeps & { config: Pick<Config, 'cdn' | 'rootRedirect' | 'trustProxy' | 'httpsRedirect'> };

export interface FastPathOptions {
  logger: Logger;
  isDraining: () => boolean;
  /** The security headers of every answer (security-headers.ts, computed once). */
  securityHeaders: [string, string][];
  /** Called for each answer (metrics): route key, status and seconds. */
  observe?: (route: string, status: number, seconds: number) => void;
}

/** Answers the request (true), or leaves it to the pipeline with its page-cache lookup on res.locals (false). */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

export function createFastPath(deps: FastPathDeps, { logger, isDraining, securityHeaders, observe }: FastPathOptions): FastPath {
  const prepare = preparer(deps, securityHeaders.flat());
  const pipelineHasASay = otherStages(deps, isDraining);
  const log = requestLine(logger);
  return (req, res) => {
    const t0 = performance.now();
    const found = lookupPage(deps, req.method, req.url ?? '');
    const page = found.page;
    if (!page || pipelineHasASay(req, found)) {
      (res as ServerResponse & { locals?: object }).locals = { cached: found };
      return false;
    }
    deps.pageCache.stats.hits++;
    const pre = prepare(found.path, page);
    const v = pre[chooseEncoding(page, req.headers['accept-encoding']) ?? 'identity']!;
    const reqId = requestId(req.headers['x-request-id']);
    const status = notModified(req.headers['if-none-match'], v.etag) ? 304 : 200;
    const headers = status === 304 ? v.notModified : v.ok;
    headers[1] = reqId;
    if (pre.cacheControlAt !== undefined) headers[pre.cacheControlAt] = cacheControl(page, deps.now());
    res.writeHead(status, headers);
    res.end(status === 304 || req.method === 'HEAD' ? undefined : v.body ?? htmlOf(page));
    const us = Math.round((performance.now() - t0) * 1000);
    observe?.(page.route ?? 'page', status, us / 1e6);
    if (logger.isLevelEnabled('info')) log(reqId, req.method!, pre.logged, found.queryNames, status, us, status === 304 ? undefined : v.length);
    return true;
  };
}

/** A cached page's header lists per encoding, built once and kept with the page (dropped with it). */
function preparer(deps: FastPathDeps, security: string[]) {
  const prepared = new WeakMap<CachedPage, Prepared>();
  const root = rootLanguage(deps.config);
  return (path: string, page: CachedPage): Prepared => {
    const known = prepared.get(page);
    if (known) return known;
    const vary = path === '/' ? root.vary : undefined;
    // Per request when the page expires by itself; its slot is found by name below.
    const cc = page.expiresAt === undefined ? cacheControl(page, deps.now()) : '';
    const list = (encoding: Encoding | undefined, unchanged: boolean) =>
      ['X-Request-Id', '', ...security, ...htmlHeaders(page, encoding, { cacheControl: cc, vary, etag: true, notModified: unchanged })];
    const variant = (encoding?: Encoding): Variant => {
      const ok = list(encoding, false);
      return { body: encoding ? page[encoding] : page.body, length: Number(ok[ok.indexOf('Content-Length') + 1]), etag: ok[ok.indexOf('ETag') + 1]!, ok, notModified: list(encoding, true) };
    };
    const identity = variant();
    const p: Prepared = {
      identity, gzip: page.gzip && variant('gzip'), br: page.br && variant('br'),
      cacheControlAt: page.expiresAt === undefined ? undefined : identity.ok.indexOf('Cache-Control') + 1,
      logged: loggedPage(page.route, path),
    };
    prepared.set(page, p);
    return p;
  };
}

/** Whether a stage before the pipeline's cached pages could answer otherwise: then the pipeline answers. */
function otherStages(deps: FastPathDeps, isDraining: () => boolean) {
  const { config } = deps;
  const root = rootLanguage(config);
  return (req: IncomingMessage, found: PageLookup): boolean => {
    const url = req.url ?? '';
    if (url.length > MAX_URL_LENGTH || isDraining()) return true;
    if (found.queryNames !== undefined && !decodes(url.slice(found.path.length + 1))) return true; // the guard's 400
    if (config.httpsRedirect && !isHttps(req, config.trustProxy)) return true; // the redirect's
    // A language choice may ask for the root redirect: only then is it read, by the pipeline (redirects.ts).
    return found.path === '/' && root.mayAsk(req.headers);
  };
}
