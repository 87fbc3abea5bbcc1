import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { periodStats, type RatePoint } from './stats.js';
import { RateStats } from './RateStats.js';
import { LOCALES } from '../../shared/locale.js';
import { dom } from '../../tests/helpers/html.js';
import { ratePeriod, renderIn } from '../../tests/helpers/rates.js';

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

describe('RateStats', () => {
  const text = (html: string) => [...dom(html).querySelectorAll('dd')].map((d) => d.textContent!);

  it('shows a rise with a plus and a fall with a minus sign, in the page\'s number style', () => {
    for (const locale of LOCALES) {
      const sep = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')!.value;
      const up = [{ date: '2026-11-02', value: 480_000n }, { date: '2026-11-03', value: null }, { date: '2026-11-04', value: 489_600n }];
      const down = up.map((p) => ({ ...p, value: p.value === null ? null : 1_000_000n - p.value }));
      const [, , rise] = text(renderIn(locale, <RateStats points={up} />));
      const [, , fall] = text(renderIn(locale, <RateStats points={down} />));
      expect(rise).toMatch(new RegExp(`^\\+0\\${sep}9600 TL \\(\\+\\D*2\\D*\\)`));
      expect(fall).toMatch(new RegExp(`^\u22120\\${sep}9600 TL \\(\u2212`));
    }
  });

  it('names the highest and the lowest rate of the period with their days', () => {
    const period = ratePeriod(90, { seed: 11 });
    const s = periodStats(period)!;
    const [high, low] = text(renderIn(LOCALES[0], <RateStats points={period} />));
    const written = (v: bigint) => `${v / 10_000n},${String(v % 10_000n).padStart(4, '0')} TL`;
    expect(high).toContain(written(s.high.value));
    expect(low).toContain(written(s.low.value));
    expect(high).toContain(String(Number(s.high.date.slice(8))));
  });
});
