// The chart's drawing in numbers: a y axis of round steps around the period's low and high,
// the x ticks, and the line as one path. The plot's own coordinates are the day's index across
// (one unit a calendar day) and 0–1000 down, so every coordinate is an integer.
import type { RatePoint } from './stats.js';
import { RATE_SCALE } from '../../server/rates/tcmb-xml.js';

/** The plot's height in its own units: 0 is the top gridline, PLOT_H the bottom one. */
export const PLOT_H = 1000;

export interface YAxis { lo: bigint; hi: bigint; ticks: bigint[]; decimals: number }

/** The smallest of 1, 2, 2.5, 5 × 10^k (in 1/10,000) at least `raw`. */
function niceStep(raw: bigint): bigint {
  for (let p = 1n; ; p *= 10n) {
    for (const m of [10n, 20n, 25n, 50n]) if ((m * p) / 10n >= raw) return (m * p) / 10n;
  }
}

/** Four or five round steps from below the low to above the high; a flat period still gets one step. */
export function yAxis(low: bigint, high: bigint): YAxis {
  const span = high > low ? high - low : high / 100n || 1n;
  const step = niceStep(span / 4n || 1n);
  const lo = (low / step) * step;
  let hi = ((high + step - 1n) / step) * step;
  if (hi === lo) hi += step;
  const ticks: bigint[] = [];
  for (let v = lo; v <= hi; v += step) ticks.push(v);
  // As many decimals as the step needs, at least two so a label reads as a rate ("48,50").
  let decimals = RATE_SCALE;
  for (let q = 10n; decimals > 2 && step % q === 0n; q *= 10n) decimals--;
  return { lo, hi, ticks, decimals };
}

/** A rate's height in the plot: the axis's top (hi) at 0. */
export const yOf = (a: YAxis, v: bigint): number => Math.round(Number((a.hi - v) * BigInt(PLOT_H)) / Number(a.hi - a.lo));

/** A tick's value at its label's precision: 48.5000 at two decimals is 4850 hundredths. */
export const tickValue = (a: YAxis, v: bigint): bigint => v / 10n ** BigInt(RATE_SCALE - a.decimals);

/**
 * The line through the bulletin days only: a day without a bulletin gets no vertex, and the
 * line runs straight from the bulletin before it to the one after (Friday to Monday). The
 * Central Bank's rate stays in force until its next bulletin, so the gap invents no figure;
 * the table beside the chart names each such day. Relative moves keep the path short.
 */
export function linePath(points: readonly RatePoint[], y: (v: bigint) => number): string {
  let d = '';
  let x0 = 0;
  let y0 = 0;
  points.forEach((p, x) => {
    if (p.value === null) return;
    const yy = y(p.value);
    if (!d) d = `M${x} ${yy}l`;
    else d += `${d.endsWith('l') ? '' : ' '}${x - x0}${yy - y0 < 0 ? '' : ' '}${yy - y0}`;
    [x0, y0] = [x, yy];
  });
  // A lone bulletin day is a zero-length line, which the round cap draws as a dot.
  return d.endsWith('l') ? `${d}0 0` : d;
}

/** The horizontal gridlines at the axis's ticks, across the plot's width. */
export const gridPath = (a: YAxis, width: number): string => a.ticks.map((v) => `M0 ${yOf(a, v)}h${width}`).join('');

/** Up to five days to label along the x axis, evenly spaced, the first and the last included. */
export function xTicks(days: number): number[] {
  const last = Math.max(days - 1, 0);
  return [...new Set([0, 1, 2, 3, 4].map((k) => Math.round((k * last) / 4)))];
}
