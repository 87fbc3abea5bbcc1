// Money as integers: an amount is a BigInt count of its currency's minor unit (kuruş, cent),
// a rate a BigInt count of 1/10,000 (the Central Bank publishes four decimals). Nothing here
// ever holds money in a binary float. Rounding rules are written down in docs/calculator.md.
import type { Locale } from '../../shared/locale.js';

export interface Money { minor: bigint; currency: string }

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

export const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** a / b rounded half up (a, b ≥ 0). */
export const divHalfUp = (a: bigint, b: bigint): bigint => (a * 2n + b) / (b * 2n);
/** a / b rounded up (a, b ≥ 0). */
export const divUp = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

/** A plain decimal ("1250", "1250.5") as a count of 10^-scale; undefined when it has more decimals. */
export function parseDecimal(text: string, scale: number): bigint | undefined {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return undefined;
  const frac = m[2] ?? '';
  if (frac.length > scale) return undefined;
  return BigInt(m[1]!) * pow10(scale) + BigInt(frac.padEnd(scale, '0') || '0');
}

/** A content number typed with a few decimals (25, 0.5) as a count of 10^-scale, exactly. */
export function fromContent(n: number, scale: number): bigint {
  const v = parseDecimal(String(n), scale);
  if (v === undefined) throw new Error(`${n} has more than ${scale} decimals`);
  return v;
}

/** The decimal text of a count of 10^-scale: 125050n, 2 → "1250.50". */
export function decimalText(v: bigint, scale: number): string {
  const neg = v < 0n;
  const s = (neg ? -v : v).toString().padStart(scale + 1, '0');
  const text = scale ? `${s.slice(0, -scale)}.${s.slice(-scale)}` : s;
  return neg ? `-${text}` : text;
}

const numberLocale: Record<Locale, string> = { tr: 'tr-TR', en: 'en-US' };
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = make()));
  return f;
}

/** A plain number with exactly `scale` decimals in the page's grouping: 1.250,00 / 1,250.00. */
export function formatDecimal(v: bigint, scale: number, locale: Locale): string {
  const f = formatter(`n|${locale}|${scale}`, () => new Intl.NumberFormat(numberLocale[locale], { minimumFractionDigits: scale, maximumFractionDigits: scale }));
  // A decimal string is formatted exactly (Intl.NumberFormat v3), never through a float.
  return f.format(decimalText(v, scale) as unknown as number);
}

// What a currency's amount is written with around its number, per language ("€" before, " TL"
// after), read once from Intl: formatting each amount as currency is slow.
const affixes = new Map<string, [string, string]>();
function affixOf(currency: string, locale: Locale): [string, string] {
  const key = `${locale}|${currency}`;
  let a = affixes.get(key);
  if (!a) {
    const parts = new Intl.NumberFormat(numberLocale[locale], { style: 'currency', currency }).formatToParts(1);
    const first = parts.findIndex((x) => x.type === 'integer');
    const last = parts.length - 1 - [...parts].reverse().findIndex((x) => x.type === 'integer' || x.type === 'fraction');
    affixes.set(key, (a = [parts.slice(0, first).map((x) => x.value).join(''), parts.slice(last + 1).map((x) => x.value).join('')]));
  }
  return a;
}

/** 1.250,00 TL (Turkish lira as the site writes it in both languages), €1,250.00, ¥1,250. */
export function formatMoney(m: Money, locale: Locale): string {
  const digits = minorDigits(m.currency);
  if (m.currency === 'TRY') return `${formatDecimal(m.minor, digits, locale)} TL`;
  const [before, after] = affixOf(m.currency, locale);
  return `${before}${formatDecimal(m.minor, digits, locale)}${after}`;
}

/** %0,50 in Turkish, 0.50% in English (basis points in, two decimals out). */
export function formatPercent(bp: bigint, locale: Locale): string {
  const n = formatDecimal(bp, 2, locale);
  return locale === 'tr' ? `%${n}` : `${n}%`;
}
