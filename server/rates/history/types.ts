// The Central Bank's past bulletins, day by day, for the exchange-rate pages and /api/rates:
// what the pages read (RateHistory) and what a day is (a bulletin, or none that day).
import type { Bulletin } from '../tcmb-xml.js';

/**
 * One calendar day (YYYY-MM-DD, Türkiye): the bulletin published that day, or `null` when the
 * Central Bank published none (a weekend or a holiday). A day not known yet is not listed.
 */
export interface HistoryDay { date: string; bulletin: Bulletin | null }

export interface RateHistory {
  /** True for the embedded sample history (RATES_SOURCE=file): pages label it as a sample. */
  readonly sample: boolean;
  /** Every known day from `from` to `to` inclusive (YYYY-MM-DD), oldest first. Never throws. */
  days(from: string, to: string): readonly HistoryDay[];
  /** The newest bulletin held, if any. */
  newest(): Bulletin | undefined;
  /** Called once for each bulletin newly stored (pages built on the old one are purged). */
  onBulletin(listener: (b: Bulletin) => void): () => void;
  /** Stops reading the archive and closes the store. */
  close(): Promise<void>;
}
