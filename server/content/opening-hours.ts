// Whether an office is open, from its opening hours, in Türkiye's time zone whatever the
// server's: open now and until when, or closed and when it opens next. `changesAt` is the
// next opening or closing, so a page showing the status can expire exactly then.
import { weekdays, type OpeningHours, type Weekday } from './schemas.js';

const TZ = 'Europe/Istanbul';
const DAY_MS = 86_400_000;

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: TZ, hourCycle: 'h23', weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
});
const shortDays: Record<string, Weekday> = { Mon: 'mon', Tue: 'tue', Wed: 'wed', Thu: 'thu', Fri: 'fri', Sat: 'sat', Sun: 'sun' };

/** The wall clock in Türkiye at `now`, and the UTC instant of that day's midnight there. */
export function turkeyClock(now: Date): { day: Weekday; minutes: number; midnight: number } {
  const p = Object.fromEntries(parts.formatToParts(now).map((x) => [x.type, x.value]));
  const wall = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  // The zone's offset at this instant (Türkiye keeps UTC+3 all year, but the zone database decides).
  const offset = wall - Math.floor(now.getTime() / 1000) * 1000;
  return { day: shortDays[p.weekday!]!, minutes: +p.hour! * 60 + +p.minute!, midnight: Date.UTC(+p.year!, +p.month! - 1, +p.day!) - offset };
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const spanOn = (hours: OpeningHours, day: Weekday) => hours.find((h) => h.days.includes(day));

export type OpeningStatus =
  | { open: true; closes: string; changesAt: Date }
  /** `inDays`: 0 later today, 1 tomorrow, up to 7 (the same weekday next week). */
  | { open: false; opens: string; day: Weekday; inDays: number; changesAt: Date };

/** `clock` may be passed in when many offices are checked at the same moment. */
export function openingStatus(hours: OpeningHours, now: Date, clock = turkeyClock(now)): OpeningStatus {
  const { day, minutes, midnight } = clock;
  const today = weekdays.indexOf(day);
  const at = (inDays: number, hhmm: string) => new Date(midnight + inDays * DAY_MS + toMinutes(hhmm) * 60_000);
  const span = spanOn(hours, day);
  if (span && minutes >= toMinutes(span.opens) && minutes < toMinutes(span.closes)) {
    return { open: true, closes: span.closes, changesAt: at(0, span.closes) };
  }
  for (let inDays = 0; inDays <= 7; inDays++) {
    const d = weekdays[(today + inDays) % 7]!;
    const next = spanOn(hours, d);
    if (next && (inDays > 0 || minutes < toMinutes(next.opens))) return { open: false, opens: next.opens, day: d, inDays, changesAt: at(inDays, next.opens) };
  }
  // The schema requires at least one day, so some day within a week opens.
  throw new Error('opening hours without a single day');
}

/** The soonest change among several statuses, for the page cache. */
export const soonestStatusChange = (statuses: OpeningStatus[]): Date | undefined =>
  statuses.length ? new Date(Math.min(...statuses.map((s) => s.changesAt.getTime()))) : undefined;

/** Day names per language, made once: a formatter costs far more to build than to use. */
const dayNames = new Map<string, string[]>();
/** A weekday's name in a language ("Pazartesi", "Monday"); 2024-01-01 was a Monday. */
export function dayName(day: Weekday, locale: 'tr' | 'en'): string {
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
export function describeHours(hours: OpeningHours, locale: 'tr' | 'en', words: { everyDay: string; weekdays: string }): string {
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
