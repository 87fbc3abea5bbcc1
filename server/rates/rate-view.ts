// What the exchange-rate pages and /api/rates show, worked out from today's rates and the
// history of bulletins: each figure as published, the day's change against the bulletin before,
// and a period's series (our rate per corridor is the calculator's: corridor-rates.ts). Pure: no
// I/O, no clock but the `now` it is given.
import type { Rates } from './source.js';
import type { CurrencyRate } from './tcmb-xml.js';
import type { HistoryDay, RateHistory } from './history/types.js';
import type { HolidayIndex } from '../content/holidays.js';
import { addDays, isWeekend } from '../calendar.js';
import { turkeyDate } from '../content/campaign-state.js';
import { knownCurrencies } from './currencies.js';
import type { Locale } from '../../shared/locale.js';

export const PERIODS = [30, 90, 365] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 30;
/** The query parameter of a period link, in each language (?gun=90, ?days=90). */
export const PERIOD_QUERY: Record<Locale, string> = { tr: 'gun', en: 'days' };

/** The bulletin shown: the newer of today's rates and the history's newest (a new one may reach either first). */
export function shownRates(today: Rates | undefined, history: RateHistory): Rates | undefined {
  const newest = history.newest();
  if (!newest || (today && today.bulletin.date >= newest.date)) return today;
  return { bulletin: { date: newest.date, number: newest.number }, rates: { ...today?.rates, ...newest.rates } };
}

/** The codes of a bulletin, those people look for first (currencies.ts) ahead of the rest. */
export function orderedCodes(rates: Rates): string[] {
  const codes = Object.keys(rates.rates);
  const rank = (c: string) => (knownCurrencies.includes(c) ? knownCurrencies.indexOf(c) : knownCurrencies.length);
  return codes.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export interface DayChange { previous: { date: string; selling: bigint }; change: bigint; percent: number }

/** The change since the bulletin before the figure's own, from the history; none without one. */
export function dayChange(code: string, figure: CurrencyRate, history: RateHistory): DayChange | undefined {
  const days = history.days(addDays(figure.date, -14), addDays(figure.date, -1));
  for (let i = days.length - 1; i >= 0; i--) {
    const prev = days[i]!.bulletin?.rates[code];
    if (prev && prev.unit === figure.unit) return changeOf(prev.date, prev.selling, figure.selling);
  }
  return undefined;
}

const changeOf = (date: string, from: bigint, to: bigint): DayChange =>
  ({ previous: { date, selling: from }, change: to - from, percent: Number(((to - from) * 1_000_000n) / from) / 10_000 });

export interface SeriesPoint { date: string; value: bigint | null; unit?: number }

/** A period's days ending on `end`, each with its selling figure or null (no bulletin that day). Days not known yet are left out. */
export function series(code: string, history: RateHistory, end: string, period: Period): SeriesPoint[] {
  return history.days(addDays(end, -(period - 1)), end).map((d: HistoryDay) => {
    const r = d.bulletin?.rates[code];
    return { date: d.date, value: r ? r.selling : null, unit: r?.unit };
  });
}

/**
 * When the next bulletin is due: 15:30 Türkiye time on the next business day (today's, before
 * 15:30). A full holiday has none; a half day (an eve) still has one.
 */
export function nextBulletinDue(now: Date, holidays: HolidayIndex): Date {
  const at = (d: string) => new Date(Date.parse(`${d}T15:30:00+03:00`));
  let day = turkeyDate(now);
  if (now >= at(day) || !isBusinessDay(day, holidays)) day = addDays(day, 1);
  while (!isBusinessDay(day, holidays)) day = addDays(day, 1);
  return at(day);
}

const isBusinessDay = (date: string, holidays: HolidayIndex) => {
  const h = holidays.get(date);
  return !isWeekend(date) && (!h || !!h.from);
};
