// Rejects malformed requests before any route sees them, with a clear 4xx: overlong URLs,
// broken percent-encoding, dot segments, control characters and unsupported methods.
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { HttpError } from '../../shared/http-error.js';

export const MAX_URL_LENGTH = 2048;
const ALLOWED = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);
/** The methods answered (Allow), CONNECT's 405 included (connections.ts). */
export const ALLOW = [...ALLOWED].join(', ');

const unreadable = new WeakSet<IncomingMessage>();

/**
 * The request target in origin form (`/path?query`), before anything reads it: the absolute form
 * (`http://host/path`), which RFC 9112 3.2.2 asks a server to accept, is answered for its path;
 * a target nothing can read (`http://[::1]x/`) is marked for the guard's 400. Express's own URL
 * parser threw on such a target, and the request was never answered.
 */
export function originForm(req: IncomingMessage): void {
  const url = req.url ?? '';
  // `//x#a@b` starts with an empty segment, which the guard refuses anyway; Express's URL
  // parser reads it as a host and no path, and then no route or error handler ever runs.
  if (url.startsWith('/') && !url.startsWith('//')) return;
  try {
    if (url.startsWith('//')) throw new Error('no path');
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('not http');
    req.url = u.pathname + u.search;
  } catch {
    unreadable.add(req);
    req.url = '/';
  }
}

export const guard: RequestHandler = (req, res, next) => {
  if (unreadable.has(req)) {
    res.setHeader('Connection', 'close');
    return next(new HttpError(400, 'The request target cannot be read'));
  }
  if (req.originalUrl.length > MAX_URL_LENGTH) return next(new HttpError(414, 'URI too long'));
  if (!ALLOWED.has(req.method)) return next(new HttpError(405, `Method ${req.method} not allowed`, { Allow: ALLOW }));
  const rawPath = req.originalUrl.split('?')[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return next(new HttpError(400, 'Malformed percent-encoding in the URL'));
  }
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return next(new HttpError(400, 'Invalid characters in the URL'));
  if (decoded.split('/').some((seg) => seg === '..' || seg === '.')) return next(new HttpError(400, 'Dot segments are not allowed in the URL'));
  if (rawPath.includes('//')) return next(new HttpError(400, 'Empty path segments are not allowed in the URL'));
  const query = req.originalUrl.slice(rawPath.length + 1);
  const bad = query ? malformedParameter(query) : undefined;
  if (bad !== undefined) return next(new HttpError(400, bad === null ? 'Malformed percent-encoding in the query string' : `${bad}: malformed percent-encoding`, {}, bad ?? undefined));
  next();
};

/** Whether a query string (or a part of one) reads as percent-encoding, `+` as a space: the guard's rule, and the fast stage's. */
export const decodes = (s: string) => {
  try { decodeURIComponent(s.replace(/\+/g, ' ')); return true; } catch { return false; }
};

/** The name of the first parameter whose value cannot be decoded (null when a name itself cannot be); undefined when all can. */
function malformedParameter(query: string): string | null | undefined {
  for (const pair of query.split('&')) {
    const [name = '', value = ''] = pair.split(/=(.*)/s);
    if (!decodes(name)) return null;
    if (!decodes(value)) return decodeURIComponent(name.replace(/\+/g, ' '));
  }
  return undefined;
}
