// Phone number checks for the phone input widget, and the visitor's country for its
// initial selection. Same origin: the browser never calls a third-party IP service.
import express, { Router as expressRouter } from 'express';
import { z } from 'zod';
import type { Config } from '../config.js';
import { parseFields } from './query.js';
import { checkPhone, visitorCountry } from '../phone.js';
import { HttpError } from '../../shared/http-error.js';
import { maskLogged } from '../text/mask.js';

const iso2 = z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO 3166 country code, e.g. TR').transform((s) => s.toUpperCase());
// The number travels in a POST body, never in a URL: URLs end up in router, proxy and
// browser-history logs, and a phone number is personal data (KVKK).
const phoneBody = z.object({
  // Longer text is simply not a number (valid: false); the URL length limit bounds it anyway.
  number: z.string({ error: 'is required' }).min(1, 'is required'),
  country: iso2.optional(),
  // Not an enum: an unknown mode is logged and answered in international format (spec section 8).
  mode: z.string().max(40).optional(),
  only: z.string().regex(/^[A-Za-z]{2}(,[A-Za-z]{2})*$/, 'must be comma-separated two-letter country codes, e.g. TR,DE')
    .transform((s) => s.toUpperCase().split(',')).optional(),
}).strict();


export function phoneApi(deps: { config: Pick<Config, 'geoHeader'> }) {
  const router = expressRouter();

  router.post('/phone', express.json({ limit: '2kb', strict: true, type: 'application/json' }), (req, res) => {
    if (!req.is('application/json')) throw new HttpError(415, 'send the number as JSON (Content-Type: application/json)');
    const q = parseFields(phoneBody, req.body as Record<string, unknown>);
    const result = checkPhone(q.number, q.country, {
      mode: q.mode,
      only: q.only,
      // An error, as spec section 8 says: the widget only sends valid modes, so another is a bug
      // or a forged call; the phone rate limit bounds how many lines anyone can write.
      onInvalidMode: (mode) => req.log.error({ mode: maskLogged(mode) }, 'phone check: invalid mode; using international'),
    });
    res.setHeader('Cache-Control', 'no-store');
    res.json(result);
  });

  router.get('/geo', (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ country: visitorCountry(req.get(deps.config.geoHeader)) });
  });

  router.all('/phone', (req, _res, next) => next(new HttpError(405, `Method ${req.method} not allowed`, { Allow: 'POST' })));
  router.all('/geo', (req, _res, next) => next(new HttpError(405, `Method ${req.method} not allowed`, { Allow: 'GET, HEAD' })));
  return router;
}
