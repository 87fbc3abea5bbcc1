// How the rate views write a rate and a currency, through shared/format.ts so the chart, the
// figures and the table read alike.
import { formatDecimal } from '../../shared/format.js';
import type { Locale } from '../../shared/locale.js';
import { RATE_SCALE } from '../../server/rates/tcmb-xml.js';

/** A rate as published, four decimals: "48,1234 TL", "48.1234 TL". */
export const lira = (v: bigint, locale: Locale): string => `${formatDecimal(v, RATE_SCALE, locale)} TL`;

const names = new Map<Locale, Intl.DisplayNames>();
/** "Euro (EUR)"; a currency quoted per 100 says so: "Japon yeni (100 JPY)". */
export function currencyLabel(code: string, unit: number, locale: Locale): string {
  let n = names.get(locale);
  if (!n) names.set(locale, (n = new Intl.DisplayNames([locale], { type: 'currency' })));
  return `${n.of(code) ?? code} (${unit === 1 ? code : `${unit} ${code}`})`;
}
