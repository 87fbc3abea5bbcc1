// The transfer calculator's arithmetic, in integers (money.ts): what a transfer costs, at what
// rate, how much arrives and when. One function answers the result page and GET /api/quote.
// Rules (docs/calculator.md): the fee is taken from the amount sent, in Turkish lira, its
// percentage rounded half up to the kuruş; the applied rate is the Central Bank's forex selling
// rate plus the corridor's markup, rounded half up to four decimals, and that rounded rate is
// the one used; the amount that arrives is rounded down to the destination's minor unit. Asked
// for an amount to arrive, the answer is the smallest amount sent (in kuruş) that delivers it.
import type { Corridor, FeeSchedule, Limit } from '../content/facts/fees-schema.js';
import type { HolidayIndex } from '../content/holidays.js';
import type { Rates } from '../rates/source.js';
import { RATE_SCALE, type CurrencyRate } from '../rates/tcmb-xml.js';
import { divHalfUp, divUp, fromContent, pow10 } from '../money.js';
import { minorDigits, type Money } from '../../shared/format.js';
import { scheduleOn } from './schedule.js';
import { arrival, type Arrival } from './arrival.js';
import { isWeekend } from '../calendar.js';
import type { Locale } from '../../shared/locale.js';

export type Side = 'send' | 'receive';
export interface QuoteInput {
  /** In minor units of TRY (side send) or of the corridor's currency (side receive). */
  amount: bigint;
  side: Side;
  corridor: string;
  /** YYYY-MM-DD, Türkiye. */
  date: string;
  /** Minutes after midnight (Türkiye) when sending on `date`. */
  minutes: number;
}
export interface QuoteContext { fees: FeeSchedule; holidays: HolidayIndex; rates: Rates | undefined; locale: Locale }

export interface AppliedRate {
  unit: number;
  /** TRY per unit, in 1/10,000: the Central Bank's, and the one applied. */
  reference: bigint;
  applied: bigint;
  /** The markup over the reference, in hundredths of a per cent, as the rounded rate gives it. */
  markupBp: bigint;
  /** The bulletin the reference rate comes from. */
  date: string;
  bulletin: string;
}

export interface Quote {
  corridor: Corridor;
  scheduleFrom: string;
  send: Money;
  fee: Money;
  /** The amount sent less the fee, in TRY: what is converted. */
  converted: Money;
  /** Absent when the corridor's currency has no reference rate (the app shows it). */
  receive?: Money;
  rate?: AppliedRate;
  /** The weekend and holiday markup applies. */
  weekendRate: boolean;
  arrival: Arrival;
  limits: Limit[];
}

export type QuoteField = 'amount' | 'side' | 'to' | 'date';
export type QuoteProblem =
  | { field: 'amount'; kind: 'tooSmall' | 'overLimit' | 'noRate'; limit?: Money }
  | { field: 'to'; kind: 'unknown' }
  | { field: 'date'; kind: 'noSchedule' };

const TRY = 'TRY';
const PERCENT_SCALE = 4; // a fee's percentage in 1/10,000 of a per cent

function feeOn(send: bigint, fixed: bigint, pct: bigint): bigint {
  return fixed + divHalfUp(send * pct, 100n * pow10(PERCENT_SCALE));
}

interface Conversion { rate?: AppliedRate; dest: string; digits: number }
/** What arrives for `converted` kuruş. */
function received(converted: bigint, c: Conversion): bigint | undefined {
  if (c.dest === TRY) return converted;
  if (!c.rate) return undefined;
  // kuruş × 10^4 × unit × 10^digits / (100 × applied): floor.
  return (converted * pow10(RATE_SCALE) * BigInt(c.rate.unit) * pow10(c.digits)) / (100n * c.rate.applied);
}

/** The kuruş to convert so that at least `want` (minor units) arrives. */
function neededConverted(want: bigint, c: Conversion): bigint {
  if (c.dest === TRY || !c.rate) return want;
  return divUp(want * 100n * c.rate.applied, pow10(RATE_SCALE) * BigInt(c.rate.unit) * pow10(c.digits));
}

/** The smallest amount sent whose converted part reaches `need` (the fee grows with it). */
function sendFor(need: bigint, fixed: bigint, pct: bigint): bigint {
  const scale = 100n * pow10(PERCENT_SCALE);
  let s = divUp((need + fixed) * scale, scale - pct);
  while (s > 0n && s - 1n - feeOn(s - 1n, fixed, pct) >= need) s--;
  while (s - feeOn(s, fixed, pct) < need) s++;
  return s;
}

