// Fee and limit tables, and the figures in article and FAQ text, come from content/data/fees.json:
// change a fee there and every page that shows it changes.
import { describe, it, expect, beforeAll } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { testApp, SITE_URL } from '../helpers/app.js';
import { dom } from '../helpers/html.js';
import type { FrontDoor } from '../../server/app.js';

const fees = JSON.parse(readFileSync('content/data/fees.json', 'utf8'));
const rows = (d: Document, sel: string) => [...d.querySelectorAll(`${sel} tbody tr`)].map((r) => [...r.children].map((c) => c.textContent!.trim()));

let app: FrontDoor;
beforeAll(async () => { ({ app } = await testApp()); });

describe('fees and limits from one source', () => {
  it('lists every card fee of the schedule, in both languages, with the schedule note', async () => {
    const ids = { tr: { cards: '#kartlar', international: '#yurt-disi-transfer' }, en: { cards: '#card-fees', international: '#international-transfer-fees' } };
    for (const [url, l] of [['/ucret-ve-limitler/', 'tr'], ['/en/fees-and-limits/', 'en']] as const) {
      const d = dom((await request(app).get(url).expect(200)).text);
      const cards = rows(d, ids[l].cards);
      const expected = fees.fees.filter((f: { product: string }) => f.product === 'cards');
      expect(cards.map((r) => r[0])).toEqual(expected.map((f: { label: Record<string, string> }) => f.label[l]));
      expect(cards.find((r) => r[0] === expected.find((f: { id: string }) => f.id === 'cards.physical').label[l])![1]).toBe('100 TL');
      expect(cards.find((r) => r[0]!.includes(l === 'tr' ? 'Yurt dışı ATM' : 'ATMs abroad'))![1]).toBe(l === 'tr' ? '50 TL + işlem tutarı üzerinden %1,5' : '50 TL + 1.5% of the amount');
      expect(d.querySelector(`${ids[l].cards} .note`)!.textContent).toContain(fees.note[l]);
      // International transfer fees by destination (and MoneyGram cash pickup), no longer "varies by country".
      expect(rows(d, ids[l].international)).toHaveLength(fees.fees.filter((f: { product: string }) => f.product === 'international').length);
      expect(rows(d, ids[l].international)[0]![1]).toContain(l === 'tr' ? '%0,5' : '0.5%');
    }
  });

  it('prints no placeholder under the tables: the figures are confirmed in content, not on the page', async () => {
    for (const url of ['/ucret-ve-limitler/', '/en/fees-and-limits/', '/', '/en/']) {
      const text = dom((await request(app).get(url).expect(200)).text).querySelector('main')!.textContent!;
      expect(text, url).not.toMatch(/illustrative|örnek amaçlı|confirmed by the company|şirketçe onaylanır/i);
    }
  });

  it('links each destination to the calculator with it chosen, and a jump list to each row', async () => {
    for (const [url, calc] of [['/ucret-ve-limitler/', '/para-transferi-hesapla/'], ['/en/fees-and-limits/', '/en/transfer-calculator/']] as const) {
      const d = dom((await request(app).get(url).expect(200)).text);
      const table = d.querySelector('.corridor-table')!;
      const rowsIn = [...table.querySelectorAll('tbody tr')];
      const links = rowsIn.map((r) => r.querySelector('th a')!.getAttribute('href')!);
      expect(links.every((h) => h.startsWith(`${calc}?to=`)), url).toBe(true);
      const jumps = [...table.querySelectorAll('.jump-list a')].map((a) => a.getAttribute('href')!.slice(1));
      expect(jumps).toEqual(rowsIn.map((r) => r.id));
      // The link opens the calculator with that destination chosen and nothing asked yet: no errors, not indexed.
      const target = new URL(links.find((h) => h.includes('de-eur-cash'))!, SITE_URL);
      const page = await request(app).get(target.pathname + target.search).expect(200);
      const c = dom(page.text);
      expect(c.querySelector('select[name="to"] option[selected]')?.getAttribute('value') ?? c.querySelector('select[name="to"]')!.getAttribute('value')).toBe('de-eur-cash');
      expect(c.querySelector('.error-summary')).toBeNull();
      expect(c.querySelector('meta[name="robots"]')!.getAttribute('content')).toContain('noindex');
      expect(c.getElementById(target.hash.slice(1))).not.toBeNull();
    }
  });

  it('says when a transfer arrives in words: the same or the next business day, never "0–1 business days"', async () => {
    for (const [url, id, words] of [['/ucret-ve-limitler/', '#transfer-tarifesi', 'Aynı gün ya da ertesi iş günü (kesim saati 15:00, Türkiye saati)'], ['/en/fees-and-limits/', '#transfer-fees', 'The same or the next business day (cut-off 15:00 Türkiye time)']]) {
      const d = dom((await request(app).get(url!).expect(200)).text);
      const germany = rows(d, id!).find((r) => /^(Germany|Almanya) · EUR(Bank|Banka)/.test(r[0]!))!; // destination and method share the first cell
      expect(germany.at(-1), url).toBe(words);
      expect(d.querySelector(id!)!.textContent, url).not.toMatch(/\b0–1\b/);
    }
  });

  it('shows the limits per verification tier, with "not available" where a tier cannot use a service', async () => {
    const d = dom((await request(app).get('/en/fees-and-limits/').expect(200)).text);
    expect([...d.querySelectorAll('#limits-by-level thead th')].map((t) => t.textContent)).toEqual(['Limit', 'Basic account', 'Verified account']);
    const iban = rows(d, '#limits-by-level').find((r) => r[0] === 'Transfers to IBANs, per day')!;
    expect(iban.slice(1)).toEqual(['Not available', '150,000 TL']);
    // On phones each value carries its column's name.
    expect(d.querySelector('#limits-by-level td')!.getAttribute('data-label')).toBe('Basic account');
    expect(d.querySelector('#limits')!.textContent).toContain('750,000 TL');
  });

  it('changes every page that shows a fee when the schedule changes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'unilira-fees-'));
    cpSync('content', dir, { recursive: true });
    const changed = structuredClone(fees);
    changed.fees.find((f: { id: string }) => f.id === 'cards.physical').amount = 125;
    changed.fees.find((f: { id: string }) => f.id === 'load.card').percent = 2;
    writeFileSync(path.join(dir, 'data/fees.json'), JSON.stringify(changed));
    const { app: other } = await testApp({ contentDir: dir });
    const page = dom((await request(other).get('/ucret-ve-limitler/').expect(200)).text);
    expect(rows(page, '#kartlar').some((r) => r[1] === '125 TL')).toBe(true);
    const faq = (await request(other).get('/en/faq/fees-and-limits/').expect(200)).text;
    expect(faq).toContain('costs 125 TL');
    expect(faq).toContain('for a 1,000 TL top-up, the fee is 20 TL');
    const article = (await request(other).get('/blog/yurt-disi-seyahatte-kart-kullanimi/').expect(200)).text;
    expect(article).toContain("teslimat ücreti 125 TL'dir");
  });
});
