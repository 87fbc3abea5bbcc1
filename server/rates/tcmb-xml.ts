// The Central Bank of the Republic of Türkiye's daily indicative rates, in their published XML
// (https://www.tcmb.gov.tr/kurlar/today.xml and kurlar/YYYYMM/DDMMYYYY.xml):
//   <Tarih_Date Tarih="25.11.2026" Date="11/25/2026" Bulten_No="2026/224">
//     <Currency Kod="USD" CurrencyCode="USD"><Unit>1</Unit><ForexBuying>…</ForexBuying>
//       <ForexSelling>…</ForexSelling><BanknoteBuying>…</BanknoteBuying><BanknoteSelling>…</BanknoteSelling></Currency>
// A rate is in Turkish lira per `Unit` of the currency (100 for JPY-style quotes). A currency
// whose figures do not read is left out (the rates source keeps its last good value).
import { XMLParser } from 'fast-xml-parser';
import { parseDecimal } from '../money.js';

/** Rates are counts of 1/10,000 of a Turkish lira. */
export const RATE_SCALE = 4;

export interface CurrencyRate {
  /** How many units of the currency the figures are for (1, or 100 for JPY). */
  unit: number;
  /** The Central Bank's forex selling rate, TRY per `unit`, in 1/10,000. */
  selling: bigint;
  buying?: bigint;
  /** The bulletin the figure comes from (YYYY-MM-DD), and its number: a figure kept from an older bulletin cites that one. */
  date: string;
  bulletin?: string;
}

export interface Bulletin {
  /** YYYY-MM-DD, from Tarih (dd.mm.yyyy). */
  date: string;
  number: string;
  rates: Record<string, CurrencyRate>;
}

export class RatesFormatError extends Error {
  override name = 'RatesFormatError';
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, parseAttributeValue: false, processEntities: false, isArray: (name) => name === 'Currency' });

/** "1.234,5678" never appears in the XML: the published figures use a point and up to four decimals. */
const rateOf = (v: unknown): bigint | undefined => (typeof v === 'string' ? parseDecimal(v.trim(), RATE_SCALE) : undefined);

function currency(c: Record<string, unknown>, date: string, bulletin: string): [string, CurrencyRate] | undefined {
  const code = String(c['@CurrencyCode'] ?? c['@Kod'] ?? '');
  const unit = Number(typeof c.Unit === 'string' ? c.Unit.trim() : NaN);
  const selling = rateOf(c.ForexSelling);
  if (!/^[A-Z]{3}$/.test(code) || !Number.isInteger(unit) || unit < 1 || unit > 1_000_000 || !selling) return undefined;
  return [code, { unit, selling, buying: rateOf(c.ForexBuying), date, bulletin }];
}

export function parseBulletin(xml: string): Bulletin {
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml, true) as Record<string, unknown>;
  } catch (e) {
    throw new RatesFormatError(`not XML: ${(e as Error).message.slice(0, 120)}`);
  }
  const root = doc.Tarih_Date as Record<string, unknown> | undefined;
  const tarih = typeof root?.['@Tarih'] === 'string' ? /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(root['@Tarih']) : null;
  if (!root || !tarih) throw new RatesFormatError('no Tarih_Date with a Tarih (dd.mm.yyyy)');
  const date = `${tarih[3]}-${tarih[2]}-${tarih[1]}`;
  if (Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw new RatesFormatError(`Tarih ${root['@Tarih']} is not a date`);
  const list = Array.isArray(root.Currency) ? (root.Currency as Record<string, unknown>[]) : [];
  const number = String(root['@Bulten_No'] ?? '');
  const rates = Object.fromEntries(list.map((c) => currency(c, date, number)).filter((x): x is [string, CurrencyRate] => !!x));
  if (!Object.keys(rates).length) throw new RatesFormatError('no Currency with a Unit and a ForexSelling');
  return { date, number, rates };
}

/** The archive file of a day: 202611/25112026.xml. */
export function archivePath(date: string): string {
  const [y, m, d] = date.split('-');
  return `${y}${m}/${d}${m}${y}.xml`;
}