export function appliedRate(r: CurrencyRate, markupPercent: number, newest: Rates['bulletin']): AppliedRate {
  // The bulletin the figure itself comes from: a currency kept from an older one cites that one.
  const bulletin = r.bulletin ?? (r.date === newest.date ? newest.number : '');
  const markup = fromContent(markupPercent, 2); // hundredths of a per cent
  const applied = divHalfUp(r.selling * (10_000n + markup), 10_000n);
  return { unit: r.unit, reference: r.selling, applied, markupBp: divHalfUp((applied - r.selling) * 10_000n, r.selling), date: r.date, bulletin };
}

/** Weekend or holiday rate: a Saturday, a Sunday, one of Türkiye's holidays, or an eve after 13:00. */
function weekendRate(date: string, minutes: number, holidays: HolidayIndex): boolean {
  const h = holidays.get(date);
  return isWeekend(date) || (!!h && (!h.from || minutes >= 13 * 60));
}

const corridorLimits = (fees: FeeSchedule, c: Corridor) => c.limits.map((id) => fees.limits.find((l) => l.id === id)!).filter(Boolean);

/** The most one transfer may send (a verified account's limit), if there is one. */
export function transactionLimit(limits: Limit[]): Money | undefined {
  const most = limits.find((l) => l.period === 'transaction')?.tiers.verified;
  return most == null ? undefined : { minor: fromContent(most, 2), currency: TRY };
}

/** The per-transaction limit of a destination in the schedule in force on `date`. */
export function limitFor(fees: FeeSchedule, corridorId: string, date: string): Money | undefined {
  const c = scheduleOn(fees, date)?.corridors.find((x) => x.id === corridorId);
  return c && transactionLimit(corridorLimits(fees, c));
}

export function quote(input: QuoteInput, ctx: QuoteContext): { quote: Quote } | { problem: QuoteProblem } {
  const schedule = scheduleOn(ctx.fees, input.date);
  if (!schedule) return { problem: { field: 'date', kind: 'noSchedule' } };
  const corridor = schedule.corridors.find((c) => c.id === input.corridor);
  if (!corridor) return { problem: { field: 'to', kind: 'unknown' } };
  const fee = schedule.fees.find((f) => f.id === corridor.fee)!;
  const fixed = fromContent(fee.amount ?? 0, 2);
  const pct = fromContent(fee.percent ?? 0, PERCENT_SCALE);
  const weekend = weekendRate(input.date, input.minutes, ctx.holidays);
  const reference = ctx.rates?.rates[corridor.currency];
  const conv: Conversion = {
    dest: corridor.currency, digits: minorDigits(corridor.currency),
    rate: reference && corridor.markup ? appliedRate(reference, weekend ? corridor.markup.weekend : corridor.markup.weekday, ctx.rates!.bulletin) : undefined,
  };
  if (input.side === 'receive' && conv.dest !== TRY && !conv.rate) return { problem: { field: 'amount', kind: 'noRate' } };
  const send = input.side === 'send' ? input.amount : sendFor(neededConverted(input.amount, conv), fixed, pct);
  const feeMinor = feeOn(send, fixed, pct);
  const converted = send - feeMinor;
  const receive = received(converted, conv);
  if (converted <= 0n || receive === 0n) {
    // The least that delivers one minor unit: the fee and the rate name the minimum.
    const least = sendFor(neededConverted(1n, conv), fixed, pct);
    return { problem: { field: 'amount', kind: 'tooSmall', limit: { minor: least, currency: TRY } } };
  }
  const limits = corridorLimits(ctx.fees, corridor);
  const perTransaction = transactionLimit(limits);
  if (perTransaction && send > perTransaction.minor) return { problem: { field: 'amount', kind: 'overLimit', limit: perTransaction } };
  return {
    quote: {
      corridor, scheduleFrom: schedule.validFrom,
      send: { minor: send, currency: TRY }, fee: { minor: feeMinor, currency: TRY }, converted: { minor: converted, currency: TRY },
      receive: receive === undefined ? undefined : { minor: receive, currency: corridor.currency },
      rate: conv.rate, weekendRate: weekend && !!corridor.markup,
      arrival: arrival(corridor, input.date, input.minutes, { tr: ctx.holidays, country: corridor.country, locale: ctx.locale }),
      limits,
    },
  };
}
