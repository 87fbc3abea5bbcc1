// The transfer calculator over HTTP: the page and its results in both languages, the same
// numbers from GET /api/quote, bad input answered with a 400 that names the field, the dated
// fee schedule's takeover, archive pages and JSON, and the TCMB source through its stand-in.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app.js';
import { dom } from '../helpers/html.js';
import { TcmbStandIn, bulletinXml } from '../../scripts/tcmb-stand-in.js';
import type { FrontDoor } from '../../server/app.js';

let app: FrontDoor;
// A Wednesday morning in Türkiye: weekday markups, before every cut-off.
const WEDNESDAY = new Date('2026-12-02T10:00:00+03:00');
beforeAll(async () => { ({ app } = await testApp({}, (d) => { d.now = () => WEDNESDAY; })); });

const page = async (url: string, status = 200) => {
  const res = await request(app).get(url).expect(status);
  return { res, doc: dom(res.text) };
};
const rows = (d: Document) => Object.fromEntries([...d.querySelectorAll('.calc-rows > div')].map((r) => [r.querySelector('dt')!.textContent, r.querySelector('dd')!.firstChild!.textContent]));
const robots = (d: Document) => d.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';

describe('calculator page', () => {
  it('switches language to the same result, and to the same chosen destination', async () => {
    const href = async (url: string, status?: number) => (await page(url, status)).doc.querySelector('.header-actions a.lang-switch')!.getAttribute('href');
    expect(await href('/en/transfer-calculator/?amount=1,250.50&side=send&to=de-eur-cash&date=2026-12-03')).toBe('/para-transferi-hesapla/?amount=1%2C250.50&side=send&to=de-eur-cash&date=2026-12-03');
    expect(await href('/para-transferi-hesapla/?to=gb-gbp-bank')).toBe('/en/transfer-calculator/?to=gb-gbp-bank');
    expect(await href('/para-transferi-hesapla/')).toBe('/en/transfer-calculator/');
    // The other language reads the amount as it was typed here.
    const other = await request(app).get('/para-transferi-hesapla/?amount=1%2C250.50&side=send&to=de-eur-cash&date=2026-12-03').expect(200);
    expect(rows(dom(other.text))['Gönderdiğin tutar']).toBe('1.250,50 TL');
  });

  it('titles a page with errors "Error: …", as the forms do', async () => {
    const title = async (url: string, status?: number) => (await page(url, status)).doc.querySelector('title')!.textContent;
    expect(await title('/en/transfer-calculator/?amount=abc', 400)).toMatch(/^Error: /);
    expect(await title('/para-transferi-hesapla/?amount=abc', 400)).toMatch(/^Hata: /);
    expect(await title('/en/transfer-calculator/?amount=1000')).not.toMatch(/^Error/);
  });

  it('gives the result, or instead the error summary, the id the form lands on', async () => {
    expect((await page('/en/transfer-calculator/?amount=1000&to=de-eur-bank')).doc.querySelector('#result')!.className).toBe('calc-result');
    expect((await page('/para-transferi-hesapla/?amount=abc', 400)).doc.querySelector('#sonuc')!.className).toBe('error-summary');
    expect((await page('/en/transfer-calculator/')).doc.querySelector('#result')).toBeNull();
  });

  it('reads the form\'s two linked amounts as sent without JavaScript, and fills in the other', async () => {
    const field = (d: Document, name: string) => d.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.getAttribute('value');
    // A first question in "what arrives": the lira to send, written into the other field, the page's own side and figure kept.
    const first = (await page('/en/transfer-calculator/?to=gb-gbp-bank&send=&receive=100&side=send&shown=')).doc;
    expect(first.querySelector('.calc-headline')!.textContent).toBe('The recipient gets £100.00');
    expect([field(first, 'receive'), field(first, 'side'), field(first, 'shown')]).toEqual(['100', 'receive', field(first, 'send')]);
    expect(rows(first)['You send']).toBe(`${field(first, 'send')} TL`);
    // The lira typed over: the question turns round, and the pounds are the answer.
    const again = (await page(`/en/transfer-calculator/?to=gb-gbp-bank&send=2000&receive=100&side=receive&shown=${encodeURIComponent(field(first, 'send')!)}`)).doc;
    expect(rows(again)['You send']).toBe('2,000.00 TL');
    expect(again.querySelector('.calc-headline')!.textContent).toBe(`The recipient gets £${field(again, 'receive')}`);
    // The same field twice is the amount's error, as for a result's URL.
    const twice = (await page('/en/transfer-calculator/?send=1&send=2&side=send', 400)).doc;
    expect(twice.querySelector('.error-summary a[href="#calculator-calc-send"]')!.textContent).toMatch(/once/);
  });

  it('names each destination with how it is paid, in the closed select and in the result', async () => {
    const { doc } = await page('/en/transfer-calculator/?amount=1000&to=de-eur-cash');
    const option = (id: string) => doc.querySelector(`select[name="to"] option[value="${id}"]`)!.textContent;
    expect([option('de-eur-bank'), option('de-eur-cash'), option('us-usd-cash')]).toEqual(['Germany · bank account · EUR', 'Germany · MoneyGram cash · EUR', 'United States · MoneyGram cash · USD']);
    expect(rows(doc)['Destination and delivery']).toBe('Germany · MoneyGram cash · EUR');
    const tr = dom((await request(app).get('/para-transferi-hesapla/?amount=1000&to=de-eur-bank').expect(200)).text);
    expect(rows(tr)['Nereye ve nasıl']).toBe('Almanya · banka hesabına · EUR');
  });

  it('is indexed bare, in both languages, linked from the header and listed in the sitemaps', async () => {
    for (const [url, sitemap] of [['/para-transferi-hesapla/', '/sitemap.xml'], ['/en/transfer-calculator/', '/en/sitemap.xml']] as const) {
      const { doc } = await page(url);
      expect(robots(doc)).not.toContain('noindex');
      expect(doc.querySelector(`.site-header a[href="${url}"]`), url).not.toBeNull();
      // Sent without JavaScript, the form lands on the result (or the error summary), not the page's top.
      expect(doc.querySelector('form.calc-form')!.getAttribute('action')).toBe(`${url}#${url.startsWith('/en/') ? 'result' : 'sonuc'}`);
      expect((await request(app).get(sitemap).expect(200)).text).toContain(url);
    }
  });

  it('shows a result at its own URL: fee, rates with their source, markup, amount, arrival and limits; noindex', async () => {
    const { res, doc } = await page('/para-transferi-hesapla/?amount=1.000&side=send&to=de-eur-bank&date=2026-12-02');
    expect(robots(doc)).toContain('noindex');
    expect(res.headers['cache-control']).toMatch(/^public/);
    const r = rows(doc);
    expect(r['Gönderdiğin tutar']).toBe('1.000,00 TL');
    expect(r['Ücret']).toBe('30,00 TL');
    expect(r['Referans kur']).toBe('1 EUR = 50,9637 TL');
    expect(r['Uygulanan kur']).toBe('1 EUR = 51,2185 TL');
    expect(r['Referans kura göre fark']).toBe('%0,5');
    // 970 ÷ 51.2185 = 18.938… → €18,93 (rounded down).
    expect(r['Alıcıya ulaşan tutar']).toBe('€18,93');
    expect(r['Tahmini varış']).toBe('2 Aralık 2026 – 3 Aralık 2026');
    expect(doc.querySelector('.calc-rows')!.textContent).toContain('25 Kasım 2026 15:30');
    expect(doc.querySelector('.calc-limits a')!.getAttribute('href')).toBe('/ucret-ve-limitler/#limit-tablosu');
    expect(doc.querySelector('.calc-limits')!.textContent).toContain('İşlem başına: 50.000,00 TL');
  });

  it('answers the same bytes to every visitor of a result', async () => {
    const url = '/en/transfer-calculator/?amount=250&side=receive&to=gb-gbp-bank&date=2026-12-02';
    const a = await request(app).get(url).set('Cookie', 'i18n_redirected=tr; theme=dark').set('Accept-Language', 'tr');
    const b = await request(app).get(url).set('User-Agent', 'another visitor');
    expect(a.status).toBe(200);
    expect(a.text).toBe(b.text);
    expect(rows(dom(a.text))['Recipient gets']).toBe('£250.00');
  });

  it('gives GET /api/quote exactly the figures the page renders', async () => {
    const q = 'amount=12345,67&side=send&to=jp-jpy-bank&date=2026-12-02';
    const { doc } = await page(`/para-transferi-hesapla/?${q}`);
    const api = (await request(app).get(`/api/quote?${q}&lang=tr`).expect(200)).body;
    expect(Object.fromEntries(api.result.rows.map((r: { label: string; value: string }) => [r.label, r.value]))).toEqual(rows(doc));
    expect(api.amounts).toMatchObject({ currency: 'JPY', send: '12345.67', unit: '100' });
    expect(doc.querySelector('.calc-headline')!.textContent).toBe(api.result.headline);
  });

  it('says the rate is shown in the app for a currency the Central Bank does not publish', async () => {
    const { doc } = await page('/en/transfer-calculator/?amount=1000&side=send&to=ge-gel-bank');
    expect(rows(doc)['Recipient gets']).toBe('Shown in the app');
    expect(doc.querySelector('.calc-result')!.textContent).toContain('The rate for this currency is shown in the app');
    // All limits: the English fees page's own section.
    expect(doc.querySelector('.calc-limits a')!.getAttribute('href')).toBe('/en/fees-and-limits/#limits-by-level');
  });
});

