// How a fee and a limit read in each language, for tables, callouts and the tokens in page text;
// the numbers, money and percentages themselves are written by shared/format.ts.
import type { Fee, Limit } from './fees-schema.js';
import type { Locale } from '../../../shared/locale.js';
import { formatAmount, formatPercent } from '../../../shared/format.js';

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
  const money = fee.amount !== undefined && (fee.amount > 0 || fee.percent === undefined) ? formatAmount(fee.amount, fee.currency, locale) : undefined;
  if (opts.table && fee.amount === 0 && fee.percent === undefined) return w.free;
  const pct = fee.percent !== undefined ? formatPercent(fee.percent, locale) : undefined;
  if (!opts.table) return [money, pct].filter(Boolean).join(' + ');
  const share = pct && w.ofAmount(pct);
  const cell = [money, share].filter(Boolean).join(' + ');
  return cell.charAt(0).toLocaleUpperCase(locale) + cell.slice(1);
}

/** What a fee comes to on a given transaction amount (for worked examples in text). */
export const feeOn = (fee: Fee, amount: number) => (fee.amount ?? 0) + ((fee.percent ?? 0) * amount) / 100;

export function formatLimit(limit: Limit, tier: keyof Limit['tiers'], locale: Locale): string {
  const v = limit.tiers[tier];
  return v === null ? words[locale].notAvailable : formatAmount(v, limit.currency, locale);
}
