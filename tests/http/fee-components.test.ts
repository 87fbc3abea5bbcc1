// The fee callout, the card comparison and the safeguarding section: their figures come from
// content/data/fees.json like every other fee on the site.
import { describe, it, expect, beforeAll } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app.js';
import { dom } from '../helpers/html.js';
import type { FrontDoor } from '../../server/app.js';

let app: FrontDoor;
beforeAll(async () => { ({ app } = await testApp()); });
const cells = (d: Document, sel: string) => [...d.querySelectorAll(`${sel} tbody tr`)].map((r) => [...r.children].map((c) => c.textContent!.trim()));

describe('fee components', () => {
  it('shows the free IBAN transfer as a large "0 TL" with what it is for', async () => {
    const d = dom((await request(app).get('/ucretsiz-para-transferi/').expect(200)).text);
    expect(d.querySelector('.fee-callout-figure strong')!.textContent).toBe('0 TL');
    expect(d.querySelector('.fee-callout-figure span')!.textContent).toContain('IBAN');
    expect(d.querySelector('.fee-callout a[href="/ucret-ve-limitler/"]')).not.toBeNull();
  });

  it('compares the three cards with fees and limits from the schedule, in both languages', async () => {
    for (const [url, id, l] of [['/on-odemeli-kart/', 'kart-karsilastirma', 'tr'], ['/en/virtual-card/', 'compare-cards', 'en']] as const) {
      const d = dom((await request(app).get(url).expect(200)).text);
      const head = [...d.querySelectorAll(`#${id} thead th`)].map((t) => t.textContent);
      expect(head.slice(1), url).toEqual(l === 'tr' ? ['Ön ödemeli kart', 'Sanal kart', 'TROY kart'] : ['Prepaid card', 'Virtual card', 'TROY card']);
      const rows = cells(d, `#${id}`);
      expect(rows[0]!.slice(1)).toEqual(l === 'tr' ? ['100 TL', 'Ücretsiz', '100 TL'] : ['100 TL', 'Free', '100 TL']);
      expect(rows.find((r) => r[0]!.includes(l === 'tr' ? 'Günlük' : 'Daily'))!.slice(1)).toEqual(Array(3).fill(l === 'tr' ? '75.000 TL' : '75,000 TL'));
      // Each value names its column for the phone layout.
      expect([...d.querySelectorAll(`#${id} tbody tr:first-child td`)].map((c) => c.getAttribute('data-label'))).toEqual(head.slice(1));
    }
  });

  it('gives international transfer fees per destination on the international transfer page, not "it depends"', async () => {
    const d = dom((await request(app).get('/yurt-disi-para-transferi/').expect(200)).text);
    const rows = cells(d, '#ucretler');
    expect(rows.map((r) => r[0])).toEqual(['Avrupa (EUR, SEPA ülkeleri)', 'Birleşik Krallık (GBP)', 'ABD (USD)', 'diğer ülkeler (USD veya EUR)', 'MoneyGram ile nakit teslim'].map((x) => `Yurt dışı transfer: ${x}`));
    expect(rows[0]![1]).toBe('25 TL + işlem tutarı üzerinden %0,5');
    expect(d.querySelector('main')!.textContent).not.toContain('göre değişir. Uygulanacak');
  });

  it('explains how customer funds are safeguarded on the fees page', async () => {
    const d = dom((await request(app).get('/en/fees-and-limits/').expect(200)).text);
    const s = d.querySelector('#safeguarding')!.textContent!;
    expect(s).toContain('safeguarding account');
    expect(s).toContain("never mixed with the company's own funds");
  });
});
