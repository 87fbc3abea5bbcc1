// Filling the rate history from the TCMB stand-in over HTTP into a real store (SQLite and
// PostgreSQL): stored figures are the bank's, weekends cost no request, a holiday is a day
// without a bulletin, today's missing file and the source's errors are never recorded but
// asked again, and a restart asks nothing twice.
import { describe, it, expect, afterEach } from 'vitest';
import { bulletinXml, publishArchive } from '../../scripts/tcmb-stand-in.js';
import { parseBulletin, type Bulletin } from '../../server/rates/tcmb-xml.js';
import { bench, DIALECTS, EUR, JPY, pathOf, type Bench } from './history-targets.js';

const WEEK = ['2026-11-18', '2026-11-27'] as const;
const WEEKEND = ['2026-11-21', '2026-11-22'];
const HOLIDAY = '2026-11-24';

let b: Bench | undefined;
afterEach(async () => {
  await b?.cleanup();
  b = undefined;
});

const published = (bench: Bench, date: string): Bulletin => parseBulletin(bench.standIn.archive.get(date)!);
const requestsFor = (bench: Bench, date: string) => bench.archiveRequests().filter((r) => r === pathOf(date)).length;

describe.each(DIALECTS)('rate history filled from the archive (%s)', (dialect) => {
  it('stores the bank\'s figures, weekends and a holiday as no bulletin, and waits for today\'s file', async () => {
    b = await bench(dialect);
    const days = publishArchive(b.standIn.archive, WEEK[0], '2026-11-26', [EUR, JPY], [HOLIDAY]);
    const h = b.open();
    await expect.poll(() => h.days(...WEEK).length).toBe(9);

    for (const d of days) expect(h.days(d, d)[0]?.bulletin).toEqual(published(b, d));
    for (const d of [...WEEKEND, HOLIDAY]) expect(h.days(d, d)).toEqual([{ date: d, bulletin: null }]);
    expect(WEEKEND.map((d) => requestsFor(b!, d))).toEqual([0, 0]);
    // Friday's file is not out yet: not recorded, and asked again until it is.
    expect(h.days('2026-11-27', '2026-11-27')).toEqual([]);
    expect(h.newest()?.date).toBe('2026-11-26');
    await expect.poll(() => requestsFor(b!, '2026-11-27')).toBeGreaterThanOrEqual(2);

    const heard: string[] = [];
    h.onBulletin((x) => heard.push(x.date));
    b.standIn.archive.set('2026-11-27', bulletinXml('2026-11-27', '2026/226', [EUR, JPY]));
    await expect.poll(() => h.newest()?.date).toBe('2026-11-27');
    expect(h.newest()).toEqual(published(b, '2026-11-27'));
    expect(heard).toEqual(['2026-11-27']);
    // Every other day was asked for once.
    expect([...days, HOLIDAY].map((d) => requestsFor(b!, d))).toEqual([...days, HOLIDAY].map(() => 1));
  });

  it('stores a holiday that content lists as a day without a bulletin, without asking, even the newest day', async () => {
    b = await bench(dialect);
    publishArchive(b.standIn.archive, WEEK[0], '2026-11-26', [EUR]);
    // Friday 16:00, its bulletin not published: a holiday in content/data/holidays.json.
    const h = b.open({ closedDays: async () => new Set(['2026-11-27']) });
    await expect.poll(() => h.days(...WEEK).length).toBe(10);
    expect(h.days('2026-11-27', '2026-11-27')).toEqual([{ date: '2026-11-27', bulletin: null }]);
    expect(requestsFor(b, '2026-11-27')).toBe(0);
    expect(h.newest()?.date).toBe('2026-11-26');
  });

  it('records nothing for a day the source fails (5xx, malformed XML) and stores it once it answers', async () => {
    b = await bench(dialect);
    const days = publishArchive(b.standIn.archive, ...WEEK, [EUR]);
    b.standIn.dayFaults.set('2026-11-25', { kind: 'status', status: 503 });
    b.standIn.dayFaults.set('2026-11-19', { kind: 'malformed' });
    const h = b.open();
    await expect.poll(() => h.days(...WEEK).length).toBe(8);
    expect(h.days('2026-11-25', '2026-11-25')).toEqual([]);
    expect(h.days('2026-11-19', '2026-11-19')).toEqual([]);
    expect(b.log.warn.length).toBeGreaterThanOrEqual(2);

    b.standIn.dayFaults.clear();
    await expect.poll(() => h.days(...WEEK).length).toBe(10);
    for (const d of days) expect(h.days(d, d)[0]?.bulletin).toEqual(published(b, d));
  });

  it('resumes from the store after a restart, asking for no stored day again', async () => {
    b = await bench(dialect);
    publishArchive(b.standIn.archive, ...WEEK, [EUR, JPY]);
    const first = b.open();
    await expect.poll(() => first.days(...WEEK).length).toBe(10);
    await first.close();
    const asked = b.archiveRequests().length;

    const second = b.open();
    await expect.poll(() => second.days(...WEEK).length).toBe(10);
    await new Promise((r) => setTimeout(r, 500)); // several polls
    expect(b.archiveRequests().length).toBe(asked);
    expect(second.days(...WEEK)).toEqual(first.days(...WEEK));
  });
});
