// The calculator form's fixed parts, for the page, the block and the island's props: labels,
// the destinations grouped by how the money is delivered, the send dates offered.
import type { Locale } from '../../widgets/shared/site-rules.js';
import type { Corridor } from '../content/facts/fees-schema.js';
import type { CalculatorProps } from '../../widgets/transfer-calculator/types.js';
import { addDays } from './arrival.js';

type T = (source: string, vars?: Record<string, string>) => string;

/** How far ahead a send date may be. */
export const MAX_DAYS_AHEAD = 60;
export const DEFAULT_CORRIDOR = 'de-eur-bank';

const regions = { tr: new Intl.DisplayNames(['tr'], { type: 'region' }), en: new Intl.DisplayNames(['en'], { type: 'region' }) };

/** "Almanya · EUR" (how it is delivered is the list's group), or the Turkish destination. */
export function corridorLabel(c: Corridor, locale: Locale, t: T): string {
  if (c.method === 'unilira') return t('Unilira hesabına (TRY)');
  if (c.method === 'iban') return t('Türkiye\'deki bir IBAN\'a (TRY)');
  return `${regions[locale].of(c.country)} · ${c.currency}`;
}

/** How the money is delivered, in words. */
export function methodLabel(c: Corridor, t: T): string {
  return { unilira: t('Unilira hesabı'), iban: t('IBAN (FAST, EFT)'), bank: t('Banka hesabı'), cashPickup: t('MoneyGram nakit teslim') }[c.method];
}

/** "Dakikalar içinde", "0–1 iş günü (kesim saati 15:00)". */
export function arrivalTerms(c: Corridor, t: T): string {
  const { minDays, maxDays, cutoff } = c.arrival;
  if (maxDays === 0 && !cutoff) return t('Dakikalar içinde');
  const days = minDays === maxDays ? t('{{n}} iş günü', { n: String(minDays) }) : t('{{from}}–{{to}} iş günü', { from: String(minDays), to: String(maxDays) });
  return cutoff ? `${days} (${t('kesim saati {{time}}', { time: cutoff })})` : days;
}

/** The form's fixed parts: labels, destinations grouped, the dates offered. */
export function calculatorForm(corridors: Corridor[], locale: Locale, t: T, today: string): Pick<CalculatorProps, 'labels' | 'groups' | 'min' | 'max'> {
  const label = (c: Corridor) => corridorLabel(c, locale, t);
  const group = (m: Corridor['method'][]) => corridors.filter((c) => m.includes(c.method)).map((c) => ({ value: c.id, label: label(c) }));
  return {
    labels: {
      amount: t('Tutar'), side: t('Yazdığın tutar'), send: t('Gönderilecek tutar (TL)'), receive: t('Alıcıya ulaşacak tutar'),
      to: t('Nereye?'), date: t('Gönderim tarihi'), dateHint: t('Bugün ya da önümüzdeki {{days}} gün içinde bir gün', { days: String(MAX_DAYS_AHEAD) }),
      submit: t('Hesapla'), problem: t('Bir sorun var'), result: t('Sonuç'), loading: t('Hesaplanıyor…'), link: t('Bu sonuca doğrudan bağlantı'),
    },
    groups: [
      { label: t('Türkiye\'de'), options: group(['unilira', 'iban']) },
      { label: t('Yurt dışında banka hesabına'), options: group(['bank']) },
      { label: t('MoneyGram ile nakit teslim'), options: group(['cashPickup']) },
    ].filter((g) => g.options.length),
    min: today,
    max: today && addDays(today, MAX_DAYS_AHEAD),
  };
}
