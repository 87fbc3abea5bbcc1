// Where the days read from the archive are kept: one row per calendar day, its bulletin (number,
// and each currency's unit, buying and selling as decimal strings) or none. Rows are written
// once (a stored day is never overwritten); a lease row names the one process that reads the
// archive. SQLite (sqlite-store.ts) or PostgreSQL (postgres-store.ts) behind this interface.
import { RATE_SCALE, type Bulletin, type CurrencyRate } from '../tcmb-xml.js';
import { parseDecimal, pow10 } from '../../money.js';
import type { HistoryDay } from './types.js';

export interface DayStore {
  /** The dates stored from `from` (YYYY-MM-DD) on. */
  dates(from: string): Promise<string[]>;
  /** The stored days among `dates`. */
  read(dates: readonly string[]): Promise<HistoryDay[]>;
  /** Stores a day unless it is stored already; true when this call stored it. */
  put(day: HistoryDay): Promise<boolean>;
  /** Takes or renews the lease for `holder` until `now + ms`; false while another holds it. */
  lease(holder: string, now: number, ms: number): Promise<boolean>;
  /** Gives the lease up (another process may take it at once). */
  release(holder: string): Promise<void>;
  close(): Promise<void>;
}

/** A stored currency: unit, and the forex buying and selling rates as published ("43.9812"). */
type StoredRate = { unit: number; buying?: string; selling: string };
export interface DayRow { date: string; number: string | null; rates: string | Record<string, StoredRate> | null }

const scale = pow10(RATE_SCALE);
/** A rate (never negative) as the Central Bank writes it: "43.9812". */
export const decimal = (v: bigint): string => `${v / scale}.${(v % scale).toString().padStart(RATE_SCALE, '0')}`;

export function encodeRates(b: Bulletin): string {
  const out: Record<string, StoredRate> = {};
  for (const [code, r] of Object.entries(b.rates)) {
    out[code] = { unit: r.unit, selling: decimal(r.selling), ...(r.buying !== undefined && { buying: decimal(r.buying) }) };
  }
  return JSON.stringify(out);
}

function rateOf(s: StoredRate, date: string, bulletin: string): CurrencyRate {
  const selling = parseDecimal(s.selling, RATE_SCALE);
  if (selling === undefined) throw new Error(`${date}: stored selling rate "${s.selling}" does not read`);
  const buying = s.buying === undefined ? undefined : parseDecimal(s.buying, RATE_SCALE);
  return { unit: s.unit, selling, ...(buying !== undefined && { buying }), date, bulletin };
}

export function decodeRow(row: DayRow): HistoryDay {
  if (row.number === null || row.rates === null) return { date: row.date, bulletin: null };
  const stored = typeof row.rates === 'string' ? (JSON.parse(row.rates) as Record<string, StoredRate>) : row.rates;
  const number = row.number;
  const rates = Object.fromEntries(Object.entries(stored).map(([code, s]) => [code, rateOf(s, row.date, number)]));
  return { date: row.date, bulletin: { date: row.date, number, rates } };
}
