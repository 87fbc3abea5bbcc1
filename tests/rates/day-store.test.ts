// The rate-history store on both databases: a day is written once and never overwritten, figures
// come back to the ten-thousandth, and the lease lets one process at a time fill the store.
import { describe, it, expect, afterEach, inject } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../scripts/postgres-cluster.js';
import { openSqliteDayStore } from '../../server/rates/history/sqlite-store.js';
import { openPostgresDayStore } from '../../server/rates/history/postgres-store.js';
import type { DayStore } from '../../server/rates/history/store.js';
import type { Bulletin } from '../../server/rates/tcmb-xml.js';

const DIALECTS = ['sqlite', 'postgres'] as const;
type Dialect = (typeof DIALECTS)[number];

const opened: DayStore[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Two handles on one new store, as two processes would hold. */
async function twoHandles(dialect: Dialect): Promise<[DayStore, DayStore]> {
  if (dialect === 'postgres') {
    const url = await createDatabase(inject('postgresUrl'));
    opened.push(await openPostgresDayStore(url), await openPostgresDayStore(url));
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'unilira-rates-store-'));
    dirs.push(dir);
    opened.push(openSqliteDayStore(path.join(dir, 'rates.sqlite')), openSqliteDayStore(path.join(dir, 'rates.sqlite')));
  }
  return [opened.at(-2)!, opened.at(-1)!];
}

const bulletin = (selling: bigint): Bulletin => ({
  date: '2026-11-25', number: '2026/224',
  rates: {
    USD: { unit: 1, buying: 439812n, selling, date: '2026-11-25', bulletin: '2026/224' },
    JPY: { unit: 100, selling: 283297n, date: '2026-11-25', bulletin: '2026/224' },
  },
});

describe.each(DIALECTS)('rate day store (%s)', (dialect) => {
  it('keeps the first write of a day, figures exact, and a day without a bulletin', async () => {
    const [a, b] = await twoHandles(dialect);
    expect(await a.put({ date: '2026-11-25', bulletin: bulletin(440605n) })).toBe(true);
    expect(await b.put({ date: '2026-11-25', bulletin: bulletin(999999n) })).toBe(false);
    expect(await b.put({ date: '2026-11-22', bulletin: null })).toBe(true);
    expect(await b.dates('2026-11-01')).toEqual(['2026-11-22', '2026-11-25']);
    expect(await a.read(['2026-11-25', '2026-11-22', '2026-11-23'])).toEqual([
      { date: '2026-11-22', bulletin: null },
      { date: '2026-11-25', bulletin: bulletin(440605n) },
    ]);
  });

  it('leases to one holder at a time, until it lapses or is given up', async () => {
    const [a, b] = await twoHandles(dialect);
    expect(await a.lease('worker-a', 1000, 500)).toBe(true);
    expect(await b.lease('worker-b', 1200, 500)).toBe(false);
    expect(await a.lease('worker-a', 1400, 500)).toBe(true); // renewed until 1900
    expect(await b.lease('worker-b', 1800, 500)).toBe(false);
    expect(await b.lease('worker-b', 1900, 500)).toBe(true); // lapsed
    await a.release('worker-a'); // not a's any more: nothing happens
    expect(await a.lease('worker-a', 2000, 500)).toBe(false);
    await b.release('worker-b');
    expect(await a.lease('worker-a', 2000, 500)).toBe(true);
  });
});
