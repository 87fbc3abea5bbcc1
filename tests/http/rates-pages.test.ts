// The exchange-rate pages and /api/rates on the embedded sample bulletin and its sample year:
// every figure a visitor reads equals the bulletin's, the chart's table equals the API's series,
// a period is a link, and a bad value is a 400 that names it.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { testApp } from '../helpers/app.js';
import { dom, alternate } from '../helpers/html.js';
import type { SiteDeps } from '../../server/site.js';
import { parseBulletin, RATE_SCALE } from '../../server/rates/tcmb-xml.js';
import { currencySlug } from '../../server/rates/currencies.js';
import { PERIOD_QUERY } from '../../server/rates/rate-view.js';
import { addDays } from '../../server/calendar.js';
import { decimalText, formatDecimal, formatPercent } from '../../shared/format.js';
import { LOCALES, otherLocale } from '../../shared/locale.js';
import type { FrontDoor } from '../../server/app.js';

const bulletin = parseBulletin(readFileSync('content/rates/today.xml', 'utf8'));
const fees = JSON.parse(readFileSync('content/data/fees.json', 'utf8')) as { corridors: { id: string; currency: string; markup?: { weekday: number; weekend: number } }[] };
const cells = (r: Element) => [...r.children].map((c) => c.textContent!.replace(/\s+/g, ' ').trim());

let app: FrontDoor;
let deps: SiteDeps;
beforeAll(async () => ({ app, deps } = await testApp()));
afterAll(() => deps.stopWatching());

const page = (code: string, l: (typeof LOCALES)[number], query = '') => `${deps.router.pathFor('ratesCurrency', { currency: currencySlug(code, l) }, l)}${query}`;

describe('the rates index', () => {
  it('lists every currency of the bulletin with its buying and selling rate as published, in both languages', async () => {
    for (const l of LOCALES) {
      const d = dom((await request(app).get(deps.router.pathFor('rates', {}, l)).expect(200)).text);
      const rows = [...d.querySelectorAll('.rates-table tbody tr')];
      expect(rows).toHaveLength(Object.keys(bulletin.rates).length);
      for (const row of rows) {
        // "USD", or "100 JPY" for a rate quoted per 100.
        const [unit, code] = row.querySelector('.code')!.textContent!.split(' ').reduce<[string, string]>((a, w) => (/^\d+$/.test(w) ? [w, a[1]] : [a[0], w]), ['1', '']);
        const r = bulletin.rates[code]!;
        const [, buying, selling] = cells(row);
        expect([unit, buying, selling], code).toEqual([String(r.unit), formatDecimal(r.buying!, RATE_SCALE, l), formatDecimal(r.selling, RATE_SCALE, l)]);
        expect(row.querySelector('a')!.getAttribute('href')).toBe(page(code, l));
      }
      expect(d.querySelector('main')!.textContent).toContain(bulletin.number);
      // The embedded bulletin is a sample, and says so.
      expect(d.querySelector('.notice')!.textContent).toMatch(/örnek|sample/);
      expect(alternate(d, otherLocale(l))).toBe(`https://www.unilira.example${deps.router.pathFor('rates', {}, otherLocale(l))}`);
    }
  });

  it('is in both sitemaps with each currency page and its twin', async () => {
    for (const l of LOCALES) {
      const xml = (await request(app).get(deps.router.pathFor('sitemap', {}, l)).expect(200)).text;
      expect(xml).toContain(`<loc>https://www.unilira.example${page('EUR', l)}</loc>`);
      expect(xml).toContain(`hreflang="${otherLocale(l)}" href="https://www.unilira.example${page('EUR', otherLocale(l))}"`);
    }
  });
});

