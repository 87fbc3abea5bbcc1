// When a transfer arrives, in business days: a day counts when it is a weekday, not one of
// Türkiye's public holidays (content/data/holidays.json) and not a public holiday of the
// destination country. A transfer sent after the corridor's cut-off time (Türkiye), or after
// 13:00 on a half-day eve (arife), starts on the next business day. A corridor that arrives in
// minutes (no days, no cut-off: Unilira accounts, FAST, MoneyGram cash) arrives the same day,
// whatever the day.
import type { Corridor } from '../content/facts/fees-schema.js';
import type { HolidayIndex } from '../content/holidays.js';
import { countryHolidays } from './holidays.js';
import type { Locale } from '../../shared/locale.js';
import { addDays, isWeekend } from '../calendar.js';

const EVE_CLOSES = 13 * 60;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export interface Arrival {
  instant: boolean;
  /** The first and last day it may arrive (the same day for an exact estimate). */
  from: string;
  to: string;
  /** Days passed over between sending and the last day, and why: holidays by name, then weekends. */
  skipped: { date: string; name: string }[];
}

interface Calendar { tr: HolidayIndex; country: string; locale: Locale }

/** Why a day is not a business day (a holiday's name, or "weekend"), or undefined when it is one. */
function closedFor(date: string, c: Calendar): string | undefined {
  const tr = c.tr.get(date);
  if (tr && !tr.from) return tr.name[c.locale];
  const own = c.country === 'TR' ? undefined : countryHolidays(c.country, Number(date.slice(0, 4))).get(date);
  if (own) return own[c.locale];
  return isWeekend(date) ? '' : undefined;
}

/** `sendMinutes`: the time of sending on `sendDate`, minutes after midnight in Türkiye. */
export function arrival(corridor: Corridor, sendDate: string, sendMinutes: number, cal: Calendar): Arrival {
  const { minDays, maxDays, cutoff } = corridor.arrival;
  if (maxDays === 0 && !cutoff) return { instant: true, from: sendDate, to: sendDate, skipped: [] };
  const skipped: Arrival['skipped'] = [];
  const nextBusinessDay = (from: string) => {
    let d = addDays(from, 1);
    for (let reason = closedFor(d, cal); reason !== undefined; reason = closedFor(d, cal)) {
      if (reason) skipped.push({ date: d, name: reason });
      d = addDays(d, 1);
    }
    return d;
  };
  const eve = cal.tr.get(sendDate)?.from;
  const closesAt = Math.min(cutoff ? minutes(cutoff) : 24 * 60, eve ? EVE_CLOSES : 24 * 60);
  const todayReason = closedFor(sendDate, cal);
  if (todayReason) skipped.push({ date: sendDate, name: todayReason });
  let day = todayReason === undefined && sendMinutes < closesAt ? sendDate : nextBusinessDay(sendDate);
  for (let i = 0; i < minDays; i++) day = nextBusinessDay(day);
  const from = day;
  for (let i = minDays; i < maxDays; i++) day = nextBusinessDay(day);
  return { instant: false, from, to: day, skipped };
}
