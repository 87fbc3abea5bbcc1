// Calendar dates as the site writes them (YYYY-MM-DD, a day with no time zone): reading one
// strictly, counting days, and weekends. The calculator, the rate history and the API use them.

export const DAY_MS = 86_400_000;

/** A day that exists: YYYY-MM-DD read strictly (Date.parse rolls 2026-11-31 over to 1 December). */
export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
}

export const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
export const isWeekend = (date: string) => weekday(date) === 0 || weekday(date) === 6;
