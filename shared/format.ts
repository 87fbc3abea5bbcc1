// How numbers, money, percentages and dates read on the site, per language: one module for the
// content's figures, the calculator and the views (docs/decisions.md, "One way to write a date
// and an amount"). Money is "1.250,00 TL" in both languages and other currencies as CLDR writes
// them ("€1.250,00", "€1,250.00"); a date is "5 Mart 2026" / "5 March 2026". Exact amounts
// (BigInt counts of a minor unit) are formatted from their decimal text, never through a float.
import type { Locale } from './locale.js';

/** The conventions of each language: Turkish, and English as read internationally (day before month). */
const NUMBERS: Record<Locale, string> = { tr: 'tr-TR', en: 'en-US' };
const DATES: Record<Locale, string> = { tr: 'tr-TR', en: 'en-GB' };

// Made once per language and kind (a few dozen in all): making a formatter costs far more than
// using it, and a fees page formats hundreds of figures.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = formatters.get(key) as T | undefined;
  if (!f) formatters.set(key, (f = make()));
  return f;
}

const digitsCache = new Map<string, number>();
/** The currency's minor unit as CLDR gives it (TRY 2, JPY 0, KWD 3). */
export function minorDigits(currency: string): number {
  let d = digitsCache.get(currency);
  if (d === undefined) {
    d = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, d);
  }
  return d;
}

/** The decimal text of a count of 10^-scale: 125050n, 2 → "1250.50". */
export function decimalText(v: bigint, scale: number): string {
  const neg = v < 0n;
  const s = (neg ? -v : v).toString().padStart(scale + 1, '0');
  const text = scale ? `${s.slice(0, -scale)}.${s.slice(-scale)}` : s;
  return neg ? `-${text}` : text;
}

/** A count of 10^-scale with exactly `scale` decimals in the page's grouping: 1.250,00 / 1,250.00. */
export function formatDecimal(v: bigint, scale: number, locale: Locale): string {
  const f = formatter(`decimal|${locale}|${scale}`, () => new Intl.NumberFormat(NUMBERS[locale], { minimumFractionDigits: scale, maximumFractionDigits: scale }));
  // A decimal string is formatted exactly (Intl.NumberFormat v3), never through a float.
  return f.format(decimalText(v, scale) as unknown as number);
}

/** A content figure: 1.000 / 1,000, with two decimals only when it has cents. */
export function formatNumber(n: number, locale: Locale): string {
  const cents = Math.round(n * 100) % 100 !== 0;
  return formatter(`number|${locale}|${cents}`, () => new Intl.NumberFormat(NUMBERS[locale], { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })).format(n);
}

// What a currency's amount is written with around its number, per language ("€" before), read
// once from Intl: formatting each amount as currency is slow.
const affixes = new Map<string, [string, string]>();
function affixOf(currency: string, locale: Locale): [string, string] {
  const key = `${locale}|${currency}`;
  let a = affixes.get(key);
  if (!a) {
    if (currency === 'TRY') return ['', ' TL']; // the lira as the site writes it in both languages
    const parts = new Intl.NumberFormat(NUMBERS[locale], { style: 'currency', currency }).formatToParts(1);
    const first = parts.findIndex((x) => x.type === 'integer');
    const last = parts.length - 1 - [...parts].reverse().findIndex((x) => x.type === 'integer' || x.type === 'fraction');
    affixes.set(key, (a = [parts.slice(0, first).map((x) => x.value).join(''), parts.slice(last + 1).map((x) => x.value).join('')]));
  }
  return a;
}

/** An exact amount in its minor unit: 1.250,00 TL, €1,250.00, ¥1,250. */
export interface Money { minor: bigint; currency: string }
export function formatMoney(m: Money, locale: Locale): string {
  const [before, after] = affixOf(m.currency, locale);
  return `${before}${formatDecimal(m.minor, minorDigits(m.currency), locale)}${after}`;
}

/** A content figure in its currency, written as formatMoney writes it: 1.000 TL, €50, €12.50. */
export function formatAmount(n: number, currency: string, locale: Locale): string {
  const [before, after] = affixOf(currency, locale);
  return `${before}${formatNumber(n, locale)}${after}`;
}

/** %1,5 in Turkish, 1.5% in English; at most two decimals. */
export function formatPercent(p: number, locale: Locale): string {
  const n = formatter(`percent|${locale}`, () => new Intl.NumberFormat(NUMBERS[locale], { maximumFractionDigits: 2 })).format(p);
  return locale === 'tr' ? `%${n}` : `${n}%`;
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** A calendar date (YYYY-MM-DD): "5 Mart 2026", "5 March 2026". */
export function formatDate(iso: string, locale: Locale): string {
  return formatter(`date|${locale}`, () => new Intl.DateTimeFormat(DATES[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).format(day(iso));
}

/** A day of this year, without it: "5 Mart", "5 March". */
export function formatDay(iso: string, locale: Locale): string {
  return formatter(`day|${locale}`, () => new Intl.DateTimeFormat(DATES[locale], { day: 'numeric', month: 'long', timeZone: 'UTC' })).format(day(iso));
}
