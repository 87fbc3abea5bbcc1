import type { CalcValues } from './types.js';

/** A result's query string: its own URL on the calculator page (the send date only there). */
export function resultQuery(v: CalcValues, withDate?: boolean): string {
  const q = new URLSearchParams({ amount: v.amount, side: v.side, to: v.to });
  if (withDate && v.date) q.set('date', v.date);
  return q.toString();
}
