import type { CalcValues } from './types.js';

/** A result's query string: its own URL on the calculator page (the send date only there). */
export function resultQuery(v: CalcValues, withDate?: boolean): string {
  const q = new URLSearchParams({ amount: v.amount, side: v.side, to: v.to });
  if (withDate && v.date) q.set('date', v.date);
  return q.toString();
}

/** The form's own names: its two linked amounts, and what the page last showed. */
export const FORM_FIELDS = ['send', 'receive', 'shown'] as const;
export type AmountFields = Partial<Record<(typeof FORM_FIELDS)[number] | 'side', string>>;

/**
 * Which of the two linked amounts the visitor means, as the form sends them without JavaScript:
 * `side` names the one the page computed from and `shown` what it wrote into the other. The other
 * one, typed over, is the new question; otherwise the same side with its (perhaps new) amount.
 */
export function pickAmount(f: AmountFields): Pick<CalcValues, 'amount' | 'side'> {
  const side = f.side === 'receive' ? 'receive' : 'send';
  const other = side === 'send' ? 'receive' : 'send';
  const typed = (f[other] ?? '').trim();
  return typed && typed !== (f.shown ?? '').trim() ? { amount: typed, side: other } : { amount: f[side] ?? '', side };
}
