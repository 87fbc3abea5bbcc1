// UI strings: i18next with the content dictionary (source text → { tr, en }). Keys are the
// Turkish source texts themselves, so a missing entry shows the source text (spec 3).
import i18next, { type i18n } from 'i18next';
import { LanguageDetector } from 'i18next-http-middleware';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCALES, LOCALE_COOKIE, type Locale } from '../shared/locale.js';

/** Source text (Turkish) → its text in each language: what content's dictionary holds. */
export type Translations = Record<string, { [L in Locale]?: string }>;

export function dictionaryToResources(dict: Translations) {
  const res = { tr: { translation: {} as Record<string, string> }, en: { translation: {} as Record<string, string> } };
  for (const [source, tr] of Object.entries(dict)) {
    if (tr.tr) res.tr.translation[source] = tr.tr;
    if (tr.en) res.en.translation[source] = tr.en;
  }
  return res;
}

/** The language of a path: /en and everything under /en/ is English, the rest Turkish. */
export const localeOfPath = (p: string): Locale => (p === '/en' || p.startsWith('/en/') ? 'en' : 'tr');

/**
 * The language of a request whose path carries none (i18next-http-middleware's detector): the
 * path (/en/…), then the language cookie the switcher sets, then Accept-Language, else Turkish.
 * Only answers that are not a page of the route map ask it: the root redirect (by the cookie
 * alone, so the home page does not differ by browser), the search API without `lang`, the 404
 * page and the app's short link. An answer that took the cookie or the header into account
 * says so with Vary (`varies`).
 */
export type LookupName = 'path' | 'cookie' | 'header';
export const DETECTION_ORDER: readonly LookupName[] = ['path', 'cookie', 'header'];

// Its own i18next instance, only for detection: its languages and the Turkish fallback; the
// translating instance below keeps fallbackLng false (a missing entry shows the source text).
const detection = i18next.createInstance();
detection.use(LanguageDetector).init({
  supportedLngs: [...LOCALES],
  fallbackLng: 'tr',
  initAsync: false,
  resources: {},
  detection: { order: [...DETECTION_ORDER], lookupCookie: LOCALE_COOKIE, lookupFromPathIndex: 0, caches: false, ignoreCase: true },
});
const detector = detection.services.languageDetector as LanguageDetector;

export function detectLanguage(req: IncomingMessage, res: ServerResponse, order: readonly LookupName[] = DETECTION_ORDER): { locale: Locale; by: LookupName | 'fallback' } {
  const r = req as IncomingMessage & { i18nextLookupName?: LookupName };
  r.i18nextLookupName = undefined; // set by the detector when one of its lookups found the language
  const found = (detector.detect as unknown as (q: unknown, s: unknown, o: string[]) => string | undefined)(req, res, [...order]);
  return { locale: found === 'en' ? 'en' : 'tr', by: r.i18nextLookupName ?? 'fallback' };
}

/** Vary for an answer whose language was detected: what beyond the path may have decided it. */
export const varies = (order: readonly LookupName[] = DETECTION_ORDER) =>
  order.flatMap((o) => (o === 'cookie' ? ['Cookie'] : o === 'header' ? ['Accept-Language'] : []));

export async function createI18n(dict: Translations): Promise<i18n> {
  // Only the path decides a page's language (localeOfPath), so a URL's HTML is the same for
  // every visitor; i18next only translates, with the language each render names.
  const instance = i18next.createInstance();
  await instance.init({
    resources: dictionaryToResources(dict),
    supportedLngs: [...LOCALES],
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
