// Phone numbers, checked on the server only: libphonenumber-js with its full metadata would
// cost the browser ~30 KB more than the whole widget budget allows, so the phone input widget
// asks GET /api/phone, and the application POST uses the same function. Also the compact
// country table the widget carries, and the visitor's country for its first selection.
import { parsePhoneNumberWithError, ParseError, getCountries, getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js/max';
import type { PhoneResult } from '../shared/phone-result.js';

/** Spec section 5: longer input is not a number (libphonenumber-js applies the same limit). */
export const MAX_PHONE_INPUT = 250;

export const isCountry = (code: unknown): code is CountryCode =>
  typeof code === 'string' && /^[A-Z]{2}$/.test(code) && isSupportedCountry(code);

let table: [string, string][] | undefined;
/** Every supported country as [iso2, calling code], e.g. ['TR', '90'] (props of the widget). */
export function countryTable(): [string, string][] {
  return (table ??= getCountries().map((c) => [c, getCountryCallingCode(c)]));
}

/**
 * Which format the answer uses. `auto`: international when the text starts with '+', else
 * national. Anything else is a caller's mistake: reported, then international (spec section 8).
 */
export function resolveMode(mode: string | undefined, text: string, onInvalid?: (mode: string) => void): 'international' | 'national' {
  if (mode === undefined || mode === 'auto') return text.trimStart().startsWith('+') ? 'international' : 'national';
  if (mode === 'international' || mode === 'national') return mode;
  onInvalid?.(mode);
  return 'international';
}

/**
 * Parses `text` as an international number when it starts with '+' (or the international
 * prefix of `country`), otherwise as a national number of `country`. The parse limits of spec
 * section 5 (national number 2–17 digits, 250 characters, extension up to 20 digits) are
 * libphonenumber-js's own; its parse errors (NOT_A_NUMBER, INVALID_COUNTRY, TOO_SHORT,
 * TOO_LONG) mean "not valid", never an exception. With `only`, a number from another country
 * is not valid and its country is not reported.
 */
export function checkPhone(text: string, country: string | undefined, opts: { mode?: string; only?: readonly string[]; onInvalidMode?: (mode: string) => void } = {}): PhoneResult {
  const input = text.trim();
  const mode = resolveMode(opts.mode, input, opts.onInvalidMode);
  const invalid: PhoneResult = { country: null, countryCode: null, formatted: input, valid: false, possible: false, nationalNumber: null };
  if (text.length > MAX_PHONE_INPUT) return invalid;
  let phone;
  try {
    phone = parsePhoneNumberWithError(input, isCountry(country) ? country : undefined);
  } catch (e) {
    if (e instanceof ParseError) return invalid;
    throw e;
  }
  let valid = phone.isValid();
  let numberCountry: string | null = phone.country ?? null;
  if (opts.only?.length && (!numberCountry || !opts.only.includes(numberCountry))) {
    valid = false;
    numberCountry = null;
  }
  return {
    country: numberCountry,
    countryCode: phone.countryCallingCode,
    formatted: valid ? phone.format(mode === 'international' ? 'INTERNATIONAL' : 'NATIONAL') : input,
    valid,
    possible: phone.isPossible(),
    nationalNumber: phone.nationalNumber,
  };
}

/**
 * The visitor's country from what reaches us, without any third-party IP service: the
 * PaaS/CDN country header when it names a known country (Cloudflare sends XX and T1 for
 * unknown and Tor), else null. A browser's language is no location (an en-US browser in
 * İzmir is common), so Accept-Language is not read: the page's own default stays.
 */
export function visitorCountry(geoHeader: string | undefined): string | null {
  const fromHeader = geoHeader?.trim().toUpperCase();
  return isCountry(fromHeader) ? fromHeader : null;
}
