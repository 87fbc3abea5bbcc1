// Public holidays of a destination country, from date-holidays (worldwide, maintained), by year.
// Türkiye's own come from content/data/holidays.json (half days included), never from here.
// Countries come from the corridors in content, so the cache's keys are the server's own; it is
// bounded all the same. The library costs a worker about 10 MB that it never gives back, so the
// years ahead are read in a short-lived worker thread (warmHolidays); a day nobody warmed is read
// in this process (docs/performance.md, Budgets).
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { LRUCache } from 'lru-cache';
import type { Locale } from '../../shared/locale.js';

export type DayNames = ReadonlyMap<string, { tr: string; en: string }>;

/** A year's public holidays of a country as the library names them: [date, name] in English, then in Turkish. */
type Raw = [en: [string, string][], tr: [string, string][]];
type Library = new (country: string) => { getHolidays(year: number, lang: string): { date: string; name: string; type: string }[] | undefined };

const require = createRequire(import.meta.url);
// Its CommonJS build, which a worker evaluated from source can require by path.
const LIBRARY = require.resolve('date-holidays');

const cache = new LRUCache<string, DayNames>({ max: 400 });
const key = (country: string, year: number) => `${country}|${year}`;
// A name in another script (Arabic, Cyrillic…) reads as nothing to a Turkish visitor: English then.
const latin = /^[\p{Script=Latin}\d\s'’.,()/-]+$/u;

/** Reads each [country, year] with the library. Self-contained: a worker runs it from its source. */
function readRaw(Holidays: Library, pairs: [string, number][]): Raw[] {
  return pairs.map(([country, year]) => {
    try {
      const hd = new Holidays(country);
      const read = (lang: string) => (hd.getHolidays(year, lang) || []).filter((h) => h.type === 'public').map((h): [string, string] => [h.date.slice(0, 10), h.name]);
      return [read('en'), read('tr')];
    } catch {
      return [[], []]; // a country the library does not know: no holidays of its own are counted
    }
  });
}

function dayNames([en, tr]: Raw): DayNames {
  const english = new Map(en);
  const map = new Map<string, { tr: string; en: string }>();
  for (const [date, trName] of tr) {
    const name = english.get(date) ?? trName;
    map.set(date, { tr: latin.test(trName) ? trName : name, en: name });
  }
  return map;
}

let library: Library | undefined;

/** YYYY-MM-DD → the holiday's names, for one country and year. */
export function countryHolidays(country: string, year: number): DayNames {
  let days = cache.get(key(country, year));
  if (days) return days;
  library ??= require(LIBRARY) as Library;
  cache.set(key(country, year), (days = dayNames(readRaw(library, [[country, year]])[0]!)));
  return days;
}

export const holidayName = (days: DayNames, date: string, locale: Locale) => days.get(date)?.[locale];

const WORKER = `const { parentPort, workerData } = require('node:worker_threads');
parentPort.postMessage((${readRaw.toString()})(require(workerData.library), workerData.pairs));`;

let reading: Promise<Error[]> = Promise.resolve([]);

/**
 * Reads the years ahead for these countries in a worker thread, so neither the first visitor
 * nor this process's memory pays for the library. Resolves when they are in the cache, with the
 * worker's failure if it failed: each is then read in this process when first asked for.
 * Undefined when every one of them is in the cache already.
 */
export function warmHolidays(countries: readonly string[], years: readonly number[], library = LIBRARY): Promise<Error | undefined> | undefined {
  const pairs = countries.flatMap((c) => years.map((y): [string, number] => [c, y])).filter(([c, y]) => !cache.has(key(c, y)));
  if (pairs.length === 0) return undefined;
  const read = new Promise<Error | undefined>((resolve) => {
    let failure: Error | undefined;
    const worker = new Worker(WORKER, { eval: true, workerData: { library, pairs } });
    worker.unref();
    worker.once('message', (raws: Raw[]) => raws.forEach((raw, i) => cache.set(key(...pairs[i]!), dayNames(raw))));
    worker.once('error', (err) => (failure = err));
    worker.once('exit', (code) => resolve(failure ?? (code === 0 ? undefined : new Error(`the worker exited with code ${code}`))));
  });
  reading = Promise.all([reading, read]).then(([failed, err]) => (err ? [...failed, err] : failed));
  return read;
}

/** Settles once every read asked for so far is done (each worker's start-up and hourly look wait
 *  for it, warm.ts), with the failures since the last call, so the worker can log them. */
export function holidaysRead(): Promise<Error[]> {
  const read = reading;
  reading = Promise.resolve([]);
  return read;
}
