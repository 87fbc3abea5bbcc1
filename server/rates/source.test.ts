// The TCMB rates source against the stand-in (scripts/tcmb-stand-in.ts): fresh, stale and
// last-good answers, each fault (down, slow, 5xx, malformed, a currency missing), the archive
// when nothing was ever read, and never a throw.
import { describe, it, expect, afterEach } from 'vitest';
import { tcmbRates, type RatesSource } from './source.js';
import { TcmbStandIn, bulletinXml, type FixtureCurrency } from '../../scripts/tcmb-stand-in.js';

const EUR: FixtureCurrency = { code: 'EUR', buying: '50.8000', selling: '50.9000' };
const USD: FixtureCurrency = { code: 'USD', buying: '44.0000', selling: '44.1000' };
const JPY: FixtureCurrency = { code: 'JPY', unit: 100, buying: '28.1000', selling: '28.3000' };
const FRIDAY = bulletinXml('2026-12-04', '2026/231', [EUR, USD, JPY]);

let standIn: TcmbStandIn | undefined;
let source: RatesSource | undefined;
afterEach(async () => {
  source?.close();
  await standIn?.stop();
});

async function setUp(today: string, clock = { t: Date.parse('2026-12-05T09:00:00+03:00') }) {
  standIn = await new TcmbStandIn(today).start();
  source = tcmbRates({ url: standIn.url, freshMs: 60_000, staleWhileRevalidateMs: 60_000, staleIfErrorMs: 86_400_000, timeoutMs: 1000, now: () => new Date(clock.t) });
  return { standIn, source, clock };
}

describe('TCMB rates source', () => {
  it('on a Saturday answers Friday\'s bulletin with its date, from memory while fresh', async () => {
    const { source: s, standIn: si } = await setUp(FRIDAY);
    const r = await s.current();
    expect(r?.bulletin).toEqual({ date: '2026-12-04', number: '2026/231' });
    expect(r?.rates.JPY).toMatchObject({ unit: 100, selling: 283000n });
    await s.current();
    expect(si.requests).toEqual(['/kurlar/today.xml']);
  });

  for (const [name, fault] of [
    ['answers 503', { kind: 'status', status: 503 }],
    ['answers malformed XML', { kind: 'malformed' }],
    ['is slow (past the timeout)', { kind: 'slow', ms: 2500 }],
  ] as const) {
    it(`answers the last good rates with their date when the source ${name}`, async () => {
      const { source: s, standIn: si, clock } = await setUp(FRIDAY);
      await s.current();
      si.fault = fault;
      clock.t += 3 * 60_000; // past fresh and stale-while-revalidate: a call is waited for, and fails
      const r = await s.current();
      expect(r?.bulletin.date).toBe('2026-12-04');
      expect(r?.rates.EUR?.selling).toBe(509000n);
    });
  }

  it('answers the last good rates when the source is down, and undefined (never a throw) when it never answered', async () => {
    const { source: s, standIn: si, clock } = await setUp(FRIDAY);
    await s.current();
    await si.stop();
    clock.t += 3 * 60_000;
    expect((await s.current())?.bulletin.date).toBe('2026-12-04');
    const cold = tcmbRates({ url: 'http://127.0.0.1:9/kurlar', freshMs: 1000, staleWhileRevalidateMs: 0, staleIfErrorMs: 0, timeoutMs: 200 });
    await expect(cold.current()).resolves.toBeUndefined();
    cold.close();
  });

  it('keeps a currency missing from a new bulletin at its last good figure, with that figure\'s date', async () => {
    const { source: s, standIn: si, clock } = await setUp(FRIDAY, { t: Date.parse('2026-12-07T16:00:00+03:00') });
    await s.current();
    si.today = bulletinXml('2026-12-07', '2026/232', [{ code: 'EUR', buying: '51.0000', selling: '51.1000' }]);
    clock.t += 3 * 60_000;
    const r = await s.current();
    expect(r?.bulletin.date).toBe('2026-12-07');
    expect(r?.rates.EUR).toMatchObject({ selling: 511000n, date: '2026-12-07', bulletin: '2026/232' });
    expect(r?.rates.USD).toMatchObject({ selling: 441000n, date: '2026-12-04', bulletin: '2026/231' });
  });

  it('reads the archive file of the last bulletin when today.xml fails before anything was read', async () => {
    const { source: s, standIn: si } = await setUp(FRIDAY, { t: Date.parse('2026-12-05T09:00:00+03:00') });
    si.today = '<html>bakım</html>';
    si.archive.set('2026-12-04', FRIDAY);
    const r = await s.current();
    expect(r?.bulletin.date).toBe('2026-12-04');
    expect(si.requests).toEqual(['/kurlar/today.xml', '/kurlar/202612/05122026.xml', '/kurlar/202612/04122026.xml']);
  });
});
