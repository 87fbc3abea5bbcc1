// What the transfer calculator's island, its page and GET /api/quote agree on: JSON only. The server makes
// every figure and sentence (server/calculator/view.ts); the island only shows them, so the
// browser carries no formatting rules, rates or fees.
import type { Locale } from './locale.js';

export const CALC_FIELDS = ['amount', 'side', 'to', 'date'] as const;
export type CalcField = (typeof CALC_FIELDS)[number];

export interface CalcValues { amount: string; side: 'send' | 'receive'; to: string; date: string }
export interface CalcError { field: CalcField; message: string }

export interface ResultRow { label: string; value: string; note?: string }
export interface ResultView {
  /** "Alıcıya €1.218,19 ulaşır". */
  headline: string;
  rows: ResultRow[];
  /** Weekend markup, a future send date, a rate shown only in the app. */
  notes: string[];
  limits: { heading: string; items: string[]; link: { label: string; url: string } };
  /** The next step: sending is done in the app (the QR overlay, which a phone shows as store links). */
  next: { text: string; label: string; url: string };
  /** The two linked amounts as the form's fields show them ("1.250,00", "1.218,19"); `receive` empty without a rate. */
  fields: { send: string; receive: string };
}

/** GET /api/quote answers this (status 200), or { errors } with status 400. */
export interface QuoteAnswer { values: CalcValues; result: ResultView; amounts: Record<string, string> }

/** A destination, with the currency that arrives there (the second amount's). */
export interface CalcOption { value: string; label: string; currency: string }
export interface CalcLabels {
  /** The two linked amounts: what you send (TL) and what arrives (the destination's currency). */
  send: string; receive: string; to: string; date: string; dateHint: string;
  submit: string; problem: string; result: string; loading: string;
  /** The link to a result's own page. */
  link: string;
}
export interface CalculatorProps {
  id: string;
  /** The calculator page: where the form goes without JavaScript. */
  action: string;
  lang: Locale;
  /** The calculator page's whole form (with the send date), whose address follows the result. */
  full?: boolean;
  /** The level of the result's and the error summary's headings: one below the block's title. */
  heading: 2 | 3;
  labels: CalcLabels;
  groups: { label: string; options: CalcOption[] }[];
  values: CalcValues;
  /** The first and last send date offered (YYYY-MM-DD). */
  min: string;
  max: string;
  result?: ResultView;
  errors?: CalcError[];
}

// A result's query, and the form's two linked amounts read into one (server and island alike).
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
