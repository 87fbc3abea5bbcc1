// Before the first visitor asks: the destinations' holidays for this year and the next are read
// in the background, and the rates source makes its first read. Once per fee schedule loaded.
import type { FeeSchedule } from '../content/facts/fees-schema.js';
import { warmHolidays } from './holidays.js';
import type { RatesSource } from '../rates/source.js';

const warmed = new WeakSet<FeeSchedule>();

export function warmCalculator(rates: RatesSource, fees: FeeSchedule, now: Date): void {
  if (warmed.has(fees)) return;
  warmed.add(fees);
  const year = now.getUTCFullYear();
  warmHolidays([...new Set(fees.corridors.map((c) => c.country).filter((c) => c !== 'TR'))], [year, year + 1]);
  void rates.current();
}
