// Whether an office is open, from its opening hours and Türkiye's public holidays, in
// Türkiye's time zone whatever the server's: open now and until when, or closed and when it
// opens next. `changesAt` is when what a page says changes (an opening, a closing, or the
// midnight that turns "tomorrow" into "today" or starts a holiday), so a page showing the
// status can expire exactly then.
import { weekdays, type OpeningHours, type Weekday } from './schemas.js';
import type { Holiday, HolidayIndex } from './holidays.js';
import type { Locale } from '../../shared/locale.js';

const TZ = 'Europe/Istanbul';
const DAY_MS = 86_400_000;

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: TZ, hourCycle: 'h23', weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
});
const shortDays: Record<string, Weekday> = { Mon: 'mon', Tue: 'tue', Wed: 'wed', Thu: 'thu', Fri: 'fri', Sat: 'sat', Sun: 'sun' };

/** The wall clock in Türkiye at `now`: weekday, date, minutes since midnight and that midnight's UTC instant. */
export function turkeyClock(now: Date): { day: Weekday; date: string; minutes: number; midnight: number } {
  const p = Object.fromEntries(parts.formatToParts(now).map((x) => [x.type, x.value]));
  const wall = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  // The zone's offset at this instant (Türkiye keeps UTC+3 all year, but the zone database decides).
  const offset = wall - Math.floor(now.getTime() / 1000) * 1000;
  return {
    day: shortDays[p.weekday!]!, date: `${p.year}-${p.month}-${p.day}`,
    minutes: +p.hour! * 60 + +p.minute!, midnight: Date.UTC(+p.year!, +p.month! - 1, +p.day!) - offset,
  };
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const spanOn = (hours: OpeningHours, day: Weekday) => hours.find((h) => h.days.includes(day));
/** The calendar date `days` after `date` ("2026-10-28" + 1 → "2026-10-29"). */
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The hours an office keeps on one date: none on a holiday, until 13:00 on an eve. */
export function hoursOn(hours: OpeningHours, day: Weekday, date: string, holidays: HolidayIndex): { opens: string; closes: string; holiday?: Holiday } | undefined {
  const span = spanOn(hours, day);
  const holiday = holidays.get(date);
  if (!span || !holiday) return span;
  if (!holiday.from || span.opens >= holiday.from) return undefined;
  return { opens: span.opens, closes: span.closes < holiday.from ? span.closes : holiday.from, holiday };
}

/** The holiday that keeps offices closed at this moment, if any (a whole day, or an eve after 13:00). */
function holidayNow(date: string, minutes: number, holidays: HolidayIndex): Holiday | undefined {
  const h = holidays.get(date);
  return h && (!h.from || minutes >= toMinutes(h.from)) ? h : undefined;
}

export type OpeningStatus =
  /** `holiday`: an eve that shortens today's hours. */
  | { open: true; closes: string; changesAt: Date; holiday?: Holiday }
  /**
   * `inDays`: 0 later today, 1 tomorrow, 2 or more (past a holiday, up to three weeks); `date`
   * the opening's date; `holiday`: the holiday that closes the office today.
   */
  | { open: false; opens: string; day: Weekday; date: string; inDays: number; opensAt: Date; changesAt: Date; holiday?: Holiday };

const NO_HOLIDAYS: HolidayIndex = new Map();

/** `clock` may be passed in when many offices are checked at the same moment. */
export function openingStatus(hours: OpeningHours, now: Date, clock = turkeyClock(now), holidays: HolidayIndex = NO_HOLIDAYS): OpeningStatus {
  const { day, date, minutes, midnight } = clock;
  const today = weekdays.indexOf(day);
  const at = (inDays: number, hhmm: string) => new Date(midnight + inDays * DAY_MS + toMinutes(hhmm) * 60_000);
  const span = hoursOn(hours, day, date, holidays);
  if (span && minutes >= toMinutes(span.opens) && minutes < toMinutes(span.closes)) {
    return { open: true, closes: span.closes, changesAt: at(0, span.closes), ...(span.holiday ? { holiday: span.holiday } : {}) };
  }
  const holiday = holidayNow(date, minutes, holidays);
  // A week, plus the longest run of holidays (an eve and four days) and some to spare.
  for (let inDays = 0; inDays <= 21; inDays++) {
    const d = weekdays[(today + inDays) % 7]!;
    const next = hoursOn(hours, d, addDays(date, inDays), holidays);
    if (next && (inDays > 0 || minutes < toMinutes(next.opens))) {
      const opensAt = at(inDays, next.opens);
      // Past midnight "tomorrow" reads "today", and a holiday may begin: the page changes then.
      const changesAt = inDays === 0 ? opensAt : new Date(midnight + DAY_MS);
      return { open: false, opens: next.opens, day: d, date: addDays(date, inDays), inDays, opensAt, changesAt, ...(holiday ? { holiday } : {}) };
    }
  }
  // The schema requires at least one day, and holidays last days, not weeks.
  throw new Error('no opening within three weeks');
}

/** The soonest change among several statuses, for the page cache. */
export const soonestStatusChange = (statuses: OpeningStatus[]): Date | undefined =>
  statuses.length ? new Date(Math.min(...statuses.map((s) => s.changesAt.getTime()))) : undefined;

/** Day names per language, made once: a formatter costs far more to build than to use. */
const dayNames = new Map<string, string[]>();
/** A weekday's name in a language ("Pazartesi", "Monday"); 2024-01-01 was a Monday. */
export function dayName(day: Weekday, locale: Locale): string {
  let names = dayNames.get(locale);
  if (!names) {
    const f = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    dayNames.set(locale, (names = weekdays.map((_, i) => f.format(new Date(Date.UTC(2024, 0, 1 + i))))));
  }
  return names[weekdays.indexOf(day)]!;
}

/**
 * The hours as a visitor reads them: "Pazartesi–Cumartesi 09:00–20:00", "Hafta içi 09:00–19:00,
 * Cumartesi 10:00–16:00". `everyDay` and `weekdaysLabel` are the language's words for those.
 */
export function describeHours(hours: OpeningHours, locale: Locale, words: { everyDay: string; weekdays: string }): string {
  return hours.map((h) => {
    const idx = [...new Set(h.days)].map((d) => weekdays.indexOf(d)).sort((a, b) => a - b);
    const runs: number[][] = [];
    for (const i of idx) {
      const last = runs.at(-1);
      if (last && last.at(-1) === i - 1) last.push(i);
      else runs.push([i]);
    }
    const name = (i: number) => dayName(weekdays[i]!, locale);
    const days = idx.length === 7 ? words.everyDay
      : idx.join() === '0,1,2,3,4' ? words.weekdays
      : runs.map((r) => (r.length > 2 ? `${name(r[0]!)}–${name(r.at(-1)!)}` : r.map(name).join(', '))).join(', ');
    return `${days} ${h.opens}–${h.closes}`;
  }).join(', ');
}
