import type { Locale } from '../shared/locale.js';

const formatters = {
  tr: new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** A YYYY-MM-DD content date in the page's language ("5 Mart 2026", "5 March 2026"). */
export function formatDate(isoDate: string, locale: Locale): string {
  return formatters[locale].format(new Date(`${isoDate}T00:00:00Z`));
}