describe("a currency's page", () => {
  it('shows the bulletin figures, the day change against the bulletin before, and our rate per corridor with its markup', async () => {
    for (const l of LOCALES) {
      const d = dom((await request(app).get(page('EUR', l)).expect(200)).text);
      const eur = bulletin.rates.EUR!;
      const figures = [...d.querySelectorAll('.rate-figures dd')].map((x) => x.textContent!.trim());
      expect(figures[0]).toBe(`${formatDecimal(eur.buying!, RATE_SCALE, l)} TL`);
      expect(figures[1]).toBe(`${formatDecimal(eur.selling, RATE_SCALE, l)} TL`);
      // The bulletin before today's in the history, read here on its own.
      const before = deps.history.days(addDays(bulletin.date, -7), addDays(bulletin.date, -1)).filter((x) => x.bulletin).pop()!.bulletin!.rates.EUR!.selling;
      const change = eur.selling - before;
      expect(figures[2]).toContain(formatDecimal(change < 0n ? -change : change, RATE_SCALE, l));
      const applied = [...d.querySelector('#applied-caption')!.closest('table')!.querySelectorAll('tbody tr')];
      const corridors = fees.corridors.filter((c) => c.currency === 'EUR' && c.markup);
      expect(applied).toHaveLength(corridors.length);
      const c = corridors[0]!;
      const expected = (pct: number) => (eur.selling * (10_000n + BigInt(Math.round(pct * 100))) * 2n + 10_000n) / 20_000n;
      expect(cells(applied[0]!)[1]).toBe(`${formatDecimal(expected(c.markup!.weekday), RATE_SCALE, l)} (+${formatPercent(c.markup!.weekday, l)})`);
      expect(cells(applied[0]!)[2]).toBe(`${formatDecimal(expected(c.markup!.weekend), RATE_SCALE, l)} (+${formatPercent(c.markup!.weekend, l)})`);
    }
  });

  it('links its periods; each period’s table equals the API’s series, gaps and all', async () => {
    for (const l of LOCALES) {
      const d0 = dom((await request(app).get(page('USD', l)).expect(200)).text);
      const links = [...d0.querySelectorAll('.period-links a')].map((a) => a.getAttribute('href'));
      expect(links).toEqual([page('USD', l), page('USD', l, `?${PERIOD_QUERY[l]}=90`), page('USD', l, `?${PERIOD_QUERY[l]}=365`)]);
      for (const [href, days] of [[links[1]!, 90], [links[2]!, 365]] as const) {
        const d = dom((await request(app).get(href).expect(200)).text);
        expect(d.querySelector('.period-links a[aria-current="page"]')!.getAttribute('href')).toBe(href);
        const api = (await request(app).get('/api/rates/USD').query({ from: addDays(bulletin.date, -(days - 1)), to: bulletin.date }).expect(200)).body;
        const rows = [...d.querySelectorAll('.rate-table tbody tr')];
        expect(rows).toHaveLength(api.days.length);
        // Newest first on the page; each bulletin day's figure is the API's, each gap is named.
        const byDate = new Map<string, { forexSelling: string | null }>(api.days.map((x: { date: string }) => [x.date, x]));
        for (const row of rows) {
          const time = row.querySelector('time')!;
          const date = time.getAttribute('datetime') ?? time.getAttribute('dateTime')!;
          const day = byDate.get(date)!;
          const text = cells(row).join(' ');
          if (day.forexSelling) expect(text).toContain(formatDecimal(BigInt(day.forexSelling.replace('.', '')), RATE_SCALE, l));
          else expect(text).toMatch(/Bülten yok|No bulletin/);
        }
        // The canonical page is the bare one; the other language keeps the period.
        expect(d.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(`https://www.unilira.example${page('USD', l)}`);
        expect(alternate(d, otherLocale(l))).toBe(`https://www.unilira.example${page('USD', otherLocale(l), `?${PERIOD_QUERY[otherLocale(l)]}=${days}`)}`);
      }
    }
  });

  it('states rates per 100 for a currency quoted so, and describes itself as ExchangeRateSpecification', async () => {
    const html = (await request(app).get(page('JPY', LOCALES[1])).expect(200)).text;
    expect(dom(html).querySelector('.rate-unit')!.textContent).toContain('100 JPY');
    const ld = [...dom(html).querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!));
    const graph = ld.find((x) => x['@graph'])['@graph'];
    expect(graph[0]).toMatchObject({ '@type': 'ExchangeRateSpecification', currency: 'JPY', currentExchangeRate: { price: decimalText(bulletin.rates.JPY!.selling, RATE_SCALE), priceCurrency: 'TRY', referenceQuantity: { value: 100 } } });
  });

  it('answers a period it does not know, or one given twice, with a readable 400 page; an unknown currency is a 404', async () => {
    for (const l of LOCALES) {
      const bad = await request(app).get(page('EUR', l, `?${PERIOD_QUERY[l]}=7`)).expect(400);
      expect(bad.text.includes('<h1'), 'a readable page').toBe(true);
      await request(app).get(page('EUR', l, `?${PERIOD_QUERY[l]}=30&${PERIOD_QUERY[l]}=90`)).expect(400);
      await request(app).get(deps.router.pathFor('ratesCurrency', { currency: 'bitcoin' }, l)).expect(404);
    }
  });

  it('lets go of the page when the next bulletin is due', async () => {
    // Friday 15:28 in Türkiye: the bulletin is due in two minutes.
    deps.now = () => new Date('2026-11-27T12:28:00Z');
    const sMaxAge = (res: { headers: Record<string, string> }) => Number(/s-maxage=(\d+)/.exec(res.headers['cache-control']!)![1]);
    try {
      expect(sMaxAge(await request(app).get(page('GBP', LOCALES[0])).expect(200))).toBe(120);
      expect(sMaxAge(await request(app).get('/api/rates').expect(200))).toBe(120);
      // Saturday: none is due before Monday 15:30, and the site's own lifetime applies.
      deps.now = () => new Date('2026-11-28T12:28:00Z');
      expect(sMaxAge(await request(app).get(page('CHF', LOCALES[0])).expect(200))).toBe(300);
    } finally {
      deps.now = () => new Date();
    }
  });
});

