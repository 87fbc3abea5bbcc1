// The site's languages, spelled here only (tests/floor.test.ts): the server, the views, the
// widgets, the scripts and the tests say LOCALES or Locale.
export const LOCALES = ['tr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const otherLocale = (l: Locale): Locale => (l === 'tr' ? 'en' : 'tr');
export const isLocale = (v: unknown): v is Locale => (LOCALES as readonly unknown[]).includes(v);

/** The visitor's language choice, for the root redirect (spec: 365 days, lax same-site). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
