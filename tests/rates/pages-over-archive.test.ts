// The rate pages and API of a site reading the Central Bank (RATES_SOURCE=tcmb) from the
// stand-in's archive: the figures are the bulletins', a weekend and a holiday are days without
// one, and with the source down the pages stay, with their date and a line that says so.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app.js';
import { dom } from '../helpers/html.js';
import type { SiteDeps } from '../../server/site.js';
import { TcmbStandIn, publishArchive } from '../../scripts/tcmb-stand-in.js';
import { parseBulletin, RATE_SCALE } from '../../server/rates/tcmb-xml.js';
import { addDays, isWeekend } from '../../server/calendar.js';
import { turkeyDate } from '../../server/content/campaign-state.js';
import { currencySlug } from '../../server/rates/currencies.js';
import { PERIOD_QUERY } from '../../server/rates/rate-view.js';
import { decimalText } from '../../shared/format.js';
import { LOCALES } from '../../shared/locale.js';
import { EUR, JPY } from './history-targets.js';
import { RATES_KEY } from '../../server/edge/keys.js';
import type { FrontDoor } from '../../server/app.js';

const to = addDays(turkeyDate(new Date()), -1);
const from = addDays(to, -20);
// A business day in the middle that the bank skipped: a holiday, as the history must learn it.
const holiday = [...Array(21).keys()].map((i) => addDays(from, i)).filter((d) => !isWeekend(d))[7]!;

let standIn: TcmbStandIn;
let published: string[];
let app: FrontDoor;
let deps: SiteDeps;

beforeAll(async () => {
  standIn = await new TcmbStandIn('').start();
  published = publishArchive(standIn.archive, from, to, [EUR, JPY], [holiday]);
  standIn.today = standIn.archive.get(published.at(-1)!)!;
  ({ app, deps } = await testApp({
    rates: {
      source: 'tcmb', url: standIn.url, timeoutMs: 2_000, freshMs: 1, staleWhileRevalidateMs: 0, staleIfErrorMs: 86_400_000,
      archive: { requestsPerSecond: 200, concurrency: 2, pollMs: 200 },
    },
  }));
  // The whole window (a year) is read: days before the stand-in's first are days without a bulletin.
  for (let i = 0; i < 600 && deps.history.days(from, to).length < 21; i++) await new Promise((r) => setTimeout(r, 100));
}, 90_000);
afterAll(async () => {
  deps?.stopWatching();
  await standIn?.stop();
});

const eurPage = (query = '') => `${deps.router.pathFor('ratesCurrency', { currency: currencySlug('EUR', LOCALES[0]) }, LOCALES[0])}${query}`;

describe('rates read from the archive', () => {
  it('answers each day with the bulletin’s figure, and weekends and the holiday as days without one', async () => {
    const api = (await request(app).get('/api/rates/EUR').query({ from, to }).expect(200)).body;
    expect(api.sample).toBe(false);
    expect(api.days).toHaveLength(21);
    for (const d of api.days) {
      const xml = standIn.archive.get(d.date);
      if (xml) expect(d.forexSelling, d.date).toBe(decimalText(parseBulletin(xml).rates.EUR!.selling, RATE_SCALE));
      else expect(d, d.date).toMatchObject({ bulletin: null, forexSelling: null });
    }
    expect(api.days.find((d: { date: string }) => d.date === holiday)).toMatchObject({ bulletin: null });
  });

  it('shows the holiday and the weekends as such in the page’s table, with no figure made up', async () => {
    const d = dom((await request(app).get(eurPage(`?${PERIOD_QUERY[LOCALES[0]]}=30`)).expect(200)).text);
    const row = (date: string) => [...d.querySelectorAll('.rate-table tbody tr')].find((r) => r.querySelector('time')!.getAttribute('datetime') === date || r.querySelector('time')!.getAttribute('dateTime') === date);
    expect(row(holiday)!.textContent).toContain('Bülten yok (tatil)');
    const weekend = [...Array(21).keys()].map((i) => addDays(from, i)).find(isWeekend)!;
    expect(row(weekend)!.textContent).toContain('Bülten yok (hafta sonu)');
    expect(d.querySelector('.notice')?.textContent ?? '').not.toMatch(/örnek/);
  });

  it('names the rates in a cached page’s keys, so a new bulletin drops it here and at the CDN', async () => {
    await request(app).get(eurPage()).expect(200);
    expect(deps.pageCache.get(eurPage())?.keys).toContain(RATES_KEY);
    deps.pageCache.evict([RATES_KEY]);
    expect(deps.pageCache.get(eurPage())).toBeUndefined();
  });

  it('keeps the pages, dated, while the source is down, and says since when', async () => {
    await standIn.stop();
    const res = await request(app).get(eurPage(`?${PERIOD_QUERY[LOCALES[0]]}=90`)).expect(200);
    const main = dom(res.text).querySelector('main')!.textContent!;
    expect(main).toContain(parseBulletin(standIn.today).number);
    expect(main).toMatch(/Merkez Bankası'na ulaşamıyoruz/);
    await request(app).get('/api/rates').expect(200);
  });
});
