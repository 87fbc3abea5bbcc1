// The transfer calculator's API. GET /api/quote answers what the result page shows, made by
// the same function (server/calculator/calculate.ts): 200 with the result, or 400 naming each
// field that is wrong. GET /api/fee-schedules lists every published fee schedule and
// GET /api/fee-schedules/YYYY-MM-DD gives one (docs/calculator.md).
import { Router as expressRouter, type Request, type Response, type NextFunction } from 'express';
import type { Clock } from '../page-kinds/page-module.js';
import { translator } from '../i18n.js';
import { calculate, type CalculatorDeps } from '../calculator/calculate.js';
import { CALC_FIELDS } from '../../shared/calculator.js';
import { scheduleDates, scheduleFrom, scheduleJson, scheduleState } from '../calculator/schedule.js';
import { isLocale, type Locale } from '../../shared/locale.js';
import { HttpError } from '../../shared/http-error.js';

const allowed = new Set<string>([...CALC_FIELDS, 'lang']);
const CACHE = 'public, max-age=60, s-maxage=300';

function langOf(req: Request): Locale {
  const lang = req.query.lang ?? 'tr';
  if (!isLocale(lang)) throw new HttpError(400, 'lang: must be tr or en, once', {}, 'lang');
  const unknown = Object.keys(req.query).filter((k) => !allowed.has(k)).map((k) => k.slice(0, 40));
  if (unknown.length) throw new HttpError(400, `unknown query parameter(s): ${unknown.join(', ')}`, {}, unknown[0]);
  return lang;
}

export function quoteApi(deps: CalculatorDeps & Clock) {
  const router = expressRouter();
  router.get('/quote', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const lang = langOf(req);
      const now = deps.now();
      const c = await calculate(deps, lang, translator(deps.i18n, lang), req.query as Record<string, unknown>, now);
      const left = c.expires ? Math.max(0, Math.floor((c.expires.getTime() - now.getTime()) / 1000)) : 300;
      res.setHeader('Cache-Control', left < 300 ? `public, max-age=${Math.min(60, left)}, s-maxage=${left}` : CACHE);
      if (c.errors.length) {
        const first = c.errors[0]!;
        return void res.status(400).json({ error: 'bad_request', message: `${first.field}: ${first.message}`, field: first.field, errors: c.errors, values: c.values });
      }
      res.json({ values: c.values, result: c.result, amounts: c.amounts });
    } catch (e) {
      next(e);
    }
  });
  router.get('/fee-schedules', async (_req, res, next) => {
    try {
      const fees = (await deps.content.getSite()).fees;
      const state = scheduleState(fees, deps.now());
      res.setHeader('Cache-Control', CACHE);
      res.json({ current: state.current?.validFrom, schedules: scheduleDates(fees).map((d) => ({ validFrom: d, url: `/api/fee-schedules/${d}` })) });
    } catch (e) {
      next(e);
    }
  });
  router.get('/fee-schedules/:date', async (req, res, next) => {
    try {
      const fees = (await deps.content.getSite()).fees;
      const date = String(req.params.date);
      const s = scheduleDates(fees).includes(date) ? scheduleFrom(fees, date) : undefined;
      if (!s) throw new HttpError(404, 'no fee schedule starts on that date; GET /api/fee-schedules lists them');
      res.setHeader('Cache-Control', CACHE);
      res.json(scheduleJson(s));
    } catch (e) {
      next(e);
    }
  });
  router.all(['/quote', '/fee-schedules', '/fee-schedules/:date'], (req, _res, next) => next(new HttpError(405, `Method ${req.method} not allowed`, { Allow: 'GET, HEAD' })));
  return router;
}
