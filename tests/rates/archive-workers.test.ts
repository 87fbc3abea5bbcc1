// The archive reader among several worker processes sharing one store, and its manners toward
// the source: one process fills while the others re-read the store (and hear of new bulletins),
// requests are spaced a second apart by default, close() is prompt, and a store that cannot be
// opened leaves an empty history that never throws.
import { describe, it, expect, afterEach } from 'vitest';
import { bulletinXml, publishArchive } from '../../scripts/tcmb-stand-in.js';
import { openRateHistory } from '../../server/rates/history/open.js';
import { bench, DIALECTS, EUR, FRIDAY_1600, type Bench } from './history-targets.js';

const WEEK = ['2026-11-18', '2026-11-27'] as const;

let b: Bench | undefined;
afterEach(async () => {
  await b?.cleanup();
  b = undefined;
});

/** A fetch that counts the calls one worker makes. */
function countingFetch() {
  const counted = { calls: 0, fetch: ((url, init) => { counted.calls++; return fetch(url, init); }) as typeof fetch };
  return counted;
}

describe.each(DIALECTS)('rate history in two workers on one store (%s)', (dialect) => {
  it('only one worker reads the archive; the other sees its days and hears of a new bulletin', async () => {
    b = await bench(dialect);
    publishArchive(b.standIn.archive, WEEK[0], '2026-11-26', [EUR]);
    const [fa, fb] = [countingFetch(), countingFetch()];
    const one = b.open({ fetch: fa.fetch });
    const two = b.open({ fetch: fb.fetch });
    await expect.poll(() => [one.days(...WEEK).length, two.days(...WEEK).length]).toEqual([9, 9]);
    expect(Math.min(fa.calls, fb.calls)).toBe(0);
    const published = b.archiveRequests().filter((r) => !r.includes('27112026'));
    expect(new Set(published).size).toBe(published.length);

    const heard = { one: [] as string[], two: [] as string[] };
    one.onBulletin((x) => heard.one.push(x.number));
    two.onBulletin((x) => heard.two.push(x.number));
    b.standIn.archive.set('2026-11-27', bulletinXml('2026-11-27', '2026/226', [EUR]));
    await expect.poll(() => heard).toEqual({ one: ['2026/226'], two: ['2026/226'] });
    expect(two.newest()).toEqual(one.newest());
    expect(Math.min(fa.calls, fb.calls)).toBe(0);
  });
});

describe('rate history manners', () => {
  it('spaces requests at least a second apart at the default rate', async () => {
    b = await bench('sqlite');
    publishArchive(b.standIn.archive, '2026-11-24', '2026-11-27', [EUR]);
    const h = b.open({ requestsPerSecond: undefined, days: 4 });
    await expect.poll(() => h.days('2026-11-24', '2026-11-27').length).toBe(4);
    const times = b.standIn.requestTimes;
    expect(times).toHaveLength(4);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(900);
  });

  it('closes promptly while a request is outstanding, and stores nothing from it', async () => {
    b = await bench('sqlite');
    publishArchive(b.standIn.archive, ...WEEK, [EUR]);
    b.standIn.fault = { kind: 'slow', ms: 5000 };
    const h = b.open({ timeoutMs: 10_000 });
    await expect.poll(() => b!.archiveRequests().length).toBe(1);
    const started = performance.now();
    await h.close();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(h.days(...WEEK).every((d) => d.bulletin === null)).toBe(true);
  });

  it('answers an empty history, never a throw, while its database cannot be reached', async () => {
    const warnings: string[] = [];
    const h = openRateHistory({
      source: 'tcmb', url: 'http://127.0.0.1:9/kurlar', dataDir: '/nonexistent', databaseUrl: 'postgres://u:p@127.0.0.1:9/none',
      pollMs: 100, now: () => new Date(FRIDAY_1600), log: { warn: (_o, m) => warnings.push(m), info: () => {} },
    });
    await expect.poll(() => warnings.length).toBeGreaterThanOrEqual(1);
    expect(h.days(...WEEK)).toEqual([]);
    expect(h.newest()).toBeUndefined();
    await h.close();
  });
});
