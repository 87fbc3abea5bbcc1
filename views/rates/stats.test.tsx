import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { periodStats, type RatePoint } from './stats.js';

const points = fc.array(fc.option(fc.bigInt({ min: 1n, max: 10_000_000n }), { nil: null, freq: 3 }), { maxLength: 400 })
  .map((vs): RatePoint[] => vs.map((value, i) => ({ date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10), value })));

describe('periodStats', () => {
  it('finds the high, low and change over the bulletin days only, the earlier day on a tie', () => {
    fc.assert(fc.property(points, (ps) => {
      const days = ps.filter((p) => p.value !== null) as { date: string; value: bigint }[];
      const s = periodStats(ps);
      if (!days.length) {
        expect(s).toBeUndefined();
        return;
      }
      const values = days.map((d) => d.value);
      const max = values.reduce((a, b) => (b > a ? b : a));
      const min = values.reduce((a, b) => (b < a ? b : a));
      expect(s!.high).toEqual(days.find((d) => d.value === max));
      expect(s!.low).toEqual(days.find((d) => d.value === min));
      expect(s!.first).toEqual(days[0]);
      expect(s!.last).toEqual(days.at(-1));
      expect(s!.change).toBe(values.at(-1)! - values[0]!);
      const percent = ((Number(values.at(-1)) - Number(values[0])) * 100) / Number(values[0]);
      expect(Math.abs(s!.changePercent - percent)).toBeLessThanOrEqual(Math.abs(percent) * 1e-12);
    }));
  });
});
