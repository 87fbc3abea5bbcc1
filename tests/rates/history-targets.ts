// The rate-history store on both real databases (a SQLite file in a fresh temporary folder, or a
// fresh database on the run's PostgreSQL), a TCMB stand-in over HTTP, and a clock tests set.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createDatabase } from '../../scripts/postgres-cluster.js';
import { TcmbStandIn, type FixtureCurrency } from '../../scripts/tcmb-stand-in.js';
import { openRateHistory, type TcmbHistorySettings } from '../../server/rates/history/open.js';
import type { RateHistory } from '../../server/rates/history/types.js';

export const DIALECTS = ['sqlite', 'postgres'] as const;
export type Dialect = (typeof DIALECTS)[number];

export const EUR: FixtureCurrency = { code: 'EUR', buying: '50.8000', selling: '50.9000' };
export const JPY: FixtureCurrency = { code: 'JPY', unit: 100, buying: '28.1000', selling: '28.3000' };

/** Friday 27 November 2026, 16:00 in Türkiye: that day's bulletin is due (15:30). */
export const FRIDAY_1600 = Date.parse('2026-11-27T16:00:00+03:00');

export interface Bench {
  standIn: TcmbStandIn;
  clock: { t: number };
  log: { warn: string[]; info: string[] };
  /** Opens a history on this bench's store (the same data every time), fast by default. */
  open(o?: Partial<TcmbHistorySettings>): RateHistory;
  /** Archive requests so far, as paths (/kurlar/202611/27112026.xml). */
  archiveRequests(): string[];
  cleanup(): Promise<void>;
}

export async function bench(dialect: Dialect): Promise<Bench> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'unilira-rates-test-'));
  const databaseUrl = dialect === 'postgres' ? await createDatabase(inject('postgresUrl')) : undefined;
  const standIn = await new TcmbStandIn('').start();
  const clock = { t: FRIDAY_1600 };
  const log = { warn: [] as string[], info: [] as string[] };
  const opened: RateHistory[] = [];
  return {
    standIn, clock, log,
    open(o = {}) {
      const h = openRateHistory({
        source: 'tcmb', url: standIn.url, dataDir, databaseUrl, requestsPerSecond: 50, pollMs: 100, retryMs: 300, days: 10, timeoutMs: 1000,
        now: () => new Date(clock.t), log: { warn: (_o, m) => log.warn.push(m), info: (_o, m) => log.info.push(m) }, ...o,
      });
      opened.push(h);
      return h;
    },
    archiveRequests: () => standIn.requests.filter((r) => r !== '/kurlar/today.xml'),
    async cleanup() {
      await Promise.all(opened.map((h) => h.close()));
      await standIn.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The archive path of a day, as the stand-in records it. */
export const pathOf = (date: string) => {
  const [y, m, d] = date.split('-');
  return `/kurlar/${y}${m}/${d}${m}${y}.xml`;
};
