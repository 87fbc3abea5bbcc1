// The Central Bank's rates for programs: GET /api/rates (the newest bulletin) and
// GET /api/rates/EUR?from=YYYY-MM-DD&to=YYYY-MM-DD (a currency's days), each as JSON, or as CSV
// with a .csv suffix. Decimals are strings as published, dates ISO; a day without a bulletin is
// listed as such. A bad code or range is a 400 naming the field. Cached like the pages: until
// the next bulletin is due, at most five minutes, and named by the "rates" key for a purge.
import { Router as expressRouter, type Request, type Response } from 'express';
import { z } from 'zod';
import type { RatesSource } from '../rates/source.js';
import type { RateHistory } from '../rates/history/types.js';
import type { ContentSource } from '../content/source.js';
import type { Config } from '../config.js';
import type { Clock } from '../page-kinds/page-module.js';
import { nextBulletinDue, orderedCodes, shownRates } from '../rates/rate-view.js';
import { RATE_SCALE, type CurrencyRate } from '../rates/tcmb-xml.js';
import { holidayIndex } from '../content/holidays.js';
import { addDays, isCalendarDate } from '../calendar.js';
import { turkeyDate } from '../content/campaign-state.js';
import { KEY_HEADER, RATES_KEY } from '../edge/keys.js';
import { parseQuery } from './query.js';
import { decimalText } from '../../shared/format.js';
import { HttpError } from '../../shared/http-error.js';

export interface RatesApiDeps extends Clock {
  rates: RatesSource;
  history: RateHistory;
  readonly content: Pick<ContentSource, 'getSite'>;
  config: Pick<Config, 'cdn'>;
}

/** The longest range one request may ask for: a year and a day. */
export const MAX_RANGE_DAYS = 366;
const date = z.string().refine(isCalendarDate, 'must be a date, YYYY-MM-DD');
const rangeQuery = z.object({ from: date.optional(), to: date.optional() }).strict();

const dec = (v: bigint | undefined) => (v === undefined ? null : decimalText(v, RATE_SCALE));
const figure = (code: string, r: CurrencyRate) => ({ code, unit: r.unit, forexBuying: dec(r.buying), forexSelling: dec(r.selling), date: r.date, bulletin: r.bulletin ?? null });

/** Public, until the next bulletin is due (at most five minutes), named for a purge. */
async function cacheHeaders(deps: RatesApiDeps, res: Response) {
  const due = nextBulletinDue(deps.now(), holidayIndex((await deps.content.getSite()).holidays));
  const left = Math.max(0, Math.min(300, Math.floor((due.getTime() - deps.now().getTime()) / 1000)));
  res.setHeader('Cache-Control', `public, max-age=${Math.min(60, left)}, s-maxage=${left}, stale-if-error=86400`);
  const name = KEY_HEADER[deps.config.cdn.kind];
  if (name) res.setHeader(name, RATES_KEY);
}

function csv(res: Response, rows: (string | number | null)[][]) {
  res.type('text/csv; charset=utf-8').send(rows.map((r) => r.map((v) => v ?? '').join(',')).join('\r\n') + '\r\n');
}

/** The range asked for: by default the 30 days to the newest bulletin; from ≤ to, at most a year. */
function rangeOf(req: Request, newest: string): { from: string; to: string } {
  const q = parseQuery(rangeQuery, req);
  const to = q.to ?? (q.from && q.from > newest ? q.from : newest);
  const from = q.from ?? addDays(to, -29);
  if (from > to) throw new HttpError(400, 'from: must not be after to', {}, 'from');
  if (Date.parse(to) - Date.parse(from) >= MAX_RANGE_DAYS * 86_400_000) throw new HttpError(400, `to: at most ${MAX_RANGE_DAYS} days after from`, {}, 'to');
  return { from, to };
}

export function ratesApi(deps: RatesApiDeps) {
  const router = expressRouter();
  router.get(['/rates', '/rates.csv'], async (req, res, next) => {
    try {
      parseQuery(z.object({}).strict(), req);
      const shown = shownRates(await deps.rates.current(), deps.history);
      if (!shown) throw new HttpError(503, 'no bulletin has been read yet', { 'Retry-After': '60' });
      await cacheHeaders(deps, res);
      const rows = orderedCodes(shown).map((c) => figure(c, shown.rates[c]!));
      if (req.path.endsWith('.csv')) return csv(res, [['code', 'unit', 'forexBuying', 'forexSelling', 'date', 'bulletin'], ...rows.map((r) => Object.values(r))]);
      res.json({ source: 'TCMB', sample: deps.history.sample || deps.rates.kind === 'file', bulletin: { ...shown.bulletin, publishedAt: `${shown.bulletin.date}T15:30:00+03:00` }, currency: 'TRY', rates: rows });
    } catch (e) {
      next(e);
    }
  });
  router.get('/rates/:code', async (req, res, next) => {
    try {
      const m = /^([A-Za-z]{3})(\.csv)?$/.exec(String(req.params.code));
      const shown = shownRates(await deps.rates.current(), deps.history);
      const code = m?.[1]!.toUpperCase();
      if (!m || !shown || !shown.rates[code!]) throw new HttpError(400, `code: not a currency of the bulletin (${shown ? orderedCodes(shown).join(', ') : 'none read yet'})`, {}, 'code');
      const { from, to } = rangeOf(req, shown.bulletin.date);
      await cacheHeaders(deps, res);
      const days = deps.history.days(from, to < turkeyDate(deps.now()) ? to : turkeyDate(deps.now())).map((d) => {
        const r = d.bulletin?.rates[code!];
        return { date: d.date, bulletin: d.bulletin ? d.bulletin.number : null, unit: r?.unit ?? null, forexBuying: dec(r?.buying), forexSelling: dec(r?.selling) };
      });
      if (m[2]) return csv(res, [['date', 'bulletin', 'unit', 'forexBuying', 'forexSelling'], ...days.map((d) => Object.values(d))]);
      res.json({ source: 'TCMB', sample: deps.history.sample || deps.rates.kind === 'file', code, currency: 'TRY', from, to, days });
    } catch (e) {
      next(e);
    }
  });
  return router;
}
