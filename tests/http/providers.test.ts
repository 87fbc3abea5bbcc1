// The providers page: grouped by category, filtered by a GET category in both languages
// without JavaScript, each provider with what can be paid there; an unknown category is a
// readable 400.
import { describe, it, expect } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app.js';
import { dom } from '../helpers/html.js';

const TR = '/anlasmali-kurumlar/';
const EN = '/en/in-network-providers/';
const groups = (doc: Document) => [...doc.querySelectorAll('.provider-group')].map((g) => ({ title: g.querySelector('h3')!.textContent, count: g.querySelectorAll('.card').length }));

describe('providers by category', () => {
  it('groups every provider under its category, each with what can be paid there', async () => {
    const { app } = await testApp();
    const doc = dom((await request(app).get(TR).expect(200)).text);
    expect(groups(doc)).toEqual([{ title: 'Fatura ödeme', count: 7 }, { title: 'Para yükleme noktaları', count: 7 }, { title: 'UniQR ile ödeme', count: 8 }]);
    expect(doc.querySelector('.result-count')?.textContent).toBe('3 kategoride 22 anlaşmalı kurum.');
    const gas = doc.getElementById('isidag-dogalgaz')!;
    expect([...gas.querySelectorAll('.tag-list li')].map((li) => li.textContent)).toEqual(['Doğal gaz faturası', 'Otomatik ödeme talimatı']);
  });

  it('filters by category in Turkish (kategori) and English (category)', async () => {
    const { app } = await testApp();
    const tr = dom((await request(app).get(`${TR}?kategori=fatura-odeme`).expect(200)).text);
    expect(groups(tr)).toEqual([{ title: 'Fatura ödeme', count: 7 }]);
    expect(tr.querySelector('#provider-category option[selected]')?.getAttribute('value')).toBe('fatura-odeme');
    const en = dom((await request(app).get(`${EN}?category=load-points`).expect(200)).text);
    expect(groups(en)).toEqual([{ title: 'Places to load money', count: 7 }]);
    expect(en.querySelector('.result-count')?.textContent).toBe('Showing 7 of 22 providers.');
    expect(en.querySelector('#kolay-fatura-noktasi .tag-list')?.textContent).toContain('Cash loading');
    // The bare page stays the full list after a filtered request.
    expect(groups(dom((await request(app).get(TR)).text))).toHaveLength(3);
  });

  it('answers a category it does not know with a 400, a message and the whole list', async () => {
    const { app } = await testApp();
    for (const path of [`${TR}?kategori=atm`, `${EN}?category=fatura-odeme`, `${TR}?kategori=a&kategori=b`]) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(400);
      const doc = dom(res.text);
      expect(doc.querySelector('.filter-problem')?.textContent, path).toMatch(/Bu kategori tanınmadı|We didn't recognize that category/);
      expect(groups(doc), path).toHaveLength(3);
    }
  });
});