describe('calculator, bad input', () => {
  const cases: [query: string, field: string, message: RegExp][] = [
    ['amount=abc', 'amount', /figures only/],
    ['amount=0', 'amount', /more than zero/],
    ['amount=-5', 'amount', /more than zero/],
    ['amount=10.555', 'amount', /at most 2 decimal places/],
    ['amount=1e309', 'amount', /figures only/],
    [`amount=${'9'.repeat(40)}`, 'amount', /at most 50,000\.00 TL in one transfer/],
    ['amount=50000.01', 'amount', /at most 50,000\.00 TL in one transfer/],
    ['amount=25&to=de-eur-bank', 'amount', /The smallest amount you can send is 25\.\d\d TL; less does not cover the fee\./],
    ['amount=100&side=receive&to=jp-jpy-bank&amount=2', 'amount', /once/],
    ['amount=100&to=xx-xxx-bank', 'to', /destination/],
    ['amount=100&side=sideways', 'side', /amount to send or the amount the recipient gets/],
    ['amount=100&date=2026-12-01', 'date', /between today and/],
    ['amount=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'amount', /figures only/],
  ];
  for (const [query, field, message] of cases) {
    it(`${query.slice(0, 50)}: the page with the error summary and the visitor's value, 400; the API names "${field}"`, async () => {
      const { res, doc } = await page(`/en/transfer-calculator/?${query}`, 400);
      const summary = doc.querySelector('.error-summary [role="alert"]')!;
      expect(summary.textContent).toMatch(message);
      // An amount's error links to the amount typed (the side's field); a bad side to the first amount.
      const input = field === 'amount' || field === 'side' ? (query.includes('side=receive') ? 'receive' : 'send') : field;
      expect(summary.querySelector(`a[href="#calculator-calc-${input}"]`)).not.toBeNull();
      expect(res.text).not.toContain('<script>alert');
      if (field === 'amount' && !query.includes('&amount=')) expect(doc.querySelector<HTMLInputElement>('#calculator-calc-send')!.getAttribute('value')).toBe(decodeURIComponent(query.split('&')[0]!.slice(7)).slice(0, 40));
      const api = await request(app).get(`/api/quote?${query}&lang=en`).expect(400);
      expect(api.body.field).toBe(field);
      expect(api.body.message).toMatch(message);
    });
  }

  it('refuses an unknown or repeated API parameter, and never answers 500', async () => {
    expect((await request(app).get('/api/quote?amount=1&lang=de').expect(400)).body.message).toMatch(/lang/);
    expect((await request(app).get('/api/quote?amount=1&markup=0').expect(400)).body.message).toMatch(/markup/);
    for (const q of ['amount[]=1', 'to[a]=b', 'amount=%FF', 'date=2026-02-30&amount=1', 'side=send&side=receive']) {
      expect((await request(app).get(`/api/quote?${q}`)).status, q).toBe(400);
      // The page reads only its own parameters: one it does not know (amount[]) leaves the bare page.
      expect((await request(app).get(`/para-transferi-hesapla/?${q}`)).status, q).toBe(q.includes('[') ? 200 : 400);
    }
  });

  it('names the parameter it could not decode, with field and errors like every 400 of /api/quote', async () => {
    const res = await request(app).get('/api/quote?to=de-eur-bank&amount=%FF%FE').expect(400);
    expect(res.body).toMatchObject({ error: 'bad_request', field: 'amount', errors: [{ field: 'amount', message: expect.stringContaining('amount') }] });
    // A name that cannot be read is the whole request's problem: no field is named.
    const whole = await request(app).get('/api/quote?%FF=1').expect(400);
    expect(whole.body.field).toBeUndefined();
  });
});

describe('dated fee schedule', () => {
  it('refuses a day that does not exist (2026-11-31) with a 400 naming date, never a rolled-over quote', async () => {
    const { app: nov } = await testApp({}, (d) => { d.now = () => new Date('2026-11-20T10:00:00+03:00'); });
    for (const date of ['2026-11-31', '2027-02-29', '2026-13-01', '2026-12-00']) {
      const res = await request(nov).get(`/api/quote?amount=100&to=de-eur-bank&date=${date}&lang=en`);
      expect(res.status, date).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field), date).toContain('date');
    }
    expect((await request(nov).get('/para-transferi-hesapla/?amount=100&to=de-eur-bank&date=2026-11-31')).status).toBe(400);
    expect((await request(nov).get('/api/quote?amount=100&to=de-eur-bank&date=2026-11-30&lang=en')).status).toBe(200);
  });

  it('shows the coming schedule beside the current one, and takes over at its moment', async () => {
    const { app: before } = await testApp({}, (d) => { d.now = () => new Date('2026-12-31T23:59:00+03:00'); });
    const { app: after } = await testApp({}, (d) => { d.now = () => new Date('2027-01-01T00:00:00+03:00'); });
    const usaRow = (d: Document) => [...d.querySelectorAll('#yurt-disi-transfer tbody tr')].find((r) => r.textContent!.includes('ABD'))!.textContent!;
    const b = dom((await request(before).get('/ucret-ve-limitler/').expect(200)).text);
    expect(usaRow(b)).toContain('45 TL + işlem tutarı üzerinden %0,9');
    expect(usaRow(b)).toContain('1 Ocak 2027 itibarıyla: 40 TL');
    expect(b.querySelector('#transfer-tarifesi')!.textContent).toContain('1 Ocak 2026 tarihinden beri geçerli');
    const a = dom((await request(after).get('/ucret-ve-limitler/').expect(200)).text);
    expect(usaRow(a)).not.toContain('itibarıyla');
    expect(a.querySelector('#transfer-tarifesi')!.textContent).toContain('1 Ocak 2027 tarihinden beri geçerli');
    // The earlier schedule now has its own page.
    expect(a.querySelector('#transfer-tarifesi a[href="/ucret-ve-limitler/arsiv/2026-01-01/"]')).not.toBeNull();
  });

  it('quotes with the schedule in force on the send date', async () => {
    const { app: dec31 } = await testApp({}, (d) => { d.now = () => new Date('2026-12-31T10:00:00+03:00'); });
    const fee = async (date: string) => (await request(dec31).get(`/api/quote?amount=1000&to=us-usd-bank&date=${date}&lang=en`).expect(200)).body.amounts.fee;
    expect(await fee('2026-12-31')).toBe('54.00'); // 45 + 0.9 %
    expect(await fee('2027-01-04')).toBe('48.00'); // 40 + 0.8 %
  });

  it('keeps earlier schedules readable on dated pages and as JSON', async () => {
    for (const url of ['/ucret-ve-limitler/arsiv/2025-07-01/', '/en/fees-and-limits/archive/2025-07-01/']) {
      const { doc } = await page(url);
      expect(doc.querySelector('h1')!.textContent).toMatch(/1 Temmuz 2025|1 July 2025/);
      expect(doc.querySelector('main')!.textContent).toMatch(/30 TL \+ (işlem tutarı üzerinden %0,6|0\.6% of the amount)/);
    }
    const list = (await request(app).get('/api/fee-schedules').expect(200)).body;
    expect(list.schedules.map((s: { validFrom: string }) => s.validFrom)).toEqual(['2025-07-01', '2026-01-01', '2027-01-01']);
    const old = (await request(app).get('/api/fee-schedules/2025-07-01').expect(200)).body;
    expect(old.fees.find((f: { id: string }) => f.id === 'international.europe')).toMatchObject({ amount: 30, percent: 0.6 });
    const unknown = await request(app).get('/api/fee-schedules/2024-01-01').expect(404);
    expect(unknown.body).toMatchObject({ error: 'not_found', message: expect.stringContaining('/api/fee-schedules') });
    // The schedule in force has its page too; a date that starts none is still a 404.
    expect((await page('/en/fees-and-limits/archive/2026-01-01/')).doc.querySelector('.lead')!.textContent).toBe('This schedule has been in force since 1 January 2026.');
    await request(app).get('/ucret-ve-limitler/arsiv/2026-01-02/').expect(404);
  });

  it('lists every schedule on the archive index, with the days each applied, inclusive', async () => {
    const { doc } = await page('/en/fees-and-limits/archive/');
    const items = [...doc.querySelectorAll('.archive-list li')].map((li) => [li.querySelector('a')!.getAttribute('href'), li.textContent]);
    expect(items).toEqual([
      ['/en/fees-and-limits/', "1 January 2027 – coming, shown beside today's on the fees page"],
      ['/en/fees-and-limits/archive/2026-01-01/', '1 January 2026 – in force today'],
      ['/en/fees-and-limits/archive/2025-07-01/', '1 July 2025 – 31 December 2025 inclusive'],
    ]);
    const old = (await page('/ucret-ve-limitler/arsiv/2025-07-01/')).doc.querySelector('.lead')!.textContent;
    expect(old).toBe('Bu tarife 1 Temmuz 2025 ile 31 Aralık 2025 (bu gün dahil) arasında geçerliydi; 1 Ocak 2026 tarihinde yenisi başladı.');
    const sitemap = (await request(app).get('/sitemap.xml').expect(200)).text;
    expect(sitemap).toContain('/ucret-ve-limitler/arsiv/</loc>');
    expect(sitemap).toContain('/ucret-ve-limitler/arsiv/2025-07-01/</loc>');
    // The schedule in force is indexed on the fees page; its dated page is not a second copy for search engines.
    expect(sitemap).not.toContain('/ucret-ve-limitler/arsiv/2026-01-01/');
    expect(robots((await page('/ucret-ve-limitler/arsiv/2026-01-01/')).doc)).toContain('noindex');
    expect(robots((await page('/ucret-ve-limitler/arsiv/2025-07-01/')).doc)).not.toContain('noindex');
  });
});

