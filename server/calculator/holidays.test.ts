// The destinations' holidays are read in a worker thread: warmed days come back whole, and the
// process itself never loads the library for them (it would be in Node's module cache).
import { describe, it, expect } from 'vitest';
import { createRequire } from 'node:module';
import { countryHolidays, holidaysRead, warmHolidays } from './holidays.js';

const require = createRequire(import.meta.url);
const libraryLoaded = () => require.resolve('date-holidays') in require.cache;

describe('destination holidays', () => {
  it('warmed in a worker thread: Christmas in Germany and Thanksgiving in the United States, without the library in this process', async () => {
    const before = libraryLoaded(); // false in a test file of its own (Node's module cache is per process)
    await warmHolidays(['DE', 'US'], [2026]);
    expect(countryHolidays('DE', 2026).get('2026-12-25')?.en).toBe('Christmas Day');
    expect(countryHolidays('US', 2026).get('2026-11-26')?.en).toBe('Thanksgiving Day');
    expect(libraryLoaded()).toBe(before);
  });

  it('a year nobody warmed is read in this process, with the same names', () => {
    expect(countryHolidays('DE', 2031).get('2031-12-25')?.en).toBe('Christmas Day');
    expect(libraryLoaded()).toBe(true);
    expect(countryHolidays('US', 2031).get('2031-11-27')?.en).toBe('Thanksgiving Day');
  });

  it('a worker that fails says why, once, to the start-up that waits for it; the days are still read in this process', async () => {
    await holidaysRead();
    const failure = await warmHolidays(['FR'], [2032], '/nonexistent/date-holidays.js');
    expect(failure?.message).toMatch(/Cannot find module/);
    expect((await holidaysRead()).map((e) => e.message)).toEqual([failure!.message]);
    expect(await holidaysRead()).toEqual([]);
    expect(countryHolidays('FR', 2032).get('2032-07-14')?.en).toBe('Bastille Day');
  });
});
