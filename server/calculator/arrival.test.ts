// Arrival estimates against the calendar: a weekend, a Turkish half-day eve after 13:00, a
// multi-day religious holiday, the destination's own holiday, and transfers that arrive in minutes.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { feeScheduleSchema } from '../content/facts/fees-schema.js';
import { holidaysSchema, indexHolidays } from '../content/holidays.js';
import { arrival } from './arrival.js';
import type { Locale } from '../../shared/locale.js';

const fees = feeScheduleSchema.parse(JSON.parse(readFileSync('content/data/fees.json', 'utf8')));
const tr = indexHolidays(holidaysSchema.parse(JSON.parse(readFileSync('content/data/holidays.json', 'utf8'))).holidays);
const corridor = (id: string) => fees.corridors.find((c) => c.id === id)!;
const at = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const when = (id: string, date: string, time: string, locale: Locale = 'en') => {
  const c = corridor(id);
  return arrival(c, date, at(time), { tr, country: c.country, locale });
};

describe('arrival', () => {
  it('crosses a weekend: Germany (same or next business day, cut-off 15:00) from a Friday', () => {
    expect(corridor('de-eur-bank').arrival).toEqual({ minDays: 0, maxDays: 1, cutoff: '15:00' });
    expect(when('de-eur-bank', '2026-12-04', '10:00')).toMatchObject({ from: '2026-12-04', to: '2026-12-07' });
    // After the cut-off the transfer starts on Monday.
    expect(when('de-eur-bank', '2026-12-04', '16:00')).toMatchObject({ from: '2026-12-07', to: '2026-12-08' });
    expect(when('de-eur-bank', '2026-12-05', '10:00')).toMatchObject({ from: '2026-12-07', to: '2026-12-08' });
  });

  it('starts after a multi-day holiday when sent after 13:00 on its eve (Ramazan Bayramı 2027)', () => {
    // 8 March 2027 is the eve (closed from 13:00), 9–11 March the holiday: the next business day is Friday 12 March.
    expect(when('de-eur-bank', '2027-03-08', '14:00', 'tr')).toMatchObject({ from: '2027-03-12', to: '2027-03-15' });
    const morning = when('de-eur-bank', '2027-03-08', '10:00', 'tr');
    expect(morning).toMatchObject({ from: '2027-03-08', to: '2027-03-12' });
    expect(morning.skipped.map((s) => s.date)).toEqual(['2027-03-09', '2027-03-10', '2027-03-11']);
    expect(morning.skipped[0]!.name).toMatch(/Ramazan Bayramı/);
  });

  it('passes over the four days of Kurban Bayramı 2026 and the weekend after it', () => {
    // Eve 26 May (from 13:00), 27–30 May the holiday, 31 May a Sunday.
    const a = when('de-eur-bank', '2026-05-26', '14:00');
    expect(a).toMatchObject({ from: '2026-06-01', to: '2026-06-02' });
    expect(a.skipped.map((s) => s.date)).toEqual(['2026-05-27', '2026-05-28', '2026-05-29', '2026-05-30']);
  });

  it("counts the destination's own public holidays: Christmas in Germany, Thanksgiving in the United States", () => {
    const christmas = when('de-eur-bank', '2026-12-24', '16:00');
    expect(christmas).toMatchObject({ from: '2026-12-28', to: '2026-12-29' });
    expect(christmas.skipped.map((s) => s.date)).toEqual(['2026-12-25', '2026-12-26']);
    // The United States (1–2 business days): Thanksgiving on Thursday 26 November 2026.
    expect(when('us-usd-bank', '2026-11-25', '16:00')).toMatchObject({ from: '2026-11-30', to: '2026-12-01' });
    // The same days to the United Kingdom, where Thanksgiving is a working day.
    expect(when('gb-gbp-bank', '2026-11-25', '16:00')).toMatchObject({ from: '2026-11-26', to: '2026-11-27' });
  });

  it('arrives in minutes, any day, to a Unilira account, an IBAN or a MoneyGram pickup', () => {
    for (const id of ['tr-try-account', 'tr-try-iban', 'de-eur-cash']) {
      expect(when(id, '2026-12-06', '23:30')).toEqual({ instant: true, from: '2026-12-06', to: '2026-12-06', skipped: [] });
    }
  });
});