describe('/api/rates', () => {
  it('gives the bulletin with decimals as strings, as JSON and as CSV', async () => {
    const res = await request(app).get('/api/rates').expect(200).expect('content-type', /json/);
    expect(res.body.bulletin).toMatchObject({ date: bulletin.date, number: bulletin.number, publishedAt: `${bulletin.date}T15:30:00+03:00` });
    for (const r of res.body.rates) {
      expect(r.forexSelling).toBe(decimalText(bulletin.rates[r.code]!.selling, RATE_SCALE));
      expect(typeof r.forexSelling).toBe('string');
    }
    const csv = (await request(app).get('/api/rates.csv').expect(200).expect('content-type', /text\/csv/)).text.trim().split('\r\n');
    expect(csv[0]).toBe('code,unit,forexBuying,forexSelling,date,bulletin');
    expect(csv.slice(1).map((line) => line.split(',')[3])).toEqual(res.body.rates.map((r: { forexSelling: string }) => r.forexSelling));
  });

  it("gives a currency's days in a range, with weekends as days without a bulletin", async () => {
    const from = addDays(bulletin.date, -13);
    const res = await request(app).get('/api/rates/eur').query({ from, to: bulletin.date }).expect(200);
    expect(res.body).toMatchObject({ code: 'EUR', from, to: bulletin.date });
    expect(res.body.days).toHaveLength(14);
    for (const d of res.body.days) {
      const weekend = [0, 6].includes(new Date(`${d.date}T00:00:00Z`).getUTCDay());
      if (weekend) expect(d).toMatchObject({ bulletin: null, forexSelling: null });
    }
    expect(res.body.days.at(-1).forexSelling).toBe(decimalText(bulletin.rates.EUR!.selling, RATE_SCALE));
    const csv = (await request(app).get('/api/rates/EUR.csv').query({ from, to: bulletin.date }).expect(200)).text.trim().split('\r\n');
    expect(csv).toHaveLength(15);
  });

  it('answers a bad code, date or range with a 400 naming the field', async () => {
    const field = async (url: string, query: Record<string, string> = {}) => (await request(app).get(url).query(query).expect(400)).body;
    expect((await field('/api/rates/XYZ')).message).toMatch(/^code:/);
    expect((await field('/api/rates/EUR', { from: '2026-02-30' })).message).toMatch(/^from:/);
    expect((await field('/api/rates/EUR', { from: '2026-05-01', to: '2026-04-01' })).message).toMatch(/^from:/);
    expect((await field('/api/rates/EUR', { from: '2024-01-01', to: '2026-01-01' })).message).toMatch(/^to:/);
    expect((await field('/api/rates', { lang: 'tr' })).message).toMatch(/unknown/);
  });
});

describe('search', () => {
  it('finds a currency page by its name, code and the usual questions', async () => {
    const first = (q: string, l: (typeof LOCALES)[number]) => deps.search.search(q, l, 5)[0]?.path;
    const tr = LOCALES[0];
    const en = LOCALES[1];
    expect(first('euro kuru', tr)).toBe(page('EUR', tr));
    expect(first('dolar kaç TL', tr)).toBe(page('USD', tr));
    expect(first('sterlin', tr)).toBe(page('GBP', tr));
    expect(first('EUR to TRY', en)).toBe(page('EUR', en));
    expect(first('pound sterling', en)).toBe(page('GBP', en));
    expect(first('döviz kurları', tr)).toBe(deps.router.pathFor('rates', {}, tr));
  });
});
