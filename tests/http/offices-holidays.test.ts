// Offices on Türkiye's public holidays (content/data/holidays.json): closed all day on a
// holiday and from 13:00 on its eve, saying which holiday; the cached page lets go when that
// changes; and the structured data announces the closures ahead.
import { describe, it, expect } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app.js';
import { dom } from '../helpers/html.js';

const TR = '/temsilciliklerimiz/';
const EN = '/en/our-representative-offices/';
const at = (local: string) => new Date(`${local}+03:00`);
const page = async (now: Date, url = TR) => {
  const { app } = await testApp({}, (d) => (d.now = () => now));
  return dom((await request(app).get(url).expect(200)).text);
};
// Kadıköy: Monday to Saturday 09:00–20:00. 29 October 2026, Republic Day, is a Thursday.
const kadikoy = (doc: Document) => doc.getElementById('kadikoy-merkez')?.querySelector('.office-status')?.textContent;

describe('offices on public holidays', () => {
  it('is closed on Republic Day and says so in both languages; open again the day after', async () => {
    expect(kadikoy(await page(at('2026-10-29T11:00:00')))).toBe('Bugün resmî tatil (Cumhuriyet Bayramı) · Açılış yarın 09:00');
    expect(kadikoy(await page(at('2026-10-29T11:00:00'), EN))).toBe('Closed today: Republic Day · opens tomorrow at 09:00');
    expect(kadikoy(await page(at('2026-10-30T11:00:00')))).toBe('Şu an açık · Kapanış 20:00');
  });

  it('closes at 13:00 on the eve and is closed that afternoon, opening after the holiday', async () => {
    expect(kadikoy(await page(at('2026-10-28T12:30:00')))).toBe('Şu an açık · Kapanış 13:00 (Cumhuriyet Bayramı arifesi)');
    expect(kadikoy(await page(at('2026-10-28T15:00:00')))).toBe('Bugün öğleden sonra resmî tatil (Cumhuriyet Bayramı arifesi) · Açılış cuma 09:00');
    expect(kadikoy(await page(at('2026-10-28T15:00:00'), EN))).toBe('Closed this afternoon: Eve of Republic Day · opens Friday at 09:00');
    // After Kurban Bayramı eve the next opening is more than a week of holidays and a Sunday away: Monday 1 June.
    expect(kadikoy(await page(at('2026-05-26T14:00:00')))).toBe('Bugün öğleden sonra resmî tatil (Kurban Bayramı arifesi) · Açılış pazartesi 09:00');
  });

  it('lets the cached page go at 13:00 on the eve and at midnight before the holiday', async () => {
    let now = at('2026-10-28T12:58:00');
    const { app } = await testApp({}, (d) => (d.now = () => now));
    const first = await request(app).get(TR);
    expect(first.headers['cache-control']).toMatch(/s-maxage=120\b/);
    now = at('2026-10-28T13:00:01');
    expect(kadikoy(dom((await request(app).get(TR)).text))).toContain('Bugün öğleden sonra resmî tatil');
    // Closed until after the holiday: the page still changes at midnight, when the holiday begins.
    now = at('2026-10-28T23:58:30');
    expect((await request(app).get(`${TR}?il=istanbul&ilce=kadikoy`)).headers['cache-control']).toMatch(/s-maxage=90\b/);
    now = at('2026-10-29T00:00:01');
    expect(kadikoy(dom((await request(app).get(TR)).text))).toBe('Bugün resmî tatil (Cumhuriyet Bayramı) · Açılış yarın 09:00');
  });

  it('gives each office the coming holidays as special opening hours in its structured data', async () => {
    const doc = await page(at('2026-10-20T12:00:00'), EN);
    const office = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!))
      .find((d) => d['@type'] === 'FinancialService' && String(d.url).endsWith('#kadikoy-merkez'));
    expect(office.specialOpeningHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', name: 'Eve of Republic Day', validFrom: '2026-10-28', validThrough: '2026-10-28', opens: '09:00', closes: '13:00' },
      { '@type': 'OpeningHoursSpecification', name: 'Republic Day', validFrom: '2026-10-29', validThrough: '2026-10-29', opens: '00:00', closes: '00:00' },
    ]);
  });
});
