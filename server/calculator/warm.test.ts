// A process that runs past New Year warms the destinations' holidays for its new years too, so
// they are read in a worker thread rather than in the process on a visitor's request.
import { describe, it, expect } from 'vitest';
import { createRequire } from 'node:module';
import { warmCalculator, warmCalculatorAtStart } from './warm.js';
import { holidaysRead } from './holidays.js';
import type { FeeSchedule } from '../content/facts/fees-schema.js';
import type { RatesSource } from '../rates/source.js';

const require = createRequire(import.meta.url);
const libraryLoaded = () => require.resolve('date-holidays') in require.cache;

describe('warming the calculator', () => {
  it('warms again in a new year: the year after next is read in a worker, not in this process', async () => {
    const fees = { corridors: [{ country: 'DE' }, { country: 'TR' }] } as unknown as FeeSchedule;
    const rates = { current: async () => undefined } as unknown as RatesSource;
    const before = libraryLoaded(); // false in a test file of its own (Node's module cache is per process)
    warmCalculator(rates, fees, new Date('2026-12-31T12:00:00Z'));
    warmCalculator(rates, fees, new Date('2027-01-01T12:00:00Z'));
    await holidaysRead();
    const { countryHolidays } = await import('./holidays.js');
    expect(countryHolidays('DE', 2028).get('2028-12-25')?.en).toBe('Christmas Day');
    expect(libraryLoaded()).toBe(before);
  });

  it('at start-up, before any page is rendered: this year and the next are read in a worker', async () => {
    const fees = { corridors: [{ country: 'GB' }] } as unknown as FeeSchedule;
    const rates = { current: async () => undefined } as unknown as RatesSource;
    const before = libraryLoaded();
    const failed = await warmCalculatorAtStart({ content: { getSite: async () => ({ fees }) }, rates, now: () => new Date('2029-03-01T12:00:00Z') });
    expect(failed).toEqual([]);
    const { countryHolidays } = await import('./holidays.js');
    expect(countryHolidays('GB', 2030).get('2030-12-25')?.en).toBe('Christmas Day');
    expect(libraryLoaded()).toBe(before);
  });
});
