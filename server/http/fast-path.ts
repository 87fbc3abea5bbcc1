// The cached-page fast path: a GET or HEAD for a page already in the page cache is answered
// on the raw node:http request, before Express builds its request and response objects. It
// sends exactly what the Express pipeline would (security headers, request id, ETag, 304,
// Vary, the request log line) from header sets computed once per page, and hands every other
// request — and every case it does not decide on its own (a language cookie on the home page,
// plain HTTP that must be redirected, a malformed query, draining) — to the full pipeline.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Logger } from 'pino';
import type { SiteDeps } from '../site.js';
import { cacheAnswers, isFresh, type CachedPage } from './page-cache.js';
import { cacheControl, PUBLIC_HTML } from './pages.js';
import { redactUrl, REQUEST_ID } from './request-log.js';
import { MAX_URL_LENGTH } from './guard.js';
import { LOCALE_COOKIE } from '../../widgets/shared/site-rules.js';

/** What never changes for a cached page: its headers per encoding and its masked path. */
interface Prepared {
  identity: string[];
  gzip?: string[];
  br?: string[];
  etags: { identity: string; gzip: string; br: string };
  logPath: string;
}

export interface FastPathOptions {
  logger: Logger;
  isDraining: () => boolean;
  /** The security headers of every answer (security-headers.ts, computed once). */
  securityHeaders: [string, string][];
  /** Called for each answer (metrics): route key, status and seconds. */
  observe?: (route: string, status: number, seconds: number) => void;
}

export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

export function createFastPath(deps: SiteDeps, { logger, isDraining, securityHeaders, observe }: FastPathOptions): FastPath {
  const { config } = deps;
  const base = securityHeaders.flat();
  // Keyed by the page object: it is dropped with the page when the cache evicts it.
  const prepared = new WeakMap<CachedPage, Prepared>();

  const prepare = (path: string, page: CachedPage): Prepared => {
    const vary = path === '/' && config.rootRedirect ? (page.gzip ? 'Cookie, Accept-Encoding' : 'Cookie') : page.gzip ? 'Accept-Encoding' : undefined;
    const common = [...base, 'Content-Type', 'text/html; charset=utf-8', ...(vary ? ['Vary', vary] : [])];
    const etags = { identity: page.etag, gzip: `${page.etag.slice(0, -1)}-gzip"`, br: `${page.etag.slice(0, -1)}-br"` };
    const withBody = (etag: string, body: Buffer, encoding?: string) => [...common, 'ETag', etag, ...(encoding ? ['Content-Encoding', encoding] : []), 'Content-Length', String(body.length)];
    const p: Prepared = {
      identity: withBody(etags.identity, page.body),
      gzip: page.gzip && withBody(etags.gzip, page.gzip, 'gzip'),
      br: page.br && withBody(etags.br, page.br, 'br'),
      etags,
      logPath: redactUrl(path).path,
    };
    prepared.set(page, p);
    return p;
  };

  const https = (req: IncomingMessage) => {
    if ((req.socket as TLSSocket).encrypted) return true;
    if (config.trustProxy < 1) return false;
    const proto = req.headers['x-forwarded-proto'];
    if (typeof proto !== 'string') return false;
    const comma = proto.indexOf(',');
    return (comma < 0 ? proto : proto.slice(0, comma)).trim() === 'https';
  };

  return (req, res) => {
    const t0 = performance.now();
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const url = req.url ?? '';
    if (url.length > MAX_URL_LENGTH || isDraining()) return false;
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    const page = deps.pageCache.get(path);
    // A page whose status changes by itself (an office opening, a campaign's last day) is not
    // served past that moment by the site's clock: the pipeline renders it afresh.
    if (!page || !isFresh(page, deps.now())) return false;
    if (q >= 0) {
      try {
        decodeURIComponent(url.slice(q + 1).replace(/\+/g, ' ')); // the guard's 400 is the pipeline's to give
      } catch {
        return false;
      }
      if (!cacheAnswers(page, url)) return false;
    }
    if (config.httpsRedirect && !https(req)) return false;
    // A language cookie may ask for the root redirect: only then is the cookie parsed, by the pipeline.
    if (path === '/' && config.rootRedirect && req.headers.cookie?.includes(LOCALE_COOKIE)) return false;

    deps.pageCache.stats.hits++;
    const pre = prepared.get(page) ?? prepare(path, page);
    const accept = req.headers['accept-encoding'] ?? '';
    const [encoding, headers, body] = pre.br && /\bbr\b/.test(accept) ? ['br' as const, pre.br, page.br!]
      : pre.gzip && /\bgzip\b/.test(accept) ? ['gzip' as const, pre.gzip, page.gzip!]
      : ['identity' as const, pre.identity, page.body];
    const given = req.headers['x-request-id'];
    const reqId = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    const cc = page.expiresAt === undefined ? PUBLIC_HTML : cacheControl(page, deps.now());
    let status = 200;
    if (req.headers['if-none-match'] === pre.etags[encoding]) {
      status = 304;
      // As the pipeline answers a 304: no body, no Content-Length or Content-Encoding.
      res.writeHead(304, [...headers.slice(0, headers.length - (encoding === 'identity' ? 2 : 4)), 'Cache-Control', cc, 'X-Request-Id', reqId]);
      res.end();
    } else {
      res.writeHead(200, [...headers, 'Cache-Control', cc, 'X-Request-Id', reqId]);
      res.end(method === 'HEAD' ? undefined : body);
    }
    const ms = Math.round((performance.now() - t0) * 1000) / 1000;
    observe?.(page.route ?? 'page', status, ms / 1000);
    if (logger.isLevelEnabled('info')) {
      // The same fields as the pipeline's request line (request-log.ts), without its per-request wrappers.
      logger.info({
        reqId, method, route: page.route, path: pre.logPath, ...(q >= 0 ? { query: redactUrl(url).query } : {}),
        status, ms, bytes: status === 304 ? undefined : body.length,
      }, 'request');
    }
    return true;
  };
}
