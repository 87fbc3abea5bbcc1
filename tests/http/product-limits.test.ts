// Limits per verification tier appear where a visitor looks for them (card, transfer, loading
// and IBAN pages, and campaigns about them), from content/data/fees.json: change a limit there
// and the product pages change with it.
import { describe, it, expect, beforeAll } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { testApp } from '../helpers/app.js';
import { dom } from '../helpers/html.js';
import type { Locale } from '../../shared/locale.js';
import type { FrontDoor } from '../../server/app.js';

interface Limit { id: string; label: Record<string, string>; tiers: Record<string, number | null> }
const fees = JSON.parse(readFileSync('content/data/fees.json', 'utf8')) as { limits: Limit[] };
const rows = (d: Document, sel: string) => [...d.querySelectorAll(`${sel} tbody tr`)].map((r) => [...r.children].map((c) => c.textContent!.trim()));
const text = (d: Document) => d.querySelector('main')!.textContent!.replace(/\s+/g, ' ');
const money = (n: number | null, l: Locale) => (n === null ? (l === 'tr' ? 'Kullanılamaz' : 'Not available') : `${n.toLocaleString(l === 'tr' ? 'tr-TR' : 'en-US')} TL`);

/** Each product page, its limit table in each language and the limits it lists. */
const pages: [string, string, Record<Locale, string>, string[]][] = [
  ['/on-odemeli-kart/', '/en/prepaid-card/', { tr: '#kart-limitleri', en: '#card-limits' }, ['cards.daily', 'cards.monthly', 'cards.atm-daily', 'cards.atm-monthly']],
  ['/troy-kart/', '/en/troy-card/', { tr: '#kart-limitleri', en: '#card-limits' }, ['cards.daily', 'cards.monthly', 'cards.atm-daily', 'cards.atm-monthly']],
  ['/sanal-kart/', '/en/virtual-card/', { tr: '#kart-limitleri', en: '#card-limits' }, ['cards.daily', 'cards.monthly']],
  ['/ucretsiz-para-transferi/', '/en/free-money-transfer/', { tr: '#transfer-limitleri', en: '#transfer-limits' }, ['transfer.unilira-transaction', 'transfer.unilira-daily', 'transfer.iban-transaction', 'transfer.iban-daily', 'transfer.monthly']],
  ['/yurt-disi-para-transferi/', '/en/international-money-transfer/', { tr: '#yurt-disi-limitler', en: '#international-limits' }, ['international.transaction', 'international.monthly']],
  ['/avrupa-iban-ile-para-alma/', '/en/receive-money-europe-iban/', { tr: '#hesap-limitleri', en: '#account-limits' }, ['account.balance', 'load.daily', 'load.monthly']],
  ['/para-yukle/', '/en/load-money/', { tr: '#yukleme-limitleri', en: '#loading-limits' }, ['load.daily', 'load.monthly', 'account.balance']],
  ['/moneygram-ile-para-alma/', '/en/moneygram-money-receiving/', { tr: '#hesaba-alim-limitleri', en: '#receiving-limits' }, ['load.daily', 'load.monthly', 'account.balance']],
];

let app: FrontDoor;
beforeAll(async () => { ({ app } = await testApp()); });

describe('limits on the product pages', () => {
  it('shows each page the limits of its product for both tiers, in both languages', async () => {
    for (const [tr, en, table, ids] of pages) {
      for (const [url, l] of [[tr, 'tr'], [en, 'en']] as const) {
        const d = dom((await request(app).get(url).expect(200)).text);
        const expected = ids.map((id) => fees.limits.find((x) => x.id === id)!).map((x) => [x.label[l]!, money(x.tiers.basic!, l), money(x.tiers.verified!, l)]);
        expect(rows(d, table[l]), url).toEqual(expected);
      }
    }
  });

  it('changes the card, transfer, loading and IBAN pages and a campaign when a limit changes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'unilira-limits-'));
    cpSync('content', dir, { recursive: true });
    const changed = structuredClone(fees);
    const set = (id: string, tier: string, v: number) => { changed.limits.find((x) => x.id === id)!.tiers[tier] = v; };
    set('cards.daily', 'verified', 80_000);
    set('transfer.iban-daily', 'verified', 175_000);
    set('international.monthly', 'verified', 300_000);
    set('account.balance', 'basic', 6_000);
    set('load.daily', 'verified', 160_000);
    writeFileSync(path.join(dir, 'data/fees.json'), JSON.stringify(changed));
    const { app: other } = await testApp({ contentDir: dir });
    const page = async (url: string) => dom((await request(other).get(url).expect(200)).text);

    const card = await page('/on-odemeli-kart/');
    expect(rows(card, '#kart-limitleri')[0]).toEqual(['Kart harcaması, günlük', '2.500 TL', '80.000 TL']);
    expect(text(card)).toContain("günde 80.000 TL'ye");
    expect(text(await page('/en/virtual-card/'))).toContain('up to 80,000 TL a day');
    expect(text(await page('/ucretsiz-para-transferi/'))).toContain("günde 175.000 TL'ye kadar");
    expect(text(await page('/en/international-money-transfer/'))).toContain('300,000 TL a month');
    expect(text(await page('/avrupa-iban-ile-para-alma/'))).toContain("bakiye limiti 6.000 TL'dir");
    expect(text(await page('/en/load-money/'))).toContain('top up to 160,000 TL a day');
    expect(text(await page('/moneygram-ile-para-alma/'))).toContain("günde 160.000 TL'ye, ayda");
    expect(text(await page('/kampanyalar/on-odemeli-kart-harcamalarina-yuzde-5-iade/'))).toContain("günde 80.000 TL'ye, ayda");
    expect(text(await page('/en/campaigns/first-international-transfer-fee-free-week/'))).toContain('300,000 TL a month');
  });
});