describe('calculator with RATES_SOURCE=tcmb (the stand-in)', () => {
  let standIn: TcmbStandIn;
  beforeAll(async () => {
    standIn = await new TcmbStandIn(bulletinXml('2026-12-04', '2026/231', [{ code: 'EUR', buying: '49.9000', selling: '50.0000' }])).start();
  });
  afterAll(() => standIn.stop());
  const tcmb = () => ({ source: 'tcmb' as const, url: standIn.url, timeoutMs: 1500, freshMs: 60_000, staleWhileRevalidateMs: 60_000, staleIfErrorMs: 86_400_000 });

  it("on a Saturday quotes Friday's bulletin and says its date", async () => {
    const { app: sat } = await testApp({ rates: tcmb() }, (d) => { d.now = () => new Date('2026-12-05T11:00:00+03:00'); });
    const { doc } = await (async () => { const res = await request(sat).get('/en/transfer-calculator/?amount=1000&to=de-eur-bank').expect(200); return { doc: dom(res.text) }; })();
    expect(rows(doc)['Reference rate']).toBe('1 EUR = 50.0000 TL');
    // Saturday: the weekend markup (1 %) on the 4 December bulletin.
    expect(rows(doc)['Rate applied']).toBe('1 EUR = 50.5000 TL');
    expect(doc.querySelector('.calc-result')!.textContent).toContain('No bulletin is published at weekends; the rate is from the last one, of 4 December 2026.');
  });

  const notes = async (now: string, query = 'amount=1000&to=de-eur-bank') => {
    const { app: at } = await testApp({ rates: tcmb() }, (d) => { d.now = () => new Date(now); });
    const res = await request(at).get(`/api/quote?lang=en&${query}`).expect(200);
    return (res.body.result.notes as string[]).join(' ');
  };

  it('gives the true reason for an older bulletin: before 15:30, a holiday, or the source down since a time', async () => {
    // Monday 7 December, 10:00: Friday's bulletin is the newest there is.
    expect(await notes('2026-12-07T10:00:00+03:00')).toContain("Today's bulletin comes out at 15:30 Türkiye time; until then the rate is from the bulletin of 4 December 2026.");
    // Monday 16:00: Monday's is due, but the source still serves Friday's.
    const { app: late } = await testApp({ rates: { ...tcmb(), freshMs: 1, staleWhileRevalidateMs: 0 } }, (d) => { d.now = () => new Date('2026-12-07T16:00:00+03:00'); });
    const said = async () => ((await request(late).get('/api/quote?lang=en&amount=1000&to=de-eur-bank').expect(200)).body.result.notes as string[]).join(' ');
    expect(await said()).toContain("The Central Bank's new bulletin has not been read yet; the rate is from the bulletin of 4 December 2026.");
    // Then the source fails: the last good figure stays, and the note says since when.
    standIn.fault = { kind: 'status', status: 503 };
    try {
      await new Promise((r) => setTimeout(r, 5));
      expect(await said()).toMatch(/^The Central Bank has not answered since \d+ \w+ \d{4} \d\d:\d\d; the rate is from the last bulletin we could read, of 4 December 2026\./);
    } finally {
      standIn.fault = { kind: 'none' };
    }
  });

  it('says that a later send date gets the rate of that day', async () => {
    expect(await notes('2026-12-04T16:00:00+03:00', 'amount=1000&to=de-eur-bank&date=2026-12-10')).toContain("The rate is set on the day you send, from that day's bulletin; this uses today's.");
    expect(await notes('2026-12-04T16:00:00+03:00')).toBe('');
  });

  it('answers a result, never a 500, when the source breaks, with the last good rates', async () => {
    const { app: live } = await testApp({ rates: tcmb() }, (d) => { d.now = () => WEDNESDAY; });
    await request(live).get('/api/quote?amount=1000&to=de-eur-bank').expect(200);
    standIn.fault = { kind: 'status', status: 503 };
    const res = await request(live).get('/api/quote?amount=1000&to=de-eur-bank').expect(200);
    expect(res.body.amounts.referenceRate).toBe('50.0000');
    standIn.fault = { kind: 'none' };
  });
});

