// Before the first visitor asks: the destinations' holidays for this year and the next are read
// in the background, and the rates source makes its first read. Once per fee schedule and year,
// asked for at start-up (whatever the page cache does), by an hourly look and by the calculator page.
import type { FeeSchedule } from '../content/facts/fees-schema.js';
import { holidaysRead, warmHolidays } from './holidays.js';
import type { RatesSource } from '../rates/source.js';

// The year each fee schedule was warmed for: a process that runs past New Year warms again.
const warmed = new WeakMap<FeeSchedule, number>();

/** Whether a read of holidays started (none does for days already read). */
export function warmCalculator(rates: RatesSource, fees: FeeSchedule, now: Date): boolean {
  const year = now.getUTCFullYear();
  if (warmed.get(fees) === year) return false;
  warmed.set(fees, year);
  void rates.current();
  return !!warmHolidays([...new Set(fees.corridors.map((c) => c.country).filter((c) => c !== 'TR'))], [year, year + 1]);
}

interface StartDeps {
  content: { getSite(): Promise<{ fees: FeeSchedule }> };
  rates: RatesSource;
  now: () => Date;
}

/** One look: its failures (its own read's, or of a read a calculator page started), or why it could not look. */
export type ReadAheadOutcome = { first: boolean; ms: number; failed: Error[] } | { first: boolean; err: Error };

const HOUR_MS = 3_600_000;

/**
 * Reads ahead at start-up, then looks again every `everyMs` (past New Year the new year is read
 * too). A look is reported when it is the first, read something or found a failure, so no
 * failure goes unsaid. Returns what stops the looks.
 */
export function readCalculatorAhead(deps: StartDeps, report: (o: ReadAheadOutcome) => void, everyMs = HOUR_MS): () => void {
  const look = (first: boolean) => {
    const t0 = performance.now();
    void deps.content.getSite()
      .then(async ({ fees }) => {
        const started = warmCalculator(deps.rates, fees, deps.now());
        const failed = await holidaysRead();
        if (first || started || failed.length > 0) report({ first, ms: performance.now() - t0, failed });
      })
      .catch((err: Error) => report({ first, err }));
  };
  look(true);
  const timer = setInterval(() => look(false), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
