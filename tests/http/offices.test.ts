// The offices page: the city/district filter in both languages without JavaScript, a readable
// 400 for values it does not know, "open now" in Türkiye's time that no cache keeps past a
// change, and structured data for each office shown.
import { describe, it, expect } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app.js';
import { dom } from '../helpers/html.js';

const TR = '/temsilciliklerimiz/';
const EN = '/en/our-representative-offices/';
// 2026-11-23 is a Monday; times in Türkiye.
const MONDAY_NOON = new Date('2026-11-23T12:00:00+03:00');

async function app(now = MONDAY_NOON) {
  return (await testApp({}, (d) => (d.now = () => now))).app;
}
const cards = (doc: Document) => [...doc.querySelectorAll('.office-card')];
const cardIds = (doc: Document) => cards(doc).map((c) => c.id);
const statusOf = (doc: Document, id: string) => doc.getElementById(id)?.querySelector('.office-status')?.textContent;
const optionValues = (doc: Document, id: string) => [...doc.querySelectorAll(`#${id} option`)].map((o) => o.getAttribute('value'));
const jsonLd = (doc: Document) => [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!) as Record<string, unknown>);

describe('offices filter', () => {
  it('lists every office with its count, tel: link, maps link and status; the city select names each city once', async () => {
    const doc = dom((await request(await app()).get(TR).expect(200)).text);
    expect(cards(doc)).toHaveLength(33);
    expect(doc.querySelector('.result-count')?.textContent).toContain('15 ilde 33 temsilcilik');
    expect(optionValues(doc, 'office-city')).toHaveLength(16);
    // Without a city, every district is offered under its city.
    expect(doc.querySelectorAll('#office-district optgroup')).toHaveLength(15);
    const kadikoy = doc.getElementById('kadikoy-merkez')!;
    expect(kadikoy.querySelector('h3 a')?.getAttribute('href')).toBe(`${TR}#kadikoy-merkez`);
    expect(kadikoy.querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe('tel:+902160002740');
    expect(kadikoy.querySelector('a[href^="https://www.google.com/maps/search/"]')).not.toBeNull();
    expect(kadikoy.textContent).toContain('Pazartesi–Cumartesi 09:00–20:00');
    expect(kadikoy.textContent).toContain('MoneyGram ile para alma');
    // Sorted by city in the Turkish alphabet: Adana first, İstanbul before İzmir.
    const cities = cards(doc).map((c) => c.querySelector('.meta')!.textContent!.split('/ ')[1]);
    expect(cities[0]).toBe('Adana');
    expect(cities.lastIndexOf('İstanbul')).toBeLessThan(cities.indexOf('İzmir'));
  });

  it('filters by city, then by district, in Turkish (il, ilce) and English (city, district)', async () => {
    const a = await app();
    const city = dom((await request(a).get(`${TR}?il=izmir`).expect(200)).text);
    expect(cardIds(city).sort()).toEqual(['izmir-alsancak', 'izmir-bornova', 'izmir-karsiyaka']);
    expect(city.querySelector('.result-count')?.textContent).toContain('33 temsilcilikten 3 tanesi gösteriliyor');
    // The district select now lists that city's districts only, and the city stays selected.
    expect(optionValues(city, 'office-district')).toEqual(['', 'bornova', 'karsiyaka', 'konak']);
    expect(city.querySelector('#office-city option[selected]')?.getAttribute('value')).toBe('izmir');
    const district = dom((await request(a).get(`${TR}?il=istanbul&ilce=kadikoy`).expect(200)).text);
    expect(cardIds(district)).toEqual(['kadikoy-merkez']);
    const en = dom((await request(a).get(`${EN}?city=ankara&district=cankaya`).expect(200)).text);
    expect(cardIds(en)).toEqual(['ankara-kizilay']);
    expect(en.querySelector('#ankara-kizilay h3')?.textContent).toBe('Kızılay Office');
    expect(en.querySelector('.result-count')?.textContent).toContain('Showing 1 of 33 offices');
    expect(en.querySelector('form.place-filter select[name="city"]')).not.toBeNull();
    // The other language's parameter names are not this page's: the full list.
    expect(cards(dom((await request(a).get(`${EN}?il=ankara`).expect(200)).text))).toHaveLength(33);
  });

  it('answers a city or district it does not know with a 400 and a message, never a 500', async () => {
    const a = await app();
    for (const [path, message] of [
      [`${TR}?il=atlantis`, 'Bu ilde temsilciliğimiz yok'],
      [`${TR}?ilce=hicbir-yer`, 'Bu ilçede temsilciliğimiz yok'],
      [`${TR}?il=ankara&il=izmir`, 'Filtre değerleri anlaşılamadı'],
      [`${EN}?city=atlantis`, 'We have no office in that city'],
    ] as const) {
      const res = await request(a).get(path);
      expect(res.status, path).toBe(400);
      const doc = dom(res.text);
      expect(doc.querySelector('.filter-problem')?.textContent, path).toContain(message);
      expect(cards(doc), path).toHaveLength(33);
    }
  });

  it('a district left over from another city shows the whole new city, with a note', async () => {
    const res = await request(await app()).get(`${TR}?il=ankara&ilce=kadikoy`).expect(200);
    const doc = dom(res.text);
    expect(cardIds(doc).sort()).toEqual(['ankara-kecioren', 'ankara-kizilay', 'ankara-ulus']);
    expect(doc.querySelector('.filter-note')?.textContent).toContain('ilin tüm temsilciliklerini');
  });

  it('a filtered answer is never the cached page, and the cached page never answers a filter', async () => {
    const a = await app();
    expect(cards(dom((await request(a).get(`${TR}?il=bursa`)).text))).toHaveLength(2);
    expect(cards(dom((await request(a).get(TR)).text))).toHaveLength(33);
    expect(cards(dom((await request(a).get(`${TR}?il=bursa`)).text))).toHaveLength(2);
    // Tracking parameters still get the cached page.
    expect(cards(dom((await request(a).get(`${TR}?utm_source=x`)).text))).toHaveLength(33);
  });
});

describe('open now, in Türkiye time', () => {
  it('says closed with the opening time before opening, open with the closing time after, and when it opens on Monday after Saturday', async () => {
    // Kadıköy: Monday to Saturday 09:00–20:00.
    const before = dom((await request(await app(new Date('2026-11-23T08:59:00+03:00'))).get(TR)).text);
    expect(statusOf(before, 'kadikoy-merkez')).toBe('Şu an kapalı · Açılış 09:00');
    const open = dom((await request(await app(new Date('2026-11-23T09:00:00+03:00'))).get(TR)).text);
    expect(statusOf(open, 'kadikoy-merkez')).toBe('Şu an açık · Kapanış 20:00');
    const evening = dom((await request(await app(new Date('2026-11-23T20:00:00+03:00'))).get(EN)).text);
    expect(statusOf(evening, 'kadikoy-merkez')).toBe('Closed now · opens tomorrow at 09:00');
    const saturdayNight = dom((await request(await app(new Date('2026-11-28T21:00:00+03:00'))).get(TR)).text);
    expect(statusOf(saturdayNight, 'kadikoy-merkez')).toBe('Şu an kapalı · Açılış pazartesi 09:00');
    // Üsküdar opens every day 10:00–22:00: open on Sunday.
    expect(statusOf(dom((await request(await app(new Date('2026-11-29T12:00:00+03:00'))).get(TR)).text), 'uskudar-meydan')).toBe('Şu an açık · Kapanış 22:00');
  });

  it('the cached page and the CDN copy let go at the next opening or closing, so no status is stale', async () => {
    let now = new Date('2026-11-23T08:58:00+03:00');
    const { app: a } = await testApp({}, (d) => (d.now = () => now));
    const first = await request(a).get(TR);
    // The next change on the page is 09:00 (several offices open then): two minutes away.
    expect(first.headers['cache-control']).toMatch(/s-maxage=120\b/);
    expect(statusOf(dom(first.text), 'kadikoy-merkez')).toContain('Şu an kapalı');
    now = new Date('2026-11-23T08:59:00+03:00');
    const cached = await request(a).get(TR);
    expect(cached.headers['cache-control']).toMatch(/s-maxage=60\b/);
    expect(cached.headers['server-timing'], 'answered from the page cache').toBeUndefined();
    // One second past 09:00 by the site's clock, though only milliseconds passed for the process.
    now = new Date('2026-11-23T09:00:01+03:00');
    const after = await request(a).get(TR);
    expect(statusOf(dom(after.text), 'kadikoy-merkez')).toBe('Şu an açık · Kapanış 20:00');
    // A filtered answer carries the same limit for shared caches.
    now = new Date('2026-11-23T19:59:00+03:00');
    expect((await request(a).get(`${TR}?il=istanbul&ilce=kadikoy`)).headers['cache-control']).toMatch(/s-maxage=60\b/);
  });
});

describe('office structured data', () => {
  it('each office shown is a FinancialService with address, phone, hours, position and the company', async () => {
    const a = await app();
    const all = jsonLd(dom((await request(a).get(TR)).text)).filter((d) => d['@type'] === 'FinancialService');
    expect(all).toHaveLength(33);
    const kadikoy = all.find((d) => d.name === 'Kadıköy Merkez Temsilciliği')!;
    expect(kadikoy).toMatchObject({
      '@context': 'https://schema.org', telephone: '+902160002740', url: expect.stringMatching(/\/temsilciliklerimiz\/#kadikoy-merkez$/),
      address: { '@type': 'PostalAddress', addressLocality: 'Kadıköy', addressRegion: 'İstanbul', postalCode: '34710', addressCountry: 'TR' },
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', opens: '09:00', closes: '20:00', dayOfWeek: expect.arrayContaining(['https://schema.org/Monday', 'https://schema.org/Saturday']) }],
      geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
      parentOrganization: { '@type': 'Organization', name: 'Unilira' },
    });
    expect((kadikoy.openingHoursSpecification as { dayOfWeek: string[] }[])[0]!.dayOfWeek).not.toContain('https://schema.org/Sunday');
    const en = jsonLd(dom((await request(a).get(`${EN}?city=trabzon`)).text)).filter((d) => d['@type'] === 'FinancialService');
    expect(en.map((d) => d.name)).toEqual(['Trabzon Square Office']);
  });
});
