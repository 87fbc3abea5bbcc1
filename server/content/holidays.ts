// Türkiye's official public holidays (content/data/holidays.json): offices are closed on them,
// and from 13:00 on the half-day eves (arife). Dates are fixed by law, religious holidays by
// the published calendar, so they are typed per year rather than computed.
import { z } from 'zod';
import { isoDate, localized } from './fields.js';

export const holidaysSchema = z.object({
  note: localized,
  holidays: z.array(z.object({
    date: isoDate.refine((d) => new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'is not a calendar date'),
    name: localized,
    /** A half-day eve: closed from this time on (by law 13:00); absent: the whole day. */
    from: z.literal('13:00').optional(),
  }).strict()).min(1),
}).strict().superRefine((h, ctx) => {
  h.holidays.forEach((x, i) => {
    const before = h.holidays[i - 1];
    if (before && before.date >= x.date) ctx.addIssue({ code: 'custom', path: ['holidays', i, 'date'], message: `must come after ${before.date}, once: one entry a day, in date order` });
  });
});
export type Holidays = z.infer<typeof holidaysSchema>;
export type Holiday = Holidays['holidays'][number];

/** Holidays by date ("2026-10-29"), for a day-by-day look-up. */
export type HolidayIndex = ReadonlyMap<string, Holiday>;
export const indexHolidays = (h: readonly Holiday[]): HolidayIndex => new Map(h.map((x) => [x.date, x]));

/** One index per loaded list, dropped with the list when content reloads (a WeakMap holds nothing alive). */
const indexes = new WeakMap<readonly Holiday[], HolidayIndex>();
export function holidayIndex(h: readonly Holiday[]): HolidayIndex {
  let index = indexes.get(h);
  if (!index) indexes.set(h, (index = indexHolidays(h)));
  return index;
}

/** Holidays from `date` on, within `days` days: what structured data announces ahead. */
export function upcomingHolidays(h: readonly Holiday[], date: string, days: number): Holiday[] {
  const until = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return h.filter((x) => x.date >= date && x.date < until);
}
