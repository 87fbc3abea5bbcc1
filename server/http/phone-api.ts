// Phone number checks for the phone input widget, and the visitor's country for its
// initial selection. Same origin: the browser never calls a third-party IP service.
import { Router as expressRouter } from 'express';
import { z } from 'zod';
import type { SiteDeps } from '../site.js';
import { HttpError } from './guard.js';
import { parseQuery } from './query.js';
import { checkPhone, visitorCountry } from '../phone.js';

const iso2 = z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO 3166 country code, e.g. TR').transform((s) => s.toUpperCase());
const phoneQuery = z.object({
  // Longer text is simply not a number (valid: false); the URL length limit bounds it anyway.
  number: z.string({ error: 'is required' }).min(1, 'is required'),
  country: iso2.optional(),
  // Not an enum: an unknown mode is logged and answered in international format (spec section 8).
  mode: z.string().max(40).optional(),
  only: z.string().regex(/^[A-Za-z]{2}(,[A-Za-z]{2})*$/, 'must be comma-separated two-letter country codes, e.g. TR,DE')
    .transform((s) => s.toUpperCase().split(',')).optional(),
}).strict();


export function phoneApi(deps: SiteDeps) {
  const router = expressRouter();

  router.get('/phone', (req, res) => {
    const q = parseQuery(phoneQuery, req);
    const result = checkPhone(q.number, q.country, {
      mode: q.mode,
      only: q.only,
      onInvalidMode: (mode) => req.log.error({ mode }, 'phone check: invalid mode; using international'),
    });
    res.setHeader('Cache-Control', 'no-store');
    res.json(result);
  });

  router.get('/geo', (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ country: visitorCountry(req.get(deps.config.geoHeader), req.get('accept-language')) });
  });

  router.all(['/phone', '/geo'], (req, _res, next) => next(new HttpError(405, `Method ${req.method} not allowed`, { Allow: 'GET, HEAD' })));
  return router;
}
