// One short log line per request with what an operator needs: request id, method, route,
// status, duration and bytes. Never a query value (phone numbers, search terms and preview
// tokens travel there), never headers or cookies; in the path and the query's names, long digit
// runs and e-mail addresses are masked, so a typed phone number or address cannot reach the logs.
// Both lines are made here: pino-http's for the pipeline, and a preformatted one with the same
// fields in the same order for a cached page answered before Express (fast-path.ts).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { maskLogged, maskPersonal } from '../text/mask.js';
import { lineWriter } from '../logger.js';

const MAX_PATH = 200;

/** The path without its query, with personal-looking parts masked; query parameter names only. */
export function redactUrl(url: string): { path: string; query?: string[] } {
  const q = url.indexOf('?');
  const path = maskPersonal((q < 0 ? url : url.slice(0, q)).slice(0, MAX_PATH));
  if (q < 0) return { path };
  return { path, query: maskQueryNames([...new URLSearchParams(url.slice(q + 1)).keys()]) };
}

/** A query string's parameter names as the request log shows them: ten at most, each masked (maskLogged). */
export const maskQueryNames = (names: string[]): string[] => names.slice(0, 10).map((k) => maskLogged(k));

export const REQUEST_ID = /^[\w.-]{8,128}$/;

// Our own request ids: a random prefix drawn once per process and a counter. Unique across
// processes and restarts like a UUID, without drawing random bytes on every request.
const ID_PREFIX = randomBytes(9).toString('base64url');
let sequence = 0;

/** The PaaS router's request id (Heroku, Render: X-Request-Id) when it looks like one, else a new one. */
export function requestId(given: string | string[] | undefined): string {
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : `${ID_PREFIX}-${(++sequence).toString(36)}`;
}

// The request id is not among these fields: pino-http logs through the request's child logger,
// whose bindings already carry it (customAttributeKeys.reqId, "reqId"), so the line has it once.
function line(req: IncomingMessage, res: ServerResponse, responseTime: number) {
  const r = req as Request;
  const locals = (res as Response).locals ?? {};
  return {
    method: req.method,
    route: locals.route as string | undefined,
    ...redactUrl(r.originalUrl ?? req.url ?? ''),
    status: res.statusCode,
    ms: responseTime,
    bytes: Number(res.getHeader('content-length')) || undefined,
  };
}

export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    quietResLogger: true,
    genReqId: (req, res) => {
      const id = requestId(req.headers['x-request-id']);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    // Bad client input is a 4xx at info level; only the server's own failures are errors. A 503
    // from a full render queue (render-limit.ts) is a warning: the server chose to refuse.
    customLogLevel: (_req, res, err) => (err ? 'error' : res.statusCode === 503 ? 'warn' : res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessObject: (req, res, val: { responseTime: number }) => line(req, res, val.responseTime),
    customErrorObject: (req, res, err, val: { responseTime: number }) => ({ ...line(req, res, val.responseTime), err: { type: err.name, message: err.message } }),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
  });
}

/** A cached page's route and path as its request line writes them (requestLine), made once per page. */
export interface LoggedPage { route?: string; path: string; json: string }

export function loggedPage(route: string | undefined, url: string): LoggedPage {
  const { path } = redactUrl(url);
  return { route, path, json: (route === undefined ? '' : `,"route":${JSON.stringify(route)}`) + `,"path":${JSON.stringify(path)}` };
}

/**
 * requestLog's line (`line`, its reqId first) for a cached page answered before Express:
 * written preformatted when the logger allows it (lineWriter), with the page's part made once.
 */
export function requestLine(logger: Logger) {
  const write = lineWriter(logger, 'request');
  return (reqId: string, method: string, page: LoggedPage, names: string[] | undefined, status: number, us: number, bytes: number | undefined) => {
    const query = names && maskQueryNames(names);
    if (!write) return logger.info({ reqId, method, route: page.route, path: page.path, query, status, ms: us / 1000, bytes }, 'request');
    // A request id is word characters, dots and dashes (requestId), a cached page's method GET or HEAD: neither needs escaping.
    write(`,"reqId":"${reqId}","method":"${method}"${page.json}${query ? `,"query":${JSON.stringify(query)}` : ''},"status":${status},"ms":${msText(us)}${bytes === undefined ? '' : `,"bytes":${bytes}`}`);
  };
}

const FRACTIONS = Array.from({ length: 1000 }, (_, i) => (i === 0 ? '' : `.${String(i).padStart(3, '0').replace(/0+$/, '')}`));

/** Whole microseconds as milliseconds, written as `String(us / 1000)` writes them, without formatting a fraction. */
export const msText = (us: number): string => `${Math.floor(us / 1000)}${FRACTIONS[us % 1000]}`;
