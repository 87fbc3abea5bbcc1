// How the rate views write a rate, a change, a currency and a day without a bulletin, through
// shared/format.ts so the chart, the figures and the table read alike.
import { formatDecimal, formatPercent } from '../../shared/format.js';
import { currencyName } from '../../server/rates/currencies.js';
import type { Locale } from '../../shared/locale.js';
import { RATE_SCALE } from '../../server/rates/tcmb-xml.js';

/** A rate as published, four decimals: "48,1234 TL", "48.1234 TL". */
export const lira = (v: bigint, locale: Locale): string => `${formatDecimal(v, RATE_SCALE, locale)} TL`;

/** The rate alone, as the table's column of TL figures shows it: "48,1234". */
export const rateFigure = (v: bigint, locale: Locale): string => formatDecimal(v, RATE_SCALE, locale);

/** A signed change: "+0,8778 TL (+%1,82)", "−0,1200 TL (−0.25%)"; a true minus sign, read as such. */
export function signedChange(change: bigint, percent: number, locale: Locale): string {
  const sign = change > 0n ? '+' : change < 0n ? '\u2212' : '';
  const abs = change < 0n ? -change : change;
  return `${sign}${lira(abs, locale)} (${sign}${formatPercent(Math.abs(percent), locale)})`;
}

/** "Euro (EUR)"; a currency quoted per 100 says so: "Japon yeni (100 JPY)". */
export function currencyLabel(code: string, unit: number, locale: Locale): string {
  return `${currencyName(code, locale)} (${unit === 1 ? code : `${unit} ${code}`})`;
}
