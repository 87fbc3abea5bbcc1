// The cached-page fast path: a GET or HEAD for a page already in the page cache is answered
// on the raw node:http request, before Express builds its request and response objects. It
// sends exactly what the Express pipeline would (security headers, request id, ETag, 304,
// Vary, the request log line) from header sets computed once per page, and hands every other
// request — and every case it does not decide on its own (a language choice on the home page,
// plain HTTP that must be redirected, a malformed query, draining) — to the full pipeline.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { pino, type Logger } from 'pino';
import type { SiteDeps } from '../site.js';
import { cacheAnswers, htmlOf, isFresh, type CachedPage } from './page-cache.js';
import { cacheControl, PUBLIC_HTML } from './pages.js';
import { chooseEncoding, etagFor, notModified, type Encoding } from './page-encoding.js';
import { maskQueryNames, redactUrl, requestId } from './request-log.js';
import { MAX_URL_LENGTH } from './guard.js';
import { rootLanguage } from './redirects.js';

/**
 * One encoding of a cached page: its body, ETag, and header lists for a 200 and a 304. Each
 * list (name, value, …) ends with the headers whose value changes per request (X-Request-Id,
 * and Cache-Control when the page expires by itself), their values filled in just before the
 * list is handed to writeHead, which reads it at once: no list is copied per request.
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
  /** Cache-Control is in the header lists (the page has no expiry of its own). */
  fixedCacheControl: boolean;
  /** The request log line's parts that belong to the logger (its bindings) and to the page (route key, masked path), serialised once. */
  logBindings: string;
  logPage: string;
}

const { streamSym, chindingsSym } = pino.symbols;

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
  const root = rootLanguage(config);

  const prepare = (path: string, page: CachedPage): Prepared => {
    const vary = [path === '/' ? root.vary : undefined, page.gzip ? 'Accept-Encoding' : undefined].filter(Boolean).join(', ');
    const common = [...base, 'Content-Type', 'text/html; charset=utf-8', ...(vary ? ['Vary', vary] : []), ...(page.keyHeader ?? [])];
    const fixedCacheControl = page.expiresAt === undefined;
    const tail = fixedCacheControl ? ['Cache-Control', PUBLIC_HTML, 'X-Request-Id', ''] : ['Cache-Control', '', 'X-Request-Id', ''];
    const variant = (body: Buffer | undefined, encoding?: Encoding): Variant => {
      const etag = etagFor(page.etag, encoding);
      const length = body?.length ?? page.length;
      return {
        body, length, etag,
        ok: [...common, 'ETag', etag, ...(encoding ? ['Content-Encoding', encoding] : []), 'Content-Length', String(length), ...tail],
        // As the pipeline answers a 304: no body, no Content-Length or Content-Encoding.
        notModified: [...common, 'ETag', etag, ...tail],
      };
    };
    const p: Prepared = {
      identity: variant(page.body),
      gzip: page.gzip && variant(page.gzip, 'gzip'),
      br: page.br && variant(page.br, 'br'),
      fixedCacheControl,
      logBindings: (logger as unknown as Record<symbol, string>)[chindingsSym] ?? '',
      logPage: `,"route":${JSON.stringify(page.route)},"path":${JSON.stringify(redactUrl(path).path)}`,
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
    if (!page || (page.expiresAt !== undefined && !isFresh(page, deps.now()))) return false;
    // The query's names, read once: whether the cached page answers them, and the log line.
    let names: string[] | undefined;
    if (q >= 0) {
      const search = url.slice(q + 1);
      try {
        decodeURIComponent(search.replace(/\+/g, ' ')); // the guard's 400 is the pipeline's to give
      } catch {
        return false;
      }
      names = [...new URLSearchParams(search).keys()];
      if (!cacheAnswers(page, names)) return false;
    }
    if (config.httpsRedirect && !https(req)) return false;
    // A language choice may ask for the root redirect: only then is it read, by the pipeline (redirects.ts).
    if (path === '/' && root.mayAsk(req.headers)) return false;

    deps.pageCache.stats.hits++;
    const pre = prepared.get(page) ?? prepare(path, page);
    const v = pre[chooseEncoding(page, req.headers['accept-encoding']) ?? 'identity']!;
    const reqId = requestId(req.headers['x-request-id']);
    const status = notModified(req.headers['if-none-match'], v.etag) ? 304 : 200;
    const headers = status === 304 ? v.notModified : v.ok;
    const n = headers.length;
    headers[n - 1] = reqId;
    if (!pre.fixedCacheControl) headers[n - 3] = cacheControl(page, deps.now());
    res.writeHead(status, headers);
    res.end(status === 304 || method === 'HEAD' ? undefined : v.body ?? htmlOf(page));
    const ms = Math.round((performance.now() - t0) * 1000) / 1000;
    observe?.(page.route ?? 'page', status, ms / 1000);
    if (logger.isLevelEnabled('info')) {
      // The pipeline's request line (request-log.ts) as pino writes it, in the same order
      // (level, time, bindings, fields, msg), put together here: every value is a number, a
      // fixed word, or serialised once per page, except the query's names (masked to [\w.?-]).
      // Writing it through pino's own method cost a seventh of this path's throughput.
      const query = names === undefined ? '' : `,"query":${JSON.stringify(maskQueryNames(names))}`;
      const bytes = status === 304 ? '' : `,"bytes":${v.length}`;
      (logger as unknown as Record<symbol, { write(line: string): void }>)[streamSym]!.write(
        `{"level":30,"time":${Date.now()}${pre.logBindings},"reqId":"${reqId}","method":"${method}"${pre.logPage}${query},"status":${status},"ms":${ms}${bytes},"msg":"request"}\n`);
    }
    return true;
  };
}
