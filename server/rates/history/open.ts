// Picks the rate history: the embedded sample (RATES_SOURCE=file), or the Central Bank's archive
// read into a store (RATES_SOURCE=tcmb): PostgreSQL when a database URL is set, otherwise
// rates.sqlite in the data folder. Returns at once; the store opens in the background.
import path from 'node:path';
import { tcmbHistory } from './tcmb-history.js';
import { sampleHistory } from './sample.js';
import { openSqliteDayStore } from './sqlite-store.js';
import { openPostgresDayStore } from './postgres-store.js';
import type { DayLog } from './memory.js';
import type { RateHistory } from './types.js';
import type { Config } from '../../config.js';

export type { DayLog as RateHistoryLog } from './memory.js';

export interface TcmbHistorySettings {
  source: 'tcmb';
  /** The folder of the archive files, e.g. https://www.tcmb.gov.tr/kurlar */
  url: string;
  /** Folder of rates.sqlite when no database URL is set. */
  dataDir: string;
  databaseUrl?: string;
  /** Requests to the archive per second at most (default 1). */
  requestsPerSecond?: number;
  /** Requests at once (default 1). */
  concurrency?: number;
  timeoutMs?: number;
  /** How often every process re-reads the store and the lease holder fills it (default 60 s). */
  pollMs?: number;
  /** The pause before a failed or not-yet-published day is asked again (default 5 min). */
  retryMs?: number;
  /** How long the filling process's lease lasts unless renewed (default 3 polls). */
  leaseMs?: number;
  /** Days back from today, today included (default 366). */
  days?: number;
  now?: () => Date;
  fetch?: typeof fetch;
  log?: DayLog;
  /** Türkiye's whole-day holidays (content/data/holidays.json): stored as days without a bulletin, never asked for. */
  closedDays?: () => Promise<ReadonlySet<string>>;
}

export type RateHistoryOptions = { source: 'file'; file: string } | TcmbHistorySettings;

const MAX_BYTES = 1_000_000;

export function openRateHistory(o: RateHistoryOptions): RateHistory {
  if (o.source === 'file') return sampleHistory(o.file);
  const pollMs = o.pollMs ?? 60_000;
  return tcmbHistory({
    openStore: async () => (o.databaseUrl ? openPostgresDayStore(o.databaseUrl) : openSqliteDayStore(path.join(o.dataDir, 'rates.sqlite'))),
    archive: { url: o.url, timeoutMs: o.timeoutMs ?? 10_000, maxBytes: MAX_BYTES, fetch: o.fetch ?? fetch },
    requestsPerSecond: o.requestsPerSecond ?? 1,
    concurrency: o.concurrency ?? 1,
    pollMs,
    retryMs: o.retryMs ?? 5 * 60_000,
    leaseMs: o.leaseMs ?? 3 * pollMs,
    windowDays: o.days ?? 366,
    now: o.now ?? (() => new Date()),
    log: o.log,
    closedDays: o.closedDays,
  });
}

/** The options the configuration gives (config.ts: RATES_SOURCE, RATES_HISTORY_FILE, RATES_ARCHIVE_*). */
export function rateHistoryOptions(c: Config, log?: DayLog, closedDays?: TcmbHistorySettings['closedDays']): RateHistoryOptions {
  const r = c.rates;
  // A configuration built by hand (tests) may leave these out: the sample beside today.xml, the defaults.
  if (r.source === 'file') return { source: 'file', file: r.historyFile ?? path.join(path.dirname(r.file), 'history-sample.json') };
  return {
    source: 'tcmb', url: r.url, dataDir: c.dataDir, databaseUrl: c.databaseUrl, timeoutMs: r.timeoutMs,
    requestsPerSecond: r.archive?.requestsPerSecond, concurrency: r.archive?.concurrency, pollMs: r.archive?.pollMs, log, closedDays,
  };
}
