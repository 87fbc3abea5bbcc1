// A process that runs past New Year warms the destinations' holidays for its new years too, so
// they are read in a worker thread rather than in the process on a visitor's request.
import { describe, it, expect } from 'vitest';
import { createRequire } from 'node:module';
import { warmCalculator, readCalculatorAhead, type ReadAheadOutcome } from './warm.js';
import { holidaysRead, warmHolidays } from './holidays.js';
import type { FeeSchedule } from '../content/facts/fees-schema.js';
import type { RatesSource } from '../rates/source.js';

const require = createRequire(import.meta.url);
const libraryLoaded = () => require.resolve('date-holidays') in require.cache;
const rates = { current: async () => undefined } as unknown as RatesSource;
const schedule = (country: string) => ({ corridors: [{ country }, { country: 'TR' }] }) as unknown as FeeSchedule;
const source = (fees: FeeSchedule) => ({ getSite: async () => ({ fees }) });

describe('warming the calculator', () => {
  it('warms again in a new year: the year after next is read in a worker, not in this process', async () => {
    const fees = schedule('DE');
    const before = libraryLoaded(); // false in a test file of its own (Node's module cache is per process)
    warmCalculator(rates, fees, new Date('2026-12-31T12:00:00Z'));
    warmCalculator(rates, fees, new Date('2027-01-01T12:00:00Z'));
    await holidaysRead();
    const { countryHolidays } = await import('./holidays.js');
    expect(countryHolidays('DE', 2028).get('2028-12-25')?.en).toBe('Christmas Day');
    expect(libraryLoaded()).toBe(before);
  });

  it('at start-up, before any page is rendered: this year and the next are read in a worker', async () => {
    const before = libraryLoaded();
    const outcomes: ReadAheadOutcome[] = [];
    const stop = readCalculatorAhead({ content: source(schedule('GB')), rates, now: () => new Date('2029-03-01T12:00:00Z') }, (o) => outcomes.push(o));
    await expect.poll(() => outcomes).toHaveLength(1);
    stop();
    expect(outcomes[0]).toMatchObject({ first: true, failed: [] });
    const { countryHolidays } = await import('./holidays.js');
    expect(countryHolidays('GB', 2030).get('2030-12-25')?.en).toBe('Christmas Day');
    expect(libraryLoaded()).toBe(before);
  });

  it('after start-up, a failed read is reported by the next look, and a look past New Year reads the new year; quiet looks are not', async () => {
    let now = new Date('2033-12-31T23:00:00Z');
    const outcomes: ReadAheadOutcome[] = [];
    const stop = readCalculatorAhead({ content: source(schedule('DE')), rates, now: () => now }, (o) => outcomes.push(o), 50);
    await expect.poll(() => outcomes).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 200)); // a few looks with nothing new: nothing reported
    expect(outcomes).toHaveLength(1);
    // A read that fails after start-up (as a calculator page's could) is told by the next look.
    await warmHolidays(['FR'], [2040], '/nonexistent/date-holidays.js');
    await expect.poll(() => outcomes).toHaveLength(2);
    expect(outcomes[1]).toMatchObject({ first: false, failed: [expect.any(Error)] });
    now = new Date('2034-01-01T01:00:00Z');
    await expect.poll(() => outcomes).toHaveLength(3);
    stop();
    expect(outcomes[2]).toMatchObject({ first: false, failed: [] });
    const before = libraryLoaded();
    const { countryHolidays } = await import('./holidays.js');
    expect(countryHolidays('DE', 2035).get('2035-12-25')?.en).toBe('Christmas Day');
    expect(libraryLoaded()).toBe(before);
  });
});
