// Rejects malformed requests before any route sees them, with a clear 4xx: overlong URLs,
// broken percent-encoding, dot segments, control characters and unsupported methods.
import type { RequestHandler } from 'express';
import { HttpError } from '../../shared/http-error.js';

export const MAX_URL_LENGTH = 2048;
const ALLOWED = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);

export const guard: RequestHandler = (req, _res, next) => {
  if (req.originalUrl.length > MAX_URL_LENGTH) return next(new HttpError(414, 'URI too long'));
  if (!ALLOWED.has(req.method)) return next(new HttpError(405, `Method ${req.method} not allowed`, { Allow: 'GET, HEAD' }));
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
  if (query) {
    try {
      decodeURIComponent(query.replace(/\+/g, ' '));
    } catch {
      return next(new HttpError(400, 'Malformed percent-encoding in the query string'));
    }
  }
  next();
};
