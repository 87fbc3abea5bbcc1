// The embedded SAMPLE history (RATES_SOURCE=file): a year of made-up bulletins in
// content/rates/history-sample.json (scripts/rates-sample.ts writes it), read and checked once
// at start-up. No network, no store, no writes.
import { readFileSync } from 'node:fs';
import { parseDecimal } from '../../money.js';
import { RATE_SCALE, type Bulletin, type CurrencyRate } from '../tcmb-xml.js';
import { DayMemory } from './memory.js';
import type { HistoryDay, RateHistory } from './types.js';

type SampleDayRow = [string, null] | [string, string, [string | null, string][]];
interface SampleShape { sample: true; currencies: [string, number][]; days: SampleDayRow[] }

function rate(text: string | null, where: string): bigint | undefined {
  if (text === null) return undefined;
  const v = parseDecimal(text, RATE_SCALE);
  if (v === undefined) throw new Error(`${where}: "${text}" is not a rate with up to ${RATE_SCALE} decimals`);
  return v;
}

function dayOf(row: SampleDayRow, currencies: [string, number][]): HistoryDay {
  const [date, number, figures] = row;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`"${date}" is not a date (YYYY-MM-DD)`);
  if (number === null) return { date, bulletin: null };
  const rates: Record<string, CurrencyRate> = {};
  currencies.forEach(([code, unit], i) => {
    const [buying, selling] = figures?.[i] ?? [null, null];
    const s = selling === null ? undefined : rate(selling, `${date} ${code}`);
    if (s === undefined) throw new Error(`${date} ${code}: no selling rate`);
    const b = rate(buying, `${date} ${code}`);
    rates[code] = { unit, selling: s, ...(b !== undefined && { buying: b }), date, bulletin: number };
  });
  return { date, bulletin: { date, number, rates } satisfies Bulletin };
}

export function sampleHistory(file: string): RateHistory {
  const memory = new DayMemory();
  try {
    const doc = JSON.parse(readFileSync(file, 'utf8')) as SampleShape;
    if (doc.sample !== true || !Array.isArray(doc.days) || !Array.isArray(doc.currencies)) throw new Error('not a sample history (sample: true, currencies, days)');
    memory.add(doc.days.map((row) => dayOf(row, doc.currencies)), false);
  } catch (e) {
    throw new Error(`${file}: ${(e as Error).message}`);
  }
  return {
    sample: true,
    days: (from, to) => memory.days(from, to),
    newest: () => memory.newest(),
    onBulletin: (listener) => memory.onBulletin(listener),
    close: async () => {},
  };
}
