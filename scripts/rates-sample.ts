// Writes content/rates/history-sample.json: a SAMPLE year of daily bulletins for the embedded
// history (RATES_SOURCE=file), not the Central Bank's figures. It ends on content/rates/today.xml's
// day with exactly its figures and walks back with a seeded random walk, so every run writes the
// same file. Weekends and the full-day holidays of content/data/holidays.json have no bulletin
// (the bank works the morning of a half-day eve). Regenerate after changing either file:
//
//   npm run rates:sample
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseBulletin, type Bulletin } from '../server/rates/tcmb-xml.js';
import { addDays, isWeekend } from '../server/calendar.js';
import { decimal } from '../server/rates/history/store.js';

export const SAMPLE_DAYS = 366;
const SEED = 20261125;

/** A small seeded generator (mulberry32): the same numbers on every machine (the tests' periods use it too). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A day's bulletin number: counted back from today's in today's year, from 1 January before it. */
function bulletinNumber(date: string, today: Bulletin, isBulletinDay: (d: string) => boolean): string {
  const year = date.slice(0, 4);
  let count = 0;
  if (year === today.date.slice(0, 4)) {
    for (let d = addDays(date, 1); d <= today.date; d = addDays(d, 1)) if (isBulletinDay(d)) count++;
    return `${year}/${Number(today.number.split('/')[1]) - count}`;
  }
  for (let d = `${year}-01-01`; d <= date; d = addDays(d, 1)) if (isBulletinDay(d)) count++;
  return `${year}/${count}`;
}

/** One step back: yesterday's figure from today's (the lira weakens slowly, with daily noise). */
const stepBack = (next: () => number) => (mid: number): number => {
  const noise = (next() + next() + next() - 1.5) * 0.006;
  return mid / (1 + 0.0008 + noise);
};

/** Per currency, its mid figure on each bulletin day, newest first (the first is today's). */
function walks(today: Bulletin, days: number): Map<string, number[]> {
  const next = seededRandom(SEED);
  const out = new Map<string, number[]>();
  for (const [code, r] of Object.entries(today.rates)) {
    const mids = [Number(r.selling)];
    const back = stepBack(next);
    for (let i = 1; i < days; i++) mids.push(back(mids[i - 1]!));
    out.set(code, mids);
  }
  return out;
}

const scaled = (mid: number, ratio: number): string => decimal(BigInt(Math.max(1, Math.round(mid * ratio))));

export interface SampleFile {
  sample: true;
  note: string;
  /** Currency codes and units, in the order of each day's figures. */
  currencies: [string, number][];
  /** Oldest first: [date, null] for a day without a bulletin, or [date, number, [[buying, selling], …]]. */
  days: ([string, null] | [string, string, [string | null, string][]])[];
}

export function sampleHistory(todayXml: string, fullHolidays: ReadonlySet<string>): SampleFile {
  const today = parseBulletin(todayXml);
  const isBulletinDay = (d: string) => !isWeekend(d) && !fullHolidays.has(d);
  const dates = Array.from({ length: SAMPLE_DAYS }, (_, i) => addDays(today.date, -i));
  const bulletinDates = dates.filter(isBulletinDay);
  const mids = walks(today, bulletinDates.length);
  const codes = Object.keys(today.rates);
  const figures = (i: number) => codes.map((c): [string | null, string] => {
    const r = today.rates[c]!;
    const mid = mids.get(c)![i]! / Number(r.selling);
    return [r.buying === undefined ? null : scaled(mid, Number(r.buying)), scaled(mid, Number(r.selling))];
  });
  return {
    sample: true,
    note: `SAMPLE figures made by scripts/rates-sample.ts (a seeded random walk ending on ${today.date} at content/rates/today.xml), not the Central Bank's: for development and RATES_SOURCE=file only.`,
    currencies: codes.map((c) => [c, today.rates[c]!.unit]),
    days: dates.reverse().map((d) => (isBulletinDay(d) ? [d, bulletinNumber(d, today, isBulletinDay), figures(bulletinDates.indexOf(d))] : [d, null])),
  };
}

/** One day a line: small diffs when the sample is regenerated. */
export function sampleJson(f: SampleFile): string {
  const days = f.days.map((d) => `    ${JSON.stringify(d)}`).join(',\n');
  return `{\n  "sample": true,\n  "note": ${JSON.stringify(f.note)},\n  "currencies": ${JSON.stringify(f.currencies)},\n  "days": [\n${days}\n  ]\n}\n`;
}

export function fullHolidaysOf(holidaysJson: string): Set<string> {
  const { holidays } = JSON.parse(holidaysJson) as { holidays: { date: string; from?: string }[] };
  return new Set(holidays.filter((h) => !h.from).map((h) => h.date));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = sampleHistory(readFileSync('content/rates/today.xml', 'utf8'), fullHolidaysOf(readFileSync('content/data/holidays.json', 'utf8')));
  writeFileSync('content/rates/history-sample.json', sampleJson(file));
  console.log(`content/rates/history-sample.json: ${file.days.length} days, ${file.currencies.length} currencies (a sample)`);
}
