// A destination's arrival in words, as the fees page's table and the calculator say it.
import { describe, it, expect } from 'vitest';
import { arrivalTerms } from './form.js';
import type { Corridor } from '../content/facts/fees-schema.js';

const corridor = (minDays: number, maxDays: number, cutoff?: string) => ({ arrival: { minDays, maxDays, cutoff } }) as Corridor;
const english: Record<string, string> = {
  'Dakikalar içinde': 'Within minutes', 'Aynı gün': 'The same day', 'Ertesi iş günü': 'The next business day',
  'Aynı gün ya da ertesi iş günü': 'The same or the next business day', 'Aynı gün ile {{to}} iş günü arası': 'The same day to {{to}} business days',
  '{{n}} iş günü': '{{n}} business days', '{{from}}–{{to}} iş günü': '{{from}}–{{to}} business days', 'kesim saati {{time}}, Türkiye saati': 'cut-off {{time}} Türkiye time',
};
const t = (key: string, vars: Record<string, string> = {}) => english[key]!.replace(/\{\{(\w+)\}\}/g, (_, n: string) => vars[n]!);

describe('arrival terms', () => {
  it('never says "0 business days": a window from the sending day says the same day', () => {
    expect(arrivalTerms(corridor(0, 1, '15:00'), t)).toBe('The same or the next business day (cut-off 15:00 Türkiye time)');
    expect(arrivalTerms(corridor(0, 2), t)).toBe('The same day to 2 business days');
    expect(arrivalTerms(corridor(0, 0, '15:00'), t)).toBe('The same day (cut-off 15:00 Türkiye time)');
  });
  it('counts other windows in business days, one day in the singular', () => {
    expect(arrivalTerms(corridor(1, 3, '14:00'), t)).toBe('1–3 business days (cut-off 14:00 Türkiye time)');
    expect(arrivalTerms(corridor(1, 1), t)).toBe('The next business day');
    expect(arrivalTerms(corridor(0, 0), t)).toBe('Within minutes');
  });
});
