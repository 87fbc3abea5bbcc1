// Days of the Central Bank's calendar in Türkiye's time (UTC+3 all year since 2016): which
// day it is there, which days lie between two, and whether a day's bulletin should be out (15:30).
import { turkeyDate } from '../../content/campaign-state.js';
import { DAY_MS } from '../../calendar.js';

/** The bulletin of a business day is published at 15:30 Türkiye time (12:30 UTC). */
const PUBLISHED_UTC_MS = 12.5 * 3600_000;

const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

export const today = (now: Date): string => turkeyDate(now);

/** Whether the day's bulletin should be published by `now`: an earlier day, or today from 15:30. */
export function isDue(date: string, now: Date): boolean {
  return Date.parse(`${date}T00:00:00Z`) + PUBLISHED_UTC_MS <= now.getTime();
}

/** Every date from `from` to `to` inclusive, newest first. */
export function datesBack(from: string, to: string): string[] {
  const out: string[] = [];
  for (let n = dayNumber(to); n >= dayNumber(from); n--) out.push(dateOf(n));
  return out;
}
