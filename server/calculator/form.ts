// The calculator form's fixed parts, for the page, the block and the island's props: labels,
// the destinations grouped by how the money is delivered, the send dates offered.
import type { Corridor } from '../content/facts/fees-schema.js';
import type { CalculatorProps } from '../../shared/calculator.js';
import { addDays } from '../calendar.js';
import type { Locale } from '../../shared/locale.js';

type T = (source: string, vars?: Record<string, string>) => string;

/** How far ahead a send date may be. */
export const MAX_DAYS_AHEAD = 60;
export const DEFAULT_CORRIDOR = 'de-eur-bank';

const regions = { tr: new Intl.DisplayNames(['tr'], { type: 'region' }), en: new Intl.DisplayNames(['en'], { type: 'region' }) };
// Country names by language: a few dozen codes from content, each looked up once.
const names = new Map<string, string>();
const regionName = (country: string, locale: Locale) => {
  const key = `${locale}|${country}`;
  let n = names.get(key);
  if (n === undefined) names.set(key, (n = regions[locale].of(country) ?? country));
  return n;
};

/** "Almanya · EUR" (the fees table says how beneath it), or the Turkish destination. */
export function corridorLabel(c: Corridor, locale: Locale, t: T): string {
  if (c.method === 'unilira') return t('Unilira hesabına (TRY)');
  if (c.method === 'iban') return t('Türkiye\'deki bir IBAN\'a (TRY)');
  return `${regionName(c.country, locale)} · ${c.currency}`;
}

/** "Almanya · banka hesabına · EUR": a destination named with how it is paid, where nothing else says it (a closed select, a result). */
export function destinationLabel(c: Corridor, locale: Locale, t: T): string {
  if (c.method === 'unilira' || c.method === 'iban') return corridorLabel(c, locale, t);
  const how = c.method === 'bank' ? t('banka hesabına') : t('MoneyGram nakit');
  return `${regionName(c.country, locale)} · ${how} · ${c.currency}`;
}

/** How the money is delivered, in words. */
export function methodLabel(c: Corridor, t: T): string {
  return { unilira: t('Unilira hesabı'), iban: t('IBAN (FAST, EFT)'), bank: t('Banka hesabı'), cashPickup: t('MoneyGram nakit teslim') }[c.method];
}

/** "Dakikalar içinde", "Aynı gün ya da ertesi iş günü (kesim saati 15:00)", "1–3 iş günü". */
export function arrivalTerms(c: Corridor, t: T): string {
  const { minDays, maxDays, cutoff } = c.arrival;
  if (maxDays === 0 && !cutoff) return t('Dakikalar içinde');
  const days = businessDays(minDays, maxDays, t);
  return cutoff ? `${days} (${t('kesim saati {{time}}, Türkiye saati', { time: cutoff })})` : days;
}

/** A window of business days in words; a window from day 0 says "the same day" rather than "0". */
function businessDays(from: number, to: number, t: T): string {
  if (from === to) return to === 0 ? t('Aynı gün') : to === 1 ? t('Ertesi iş günü') : t('{{n}} iş günü', { n: String(to) });
  if (from === 0) return to === 1 ? t('Aynı gün ya da ertesi iş günü') : t('Aynı gün ile {{to}} iş günü arası', { to: String(to) });
  return t('{{from}}–{{to}} iş günü', { from: String(from), to: String(to) });
}

type Form = Pick<CalculatorProps, 'labels' | 'groups' | 'min' | 'max'>;
// Made once per loaded destination list, language and day: every render of a page with the
// calculator needs the same thirty labels (content reloads bring a new list, so a new entry).
const forms = new WeakMap<Corridor[], Map<string, Form>>();

/** The form's fixed parts: labels, destinations grouped, the dates offered. */
export function calculatorForm(corridors: Corridor[], locale: Locale, t: T, today: string): Form {
  let byKey = forms.get(corridors);
  if (!byKey) forms.set(corridors, (byKey = new Map()));
  const key = `${locale}|${today}`;
  let form = byKey.get(key);
  if (!form) {
    if (byKey.size > 8) byKey.clear(); // yesterday's days
    byKey.set(key, (form = makeForm(corridors, locale, t, today)));
  }
  return form;
}

function makeForm(corridors: Corridor[], locale: Locale, t: T, today: string): Form {
  const label = (c: Corridor) => destinationLabel(c, locale, t);
  const group = (m: Corridor['method'][]) => corridors.filter((c) => m.includes(c.method)).map((c) => ({ value: c.id, label: label(c), currency: c.currency }));
  return {
    labels: {
      send: t('Gönderdiğin tutar'), receive: t('Alıcıya ulaşan tutar'), to: t('Nereye?'), date: t('Gönderim tarihi'), dateHint: t('Bugün ya da önümüzdeki {{days}} gün içinde bir gün', { days: String(MAX_DAYS_AHEAD) }),
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
