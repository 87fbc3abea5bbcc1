// One currency's rate over a period, as the rate views take it: the calendar days oldest first,
// each with the bulletin's forex selling rate (1/10,000 TRY per unit) or null when none was published.

export interface RatePoint { date: string; value: bigint | null }
export interface RateDay { date: string; value: bigint }

export interface PeriodStats {
  /** The highest and lowest rate; on a tie, the earlier day. */
  high: RateDay;
  low: RateDay;
  first: RateDay;
  last: RateDay;
  /** last − first, in 1/10,000 TRY. */
  change: bigint;
  /** change / first × 100 (1.82 for 1.82 %). */
  changePercent: number;
}

/** The bulletin days of a period, oldest first. */
export const bulletinDays = (points: readonly RatePoint[]): RateDay[] =>
  points.filter((p): p is RateDay => p.value !== null);

/** High, low and change over the bulletin days only; undefined when the period has none. */
export function periodStats(points: readonly RatePoint[]): PeriodStats | undefined {
  const days = bulletinDays(points);
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return undefined;
  let high = first;
  let low = first;
  for (const d of days) {
    if (d.value > high.value) high = d;
    if (d.value < low.value) low = d;
  }
  const change = last.value - first.value;
  // Rates are far below 2^53 in 1/10,000, so the float division is exact enough for a percentage.
  const changePercent = first.value === 0n ? 0 : (Number(change) / Number(first.value)) * 100;
  return { high, low, first, last, change, changePercent };
}
