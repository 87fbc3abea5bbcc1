// Before the first visitor asks: the destinations' holidays for this year and the next are read
// in the background, and the rates source makes its first read. Once per fee schedule and year:
// at start-up, whatever the page cache does, and again when the calculator page renders.
import type { FeeSchedule } from '../content/facts/fees-schema.js';
import { holidaysRead, warmHolidays } from './holidays.js';
import type { RatesSource } from '../rates/source.js';

// The year each fee schedule was warmed for: a process that runs past New Year warms again.
const warmed = new WeakMap<FeeSchedule, number>();

export function warmCalculator(rates: RatesSource, fees: FeeSchedule, now: Date): void {
  const year = now.getUTCFullYear();
  if (warmed.get(fees) === year) return;
  warmed.set(fees, year);
  warmHolidays([...new Set(fees.corridors.map((c) => c.country).filter((c) => c !== 'TR'))], [year, year + 1]);
  void rates.current();
}

interface StartDeps {
  content: { getSite(): Promise<{ fees: FeeSchedule }> };
  rates: RatesSource;
  now: () => Date;
}

/** The start-up's read ahead; resolves with the holiday worker's failures, for the process to log. */
export async function warmCalculatorAtStart({ content, rates, now }: StartDeps): Promise<Error[]> {
  warmCalculator(rates, (await content.getSite()).fees, now());
  return holidaysRead();
}
