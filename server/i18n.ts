// UI strings: i18next with the content dictionary (source text → { tr, en }). Keys are the
// Turkish source texts themselves, so a missing entry shows the source text (spec 3).
import i18next, { type i18n } from 'i18next';
import type { Dictionary, Locale } from './content/schemas.js';

export function dictionaryToResources(dict: Dictionary) {
  const res = { tr: { translation: {} as Record<string, string> }, en: { translation: {} as Record<string, string> } };
  for (const [source, tr] of Object.entries(dict)) {
    if (tr.tr) res.tr.translation[source] = tr.tr;
    if (tr.en) res.en.translation[source] = tr.en;
  }
  return res;
}

/** The language of a path: /en and everything under /en/ is English, the rest Turkish. */
export const localeOfPath = (p: string): Locale => (p === '/en' || p.startsWith('/en/') ? 'en' : 'tr');

export async function createI18n(dict: Dictionary): Promise<i18n> {
  // Only the path decides a page's language (localeOfPath), so a URL's HTML is the same for
  // every visitor; i18next only translates, with the language each render names.
  const instance = i18next.createInstance();
  await instance.init({
    resources: dictionaryToResources(dict),
    supportedLngs: ['tr', 'en'],
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
  });
  return instance;
}

export type Translate = (source: string, vars?: Record<string, string>) => string;
export const translator = (instance: i18n, locale: Locale): Translate => {
  const t = instance.getFixedT(locale);
  return (source, vars) => t(source, { ...vars, defaultValue: source }) as string;
};
