import { describe, it, expect } from 'vitest';
import { bulletinNotes, expectedBulletin } from './bulletin-note.js';
import { indexHolidays } from '../content/holidays.js';

const holidays = indexHolidays([
  { date: '2026-10-28', name: { tr: 'Cumhuriyet Bayramı arifesi', en: 'Republic Day eve' }, from: '13:00' },
  { date: '2026-10-29', name: { tr: 'Cumhuriyet Bayramı', en: 'Republic Day' } },
]);
const t = (s: string, v: Record<string, string> = {}) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => v[k] ?? '');
const facts = { sample: false, minutes: 11 * 60, holidays, date: (d: string) => d };

describe('the bulletin a rate should come from', () => {
  it('is today\'s from 15:30, else the last business day\'s, over weekends and whole-day holidays but not eves', () => {
    expect(expectedBulletin('2026-10-30', 15 * 60 + 30, holidays)).toBe('2026-10-30');
    expect(expectedBulletin('2026-10-30', 15 * 60 + 29, holidays)).toBe('2026-10-28'); // the 29th is a holiday, the eve had one
    expect(expectedBulletin('2026-11-02', 9 * 60, holidays)).toBe('2026-10-30'); // Monday morning: Friday's
  });

  it('is explained by the day: a holiday, a weekend, before 15:30; none when it is today\'s', () => {
    const on = (today: string, rateDate: string, minutes = 11 * 60) => bulletinNotes({ ...facts, today, rateDate, sendDate: today, minutes }, t);
    expect(on('2026-10-29', '2026-10-28')).toEqual(['Bugün resmî tatil; yeni bülten yayımlanmaz. Kur, 2026-10-28 tarihli son bültenden.']);
    expect(on('2026-10-31', '2026-10-30')[0]).toMatch(/^Hafta sonu/);
    expect(on('2026-10-30', '2026-10-28')[0]).toMatch(/^Bugünün bülteni saat 15:30/);
    expect(on('2026-10-30', '2026-10-30', 16 * 60)).toEqual([]);
    expect(on('2026-10-30', '2026-10-28', 16 * 60)[0]).toMatch(/^Merkez Bankası'nın yeni bülteni henüz okunamadı/);
  });

  it('labels the embedded sample whatever its date, and a later send date gets its own day\'s rate', () => {
    const notes = bulletinNotes({ ...facts, sample: true, today: '2026-11-28', rateDate: '2026-11-25', sendDate: '2026-12-01' }, t);
    expect(notes).toEqual([
      'Örnek kurlar: 2026-11-25 tarihli TCMB bülteni. Gönderdiğin günün kuru uygulamada gösterilir.',
      'Kur, gönderdiğin gün o günün bülteniyle belirlenir; burada bugün geçerli kurla hesaplandı.',
    ]);
  });
});
