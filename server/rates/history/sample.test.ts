// The embedded sample history (RATES_SOURCE=file): a year of days ending on today.xml's day with
// exactly its figures, no bulletin on weekends and full-day holidays, a plausible walk between,
// labelled a sample, and the committed file is what scripts/rates-sample.ts writes.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { sampleHistory as openSample } from './sample.js';
import { parseBulletin } from '../tcmb-xml.js';
import { addDays, isWeekend } from '../../calendar.js';
import { fullHolidaysOf, sampleHistory, sampleJson } from '../../../scripts/rates-sample.js';

const FILE = 'content/rates/history-sample.json';
const today = parseBulletin(readFileSync('content/rates/today.xml', 'utf8'));
const holidaysJson = readFileSync('content/data/holidays.json', 'utf8');
const history = openSample(FILE);
const year = history.days(addDays(today.date, -365), today.date);

describe('the sample rate history', () => {
  it('is labelled a sample, in the file and in what the pages read', () => {
    const doc = JSON.parse(readFileSync(FILE, 'utf8')) as { sample: unknown; note: string };
    expect(doc.sample).toBe(true);
    expect(doc.note).toMatch(/SAMPLE/);
    expect(history.sample).toBe(true);
  });

  it('holds a year of days ending on today.xml\'s day, whose bulletin is today.xml\'s', () => {
    expect(year).toHaveLength(366);
    expect(year.at(-1)?.date).toBe(today.date);
    expect(history.newest()).toEqual(today);
  });

  it('has no bulletin on weekends and full-day holidays, and one on every other day', () => {
    const holidays = fullHolidaysOf(holidaysJson);
    expect(holidays.size).toBeGreaterThan(0);
    for (const d of year) expect(d.bulletin === null).toBe(isWeekend(d.date) || holidays.has(d.date));
  });

  it('moves a little from one bulletin to the next, every currency in every bulletin', () => {
    const bulletins = year.flatMap((d) => (d.bulletin ? [d.bulletin] : []));
    for (let i = 1; i < bulletins.length; i++) {
      for (const [code, r] of Object.entries(today.rates)) {
        const [a, b] = [bulletins[i - 1]!.rates[code]!, bulletins[i]!.rates[code]!];
        expect(b.unit).toBe(r.unit);
        expect(Math.abs(Number(b.selling - a.selling) / Number(a.selling))).toBeLessThan(0.03);
        expect(b.buying! <= b.selling).toBe(true);
      }
    }
  });

  it('is what scripts/rates-sample.ts writes (npm run rates:sample regenerates it)', () => {
    const written = sampleJson(sampleHistory(readFileSync('content/rates/today.xml', 'utf8'), fullHolidaysOf(holidaysJson)));
    expect(readFileSync(FILE, 'utf8')).toBe(written);
    expect(Buffer.byteLength(written)).toBeLessThan(300_000);
  });
});
