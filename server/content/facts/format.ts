// How fees, limits and corporate figures read in each language. One formatter for tables,
// callouts and the tokens in page text, so "1.000 TL" (tr) and "1,000 TL" (en) never drift.
import type { Fee, Limit } from './fees-schema.js';
import type { Locale } from '../../../shared/locale.js';

const symbol: Record<string, string> = { TRY: 'TL', EUR: 'EUR', USD: 'USD', GBP: 'GBP' };
const numberLocale: Record<Locale, string> = { tr: 'tr-TR', en: 'en-US' };

// Formatters are made once per language and kind (a handful in all): making one costs far
// more than using it, and a fees page formats hundreds of figures.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = formatters.get(key) as T | undefined;
  if (!f) formatters.set(key, (f = make()));
  return f;
}

/** 1.000 / 1,000; two decimals only when the number has cents. */
export function formatNumber(n: number, locale: Locale): string {
  const cents = Math.round(n * 100) % 100 !== 0;
  return formatter(`number|${locale}|${cents}`, () => new Intl.NumberFormat(numberLocale[locale], { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })).format(n);
}

export const formatMoney = (n: number, currency: string, locale: Locale) => `${formatNumber(n, locale)} ${symbol[currency] ?? currency}`;

/** %1,5 in Turkish, 1.5% in English. */
export function formatPercent(p: number, locale: Locale): string {
  const n = formatter(`percent|${locale}`, () => new Intl.NumberFormat(numberLocale[locale], { maximumFractionDigits: 2 })).format(p);
  return locale === 'tr' ? `%${n}` : `${n}%`;
}

const words = {
  tr: { free: 'Ücretsiz', ofAmount: (p: string) => `işlem tutarı üzerinden ${p}`, notAvailable: 'Kullanılamaz' },
  en: { free: 'Free', ofAmount: (p: string) => `${p} of the amount`, notAvailable: 'Not available' },
};

/**
 * A fee as a short figure for running text ("0 TL", "50 TL + %1,5"), or, with `table`,
 * as a table cell ("Ücretsiz", "İşlem tutarı üzerinden %1,5").
 */
export function formatFee(fee: Fee, locale: Locale, opts: { table?: boolean } = {}): string {
  if (fee.text) return fee.text[locale];
  const w = words[locale];
  const money = fee.amount !== undefined && (fee.amount > 0 || fee.percent === undefined) ? formatMoney(fee.amount, fee.currency, locale) : undefined;
  if (opts.table && fee.amount === 0 && fee.percent === undefined) return w.free;
  const pct = fee.percent !== undefined ? formatPercent(fee.percent, locale) : undefined;
  if (!opts.table) return [money, pct].filter(Boolean).join(' + ');
  const share = pct && w.ofAmount(pct);
  const cell = [money, share].filter(Boolean).join(' + ');
  return cell.charAt(0).toLocaleUpperCase(numberLocale[locale]) + cell.slice(1);
}

/** What a fee comes to on a given transaction amount (for worked examples in text). */
export const feeOn = (fee: Fee, amount: number) => (fee.amount ?? 0) + ((fee.percent ?? 0) * amount) / 100;

export function formatLimit(limit: Limit, tier: keyof Limit['tiers'], locale: Locale): string {
  const v = limit.tiers[tier];
  return v === null ? words[locale].notAvailable : formatMoney(v, limit.currency, locale);
}

/** 18.03.2021 / March 18, 2021 */
export function formatDate(iso: string, locale: Locale): string {
  return formatter(`date|${locale}`, () => new Intl.DateTimeFormat(numberLocale[locale], { day: locale === 'tr' ? '2-digit' : 'numeric', month: locale === 'tr' ? '2-digit' : 'long', year: 'numeric', timeZone: 'UTC' })).format(new Date(`${iso}T00:00:00Z`));
}
