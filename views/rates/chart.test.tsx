import { describe, it, expect } from 'vitest';
import { gzipSync } from 'node:zlib';
import { RateChart } from './RateChart.js';
import { bulletinDays, type RatePoint } from './stats.js';
import { LOCALES, type Locale } from '../../shared/locale.js';
import { dom } from '../../tests/helpers/html.js';
import { ratePeriod, renderIn } from '../../tests/helpers/rates.js';

const [TR, EN] = LOCALES;
// A nine-day holiday (Kurban Bayramı style) inside the year, as well as every weekend.
const bayram = ['2026-05-26', '2026-05-27', '2026-05-28', '2026-05-29'];
const year = ratePeriod(365, { seed: 7, holidays: bayram });

function chart(locale: Locale, points: RatePoint[] = year) {
  const html = renderIn(locale, <RateChart currency="EUR" unit={1} points={points} />);
  const svg = dom(html).querySelector('svg[role="img"]')!;
  return { html, svg, paths: [...svg.querySelectorAll('path')] };
}

/** The line's vertices in the plot's units, from its one path of relative moves. */
function vertices(d: string): [number, number][] {
  const n = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < n.length; i += 2) {
    const [px, py] = out.at(-1) ?? [0, 0];
    out.push(i === 0 ? [n[0]!, n[1]!] : [px + n[i]!, py + n[i + 1]!]);
  }
  return out;
}

const lineOf = (paths: Element[]) => paths.find((p) => p.getAttribute('class') === 'rate-chart-line')!.getAttribute('d')!;
const gridYs = (paths: Element[]) => [...paths.find((p) => p.getAttribute('class') === 'rate-chart-grid')!.getAttribute('d')!.matchAll(/M0 (\d+)/g)].map((m) => Number(m[1]));
const texts = (svg: Element, cls: string) => [...svg.querySelectorAll(`text.${cls}`)].map((x) => x.textContent!);
const sepOf = (locale: Locale) => new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')!.value;
const months = (locale: Locale) => Array.from({ length: 12 }, (_, m) => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, m, 15)));
/** A label read back as a number, by the page's own separators. */
const readNumber = (s: string, locale: Locale) => Number(s.replaceAll(sepOf(locale) === ',' ? '.' : ',', '').replace(sepOf(locale), '.'));

describe('RateChart', () => {
  it('draws a year in one path of relative moves, under 6 KB gzipped', () => {
    const { html, svg, paths } = chart(TR);
    const size = gzipSync(html).length;
    console.log(`RateChart, 365 days: ${html.length} B, ${size} B gzipped`);
    expect(size).toBeLessThanOrEqual(6 * 1024);
    expect(paths).toHaveLength(2); // the gridlines and the line, no element per point
    expect(svg.querySelectorAll('circle, rect, line, polyline')).toHaveLength(0);
    expect(lineOf(paths)).toMatch(/^M\d+ \d+l[-\d ]+$/);
  });

  it('puts a vertex on every bulletin day and none on a day without one', () => {
    for (const points of [year, ratePeriod(30, { seed: 3 }), ratePeriod(90, { seed: 4, end: '2026-06-07', holidays: bayram })]) {
      const xs = vertices(lineOf(chart(EN, points).paths)).map(([x]) => x);
      const expected = points.flatMap((p, i) => (p.value === null ? [] : [i]));
      expect(xs).toEqual(expected);
    }
  });

  it('places the highest rate at the top, the lowest at the bottom, each where the y axis says', () => {
    for (const locale of LOCALES) {
      const { svg, paths } = chart(locale);
      const vs = vertices(lineOf(paths));
      const days = bulletinDays(year);
      const values = days.map((d) => Number(d.value) / 10_000);
      const top = vs.reduce((a, b) => (b[1] < a[1] ? b : a));
      const bottom = vs.reduce((a, b) => (b[1] > a[1] ? b : a));
      expect(year[top[0]]!.value).toBe(days.reduce((m, d) => (d.value > m ? d.value : m), 0n));
      expect(year[bottom[0]]!.value).toBe(days.reduce((m, d) => (d.value < m ? d.value : m), days[0]!.value));
      // Reading each vertex against the labelled gridlines gives its rate, to the plot's resolution.
      const ys = gridYs(paths);
      const labels = texts(svg, 'rate-chart-y').map((s) => readNumber(s, locale));
      expect(ys).toHaveLength(labels.length);
      const perUnit = (labels[0]! - labels.at(-1)!) / (ys.at(-1)! - ys[0]!);
      vs.forEach(([, y], i) => expect(Math.abs(labels[0]! + (ys[0]! - y) * perUnit - values[i]!)).toBeLessThanOrEqual(Math.abs(perUnit)));
    }
  });

  it('names and describes itself in the page\'s language, with its decimal separator and month names', () => {
    for (const locale of LOCALES) {
      const other = locale === TR ? EN : TR;
      const { svg } = chart(locale);
      expect(svg.getAttribute('aria-labelledby')).toBe(svg.querySelector('title')!.id);
      expect(svg.getAttribute('aria-describedby')).toBe(svg.querySelector('desc')!.id);
      const title = svg.querySelector('title')!.textContent!;
      const desc = svg.querySelector('desc')!.textContent!;
      expect(title).toContain(new Intl.DisplayNames([locale], { type: 'currency' }).of('EUR'));
      expect(title).toContain(`${months(locale)[10]} 2026`);
      const [first, last] = [bulletinDays(year)[0]!.value, bulletinDays(year).at(-1)!.value];
      const written = (v: bigint) => `${v / 10_000n}${sepOf(locale)}${String(v % 10_000n).padStart(4, '0')} TL`;
      expect(desc).toContain(written(first));
      expect(desc).toContain(written(last));
      for (const y of texts(svg, 'rate-chart-y')) expect(y).toMatch(new RegExp(`^\\d+\\${sepOf(locale)}\\d{2,4}$`));
      const xs = texts(svg, 'rate-chart-x');
      expect(xs.length).toBeGreaterThanOrEqual(3);
      for (const words of xs.map((x) => x.match(/\p{L}+/gu) ?? [])) {
        expect(words).toHaveLength(1);
        expect(months(locale)).toContain(words[0]);
        expect(months(other)).not.toContain(words[0]);
      }
      expect(`${title} ${desc}`.match(/\p{L}+/gu)!.filter((w) => months(other).includes(w) && !months(locale).includes(w))).toEqual([]);
    }
  });

  it('says what the rate is for when it is quoted per 100 units', () => {
    const html = renderIn(EN, <RateChart currency="JPY" unit={100} points={ratePeriod(30, { start: 280_000n })} />);
    expect(dom(html).querySelector('title')!.textContent).toContain('(100 JPY)');
  });

  it('says so, instead of drawing, for a period without a bulletin', () => {
    const html = renderIn(TR, <RateChart currency="EUR" unit={1} points={ratePeriod(2, { end: '2026-11-29' })} />);
    expect(html).not.toContain('<svg');
    expect(dom(html).querySelector('p')!.textContent).toBeTruthy();
  });
});
