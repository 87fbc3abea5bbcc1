// The currencies of the Central Bank's bulletin as the exchange-rate pages name them: a fixed
// slug per language (URLs must not move when ICU's names change), the name from ICU, and the
// words people search with ("dolar kaç TL", "sterlin", "quid"). A code the bulletin adds
// later gets its code as its slug until it is listed here.
import { LOCALES, type Locale } from '../../shared/locale.js';

interface CurrencyWords { slug: Record<Locale, string>; words: Record<Locale, string> }

const CURRENCIES: Record<string, CurrencyWords> = {
  USD: { slug: { tr: 'abd-dolari', en: 'us-dollar' }, words: { tr: 'dolar amerikan doları', en: 'dollar usd greenback' } },
  EUR: { slug: { tr: 'euro', en: 'euro' }, words: { tr: 'avro euro', en: 'euro' } },
  GBP: { slug: { tr: 'ingiliz-sterlini', en: 'british-pound' }, words: { tr: 'sterlin pound ingiltere', en: 'pound sterling quid' } },
  CHF: { slug: { tr: 'isvicre-frangi', en: 'swiss-franc' }, words: { tr: 'frank frang isviçre', en: 'franc' } },
  JPY: { slug: { tr: 'japon-yeni', en: 'japanese-yen' }, words: { tr: 'yen japonya', en: 'yen' } },
  AUD: { slug: { tr: 'avustralya-dolari', en: 'australian-dollar' }, words: { tr: 'avustralya doları', en: 'aussie dollar' } },
  CAD: { slug: { tr: 'kanada-dolari', en: 'canadian-dollar' }, words: { tr: 'kanada doları', en: 'canadian dollar' } },
  DKK: { slug: { tr: 'danimarka-kronu', en: 'danish-krone' }, words: { tr: 'kron danimarka', en: 'krone' } },
  SEK: { slug: { tr: 'isvec-kronu', en: 'swedish-krona' }, words: { tr: 'kron isveç', en: 'krona' } },
  NOK: { slug: { tr: 'norvec-kronu', en: 'norwegian-krone' }, words: { tr: 'kron norveç', en: 'krone' } },
  KWD: { slug: { tr: 'kuveyt-dinari', en: 'kuwaiti-dinar' }, words: { tr: 'dinar kuveyt', en: 'dinar' } },
  SAR: { slug: { tr: 'suudi-arabistan-riyali', en: 'saudi-riyal' }, words: { tr: 'riyal suudi', en: 'riyal' } },
  QAR: { slug: { tr: 'katar-riyali', en: 'qatari-riyal' }, words: { tr: 'riyal katar', en: 'riyal' } },
  AED: { slug: { tr: 'bae-dirhemi', en: 'uae-dirham' }, words: { tr: 'dirhem emirlikler dubai', en: 'dirham dubai' } },
  RON: { slug: { tr: 'romen-leyi', en: 'romanian-leu' }, words: { tr: 'ley romanya', en: 'leu lei' } },
  RUB: { slug: { tr: 'rus-rublesi', en: 'russian-rouble' }, words: { tr: 'ruble rusya', en: 'rouble ruble' } },
  CNY: { slug: { tr: 'cin-yuani', en: 'chinese-yuan' }, words: { tr: 'yuan renminbi çin', en: 'yuan renminbi' } },
  PKR: { slug: { tr: 'pakistan-rupisi', en: 'pakistani-rupee' }, words: { tr: 'rupi pakistan', en: 'rupee' } },
  KRW: { slug: { tr: 'guney-kore-wonu', en: 'south-korean-won' }, words: { tr: 'won kore', en: 'won' } },
  AZN: { slug: { tr: 'azerbaycan-manati', en: 'azerbaijani-manat' }, words: { tr: 'manat azerbaycan', en: 'manat' } },
};

const names = Object.fromEntries(LOCALES.map((l) => [l, new Intl.DisplayNames(l === 'en' ? 'en-GB' : l, { type: 'currency' })])) as Record<Locale, Intl.DisplayNames>;

/** "Euro", "ABD doları", "US Dollar". */
export const currencyName = (code: string, locale: Locale): string => names[locale].of(code) ?? code;

/** The currency's slug in a language (`abd-dolari`, `us-dollar`); an unlisted code's own, lower-cased. */
export const currencySlug = (code: string, locale: Locale): string => CURRENCIES[code]?.slug[locale] ?? code.toLowerCase();

/** The code a slug names among `codes` (the bulletin's), if any. */
export const codeOfSlug = (slug: string, locale: Locale, codes: readonly string[]): string | undefined =>
  codes.find((c) => currencySlug(c, locale) === slug);

/** What people type when they look for the currency, beside its name and code. */
export const currencyWords = (code: string, locale: Locale): string => CURRENCIES[code]?.words[locale] ?? '';

/** The codes listed here, in the bulletin's usual order of interest (the index lists them so). */
export const knownCurrencies = Object.keys(CURRENCIES);
