// Public holidays of a destination country, from date-holidays (worldwide, maintained), by year.
// Türkiye's own come from content/data/holidays.json (half days included), never from here.
// Countries come from the corridors in content, so the cache's keys are the server's own; it is
// bounded all the same.
import Holidays from 'date-holidays';
import { LRUCache } from 'lru-cache';
import type { Locale } from '../../shared/locale.js';

export type DayNames = ReadonlyMap<string, { tr: string; en: string }>;

const cache = new LRUCache<string, DayNames>({ max: 400 });
// A name in another script (Arabic, Cyrillic…) reads as nothing to a Turkish visitor: English then.
const latin = /^[\p{Script=Latin}\d\s'’.,()/-]+$/u;

/** YYYY-MM-DD → the holiday's names, for one country and year. */
export function countryHolidays(country: string, year: number): DayNames {
  const key = `${country}|${year}`;
  let days = cache.get(key);
  if (days) return days;
  const map = new Map<string, { tr: string; en: string }>();
  try {
    const hd = new Holidays(country);
    const en = new Map((hd.getHolidays(year, 'en') || []).filter((h) => h.type === 'public').map((h) => [h.date.slice(0, 10), h.name]));
    for (const h of hd.getHolidays(year, 'tr') || []) {
      if (h.type !== 'public') continue;
      const date = h.date.slice(0, 10);
      const name = en.get(date) ?? h.name;
      map.set(date, { tr: latin.test(h.name) ? h.name : name, en: name });
    }
  } catch {
    // A country the library does not know: no holidays of its own are counted.
  }
  cache.set(key, (days = map));
  return days;
}

export const holidayName = (days: DayNames, date: string, locale: Locale) => days.get(date)?.[locale];

/** Reads the years ahead for these countries, one per event-loop turn, so the first visitor waits for none. */
export function warmHolidays(countries: readonly string[], years: readonly number[]): void {
  const todo = countries.flatMap((c) => years.map((y) => [c, y] as const));
  const next = () => {
    const item = todo.shift();
    if (!item) return;
    countryHolidays(item[0], item[1]);
    setImmediate(next).unref();
  };
  setImmediate(next).unref();
}
