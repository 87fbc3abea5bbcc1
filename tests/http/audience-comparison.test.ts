// The individual-vs-business comparison on the business page and the home page: the same
// comparison block as the cards', every figure from content/data/fees.json.
import { describe, it, expect, beforeAll } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { testApp } from '../helpers/app.js';
import { dom } from '../helpers/html.js';
import type { FrontDoor } from '../../server/app.js';

const fees = JSON.parse(readFileSync('content/data/fees.json', 'utf8'));
const rows = (d: Document, sel: string) => [...d.querySelectorAll(`${sel} tbody tr`)].map((r) => [...r.children].map((c) => c.textContent!.trim()));
const row = (d: Document, sel: string, label: string) => rows(d, sel).find((r) => r[0]!.startsWith(label));

const pages = [
  { url: '/kurumsal/', id: 'bireysel-mi-kurumsal-mi', l: 'tr' },
  { url: '/en/corporate/', id: 'personal-or-business', l: 'en' },
  { url: '/', id: 'bireysel-mi-kurumsal-mi', l: 'tr' },
  { url: '/en/', id: 'personal-or-business', l: 'en' },
] as const;
const words = {
  tr: { columns: ['Bireysel hesap', 'Kurumsal hesap'], open: 'Hesap açılışı', pos: 'Kartla ödeme alma', none: 'Yok', free: 'Ücretsiz', pct: '%2,49' },
  en: { columns: ['Personal account', 'Business account'], open: 'Opening the account', pos: 'Accepting card payments', none: 'No', free: 'Free', pct: '2.49%' },
};

let app: FrontDoor;
beforeAll(async () => { ({ app } = await testApp()); });

describe('individual vs business comparison', () => {
  it.each(pages)('compares the personal and the business account on $url with the schedule\'s figures', async ({ url, id, l }) => {
    const d = dom((await request(app).get(url).expect(200)).text);
    const w = words[l];
    expect([...d.querySelectorAll(`#${id} thead th`)].slice(1).map((t) => t.textContent)).toEqual(w.columns);
    expect(row(d, `#${id}`, w.open)!.slice(1)).toEqual([w.free, w.free]);
    const pos = row(d, `#${id}`, w.pos)!;
    expect(pos[1]).toBe(w.none);
    expect(pos[2]).toContain(w.pct);
    // Each value names its column for the phone layout.
    expect([...d.querySelectorAll(`#${id} tbody tr:first-child td`)].map((c) => c.getAttribute('data-label'))).toEqual(w.columns);
    // The last row says where each audience starts: the app, and the business application.
    const start = [...d.querySelectorAll(`#${id} tbody tr:last-child td a`)].map((a) => a.getAttribute('href'));
    expect(start).toEqual([l === 'tr' ? '/uygulama/' : '/en/app/', l === 'tr' ? '/kurumsal/#kurumsal-hesap' : '/en/corporate/#business-account']);
  });

  it('changes with the fee schedule', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'unilira-audiences-'));
    cpSync('content', dir, { recursive: true });
    const changed = structuredClone(fees);
    changed.fees.find((f: { id: string }) => f.id === 'business.pos-domestic').percent = 1.99;
    changed.fees.find((f: { id: string }) => f.id === 'business.account').amount = 250;
    writeFileSync(path.join(dir, 'data/fees.json'), JSON.stringify(changed));
    const { app: other } = await testApp({ contentDir: dir });
    for (const { url, id, l } of pages) {
      const d = dom((await request(other).get(url).expect(200)).text);
      expect(row(d, `#${id}`, words[l].pos)![2], url).toContain(l === 'tr' ? '%1,99' : '1.99%');
      expect(row(d, `#${id}`, words[l].open)!.slice(1), url).toEqual([words[l].free, '250 TL']);
    }
  });
});
