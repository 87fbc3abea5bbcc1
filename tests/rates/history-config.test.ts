// What the configuration opens: the embedded sample outside production, and with
// RATES_SOURCE=tcmb the archive reader at the operator's pace, in DATA_DIR or DATABASE_URL.
import { describe, it, expect } from 'vitest';
import path from 'node:path';
import { loadConfig } from '../../server/config.js';
import { openRateHistory, rateHistoryOptions } from '../../server/rates/history/open.js';

describe('rate history configuration', () => {
  it('opens the embedded sample by default outside production', async () => {
    const options = rateHistoryOptions(loadConfig({}));
    expect(options).toEqual({ source: 'file', file: path.resolve('content/rates/history-sample.json') });
    const h = openRateHistory(options);
    expect(h.sample).toBe(true);
    expect(h.newest()?.date).toBe('2026-11-25');
    await h.close();
  });

  it('reads the archive at RATES_ARCHIVE_RPS, RATES_ARCHIVE_CONCURRENCY and RATES_ARCHIVE_POLL_SECONDS', () => {
    const c = loadConfig({
      RATES_SOURCE: 'tcmb', RATES_URL: 'http://127.0.0.1:4200/kurlar', DATA_DIR: 'tmp-data', DATABASE_URL: 'postgres://u:p@db/site',
      RATES_ARCHIVE_RPS: '0.5', RATES_ARCHIVE_CONCURRENCY: '2', RATES_ARCHIVE_POLL_SECONDS: '30',
    });
    expect(rateHistoryOptions(c)).toMatchObject({
      source: 'tcmb', url: 'http://127.0.0.1:4200/kurlar', dataDir: path.resolve('tmp-data'), databaseUrl: 'postgres://u:p@db/site',
      requestsPerSecond: 0.5, concurrency: 2, pollMs: 30_000,
    });
    expect(() => loadConfig({ RATES_ARCHIVE_RPS: '0' })).toThrow(/RATES_ARCHIVE_RPS/);
  });
});