describe('one markup everywhere', () => {
  it("the fees table's markups are the result's, for every destination, weekdays and weekends", async () => {
    const { current } = (await request(app).get('/api/fee-schedules').expect(200)).body;
    const { corridors } = (await request(app).get(`/api/fee-schedules/${current}`).expect(200)).body as { corridors: { id: string; markup?: unknown }[] };
    const table = [...dom((await request(app).get('/en/fees-and-limits/').expect(200)).text).querySelectorAll('#transfer-fees tbody tr')]
      .map((r) => [...r.children].map((c) => c.firstChild!.textContent!.trim()));
    expect(table).toHaveLength(corridors.length);
    const { app: saturday } = await testApp({}, (d) => { d.now = () => new Date('2026-12-05T11:00:00+03:00'); });
    let compared = 0;
    for (const [i, c] of corridors.entries()) {
      if (!c.markup) continue;
      for (const [at, column] of [[app, 2], [saturday, 3]] as const) {
        const res = await request(at).get(`/api/quote?lang=en&amount=5000&to=${c.id}`).expect(200);
        const row = (res.body.result.rows as { label: string; value: string }[]).find((r) => r.label === 'Markup over the reference rate');
        if (!row) continue; // a currency without a bulletin rate: the app shows it
        expect(row.value, c.id).toBe(table[i]![column]);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(30);
  });

  it('says what rounding the rate makes of a markup on a small rate, and the total cost in lira', async () => {
    const res = await request(app).get('/api/quote?lang=en&amount=5000&to=pk-pkr-cash').expect(200);
    const rows = Object.fromEntries((res.body.result.rows as { label: string; value: string; note?: string }[]).map((r) => [r.label, r]));
    expect(rows['Markup over the reference rate']!.value).toBe('1.5%');
    expect(rows['Markup over the reference rate']!.note).toMatch(/^Weekday markup\. With the rate rounded to four decimals, in effect 1\.\d\d%\.$/);
    expect(res.body.amounts).toMatchObject({ markupPercent: '1.50', effectiveMarkupPercent: expect.not.stringMatching(/^1\.50$/) });
    const fee = Number(res.body.amounts.fee);
    const total = rows['Total cost']!;
    const markup = Number(/markup (?:TRY |₺)?([\d,.]+)/.exec(total.note!)![1]!.replace(/,/g, ''));
    expect(Number(total.value.replace(/[^\d.]/g, ''))).toBeCloseTo(fee + markup, 2);
    expect(res.body.result.next).toEqual({ text: 'You complete the transfer in the app.', label: 'Send in the app', url: '#qr' });
  });
});

describe('calculator on the embedded rates', () => {
  it('labels them as the sample they are, with their date', async () => {
    const res = await request(app).get('/api/quote?lang=en&amount=1000&to=de-eur-bank').expect(200);
    expect(res.body.result.notes.join(' ')).toMatch(/^Sample rates, from the Central Bank's bulletin of \d+ \w+ \d{4}\. The app shows the rate on the day you send\./);
    const tr = await request(app).get('/api/quote?lang=tr&amount=1000&to=de-eur-bank').expect(200);
    expect(tr.body.result.notes[0]).toMatch(/^Örnek kurlar: /);
  });
});

describe('calculator in site search', () => {
  it('comes first, once, for the curated words for rates, and "kurum" still finds the institutions', async () => {
    const paths = async (q: string, lang: string) => ((await request(app).get('/api/search').query({ q, lang, limit: 10 }).expect(200)).body.results as { path: string }[]).map((r) => r.path.split('#')[0]);
    for (const [q, lang, path] of [['kur', 'tr', '/para-transferi-hesapla/'], ['rate', 'en', '/en/transfer-calculator/']] as const) {
      const found = await paths(q, lang);
      expect(found[0], q).toBe(path);
      expect(found.filter((p) => p === path), q).toHaveLength(1);
    }
    expect((await paths('kurum', 'tr'))[0]).toBe('/anlasmali-kurumlar/');
  });

  it('is found by hesapla, kur, ne kadar, calculator and rate', async () => {
    for (const [q, lang, path] of [['hesapla', 'tr', '/para-transferi-hesapla/'], ['kur', 'tr', '/para-transferi-hesapla/'], ['ne kadar', 'tr', '/para-transferi-hesapla/'], ['calculator', 'en', '/en/transfer-calculator/'], ['rate', 'en', '/en/transfer-calculator/']]) {
      const { results } = (await request(app).get('/api/search').query({ q, lang, limit: 3 }).expect(200)).body;
      expect(results.map((r: { path: string }) => r.path), q).toContain(path);
    }
  });
});
