// Pure helpers of the phone input: the country list's order, the flag files, the characters a
// number is written with and which message a wrong number gets; the last two are the server's
// rules too (server/forms/schemas.ts). No phone metadata here: numbers are checked on the server.

export interface Country { iso: string; dial: string; name: string; preferred: boolean }

/**
 * Listed first, in this order: Türkiye, then the countries this company's customers most
 * often send money to or come from (the Turkish communities in Western Europe, the
 * neighbours and the countries of the largest groups living in Türkiye).
 */
export const PREFERRED = ['TR', 'DE', 'NL', 'AT', 'FR', 'GB', 'US', 'AZ', 'RU', 'UA', 'IQ', 'SY'];

/** Where the SVG flags are served (one small file per country, fetched only when shown). */
export const FLAG_PATH = '/flags/';
export const flagUrl = (iso: string) => `${FLAG_PATH}${iso}.svg`;

/** The countries the widget may offer: all, or only those listed (in the order listed). */
export const allowed = (table: [string, string][], only?: string[]) => (only?.length ? only.flatMap((o) => table.filter(([c]) => c === o)) : table);

/** The country used when nothing better is known: the first preferred one allowed, else the first one. */
export function fallbackCountry(table: [string, string][], preferred: string[], only?: string[]): string {
  const list = allowed(table, only);
  return preferred.find((p) => list.some(([c]) => c === p)) ?? list[0]?.[0] ?? 'TR';
}

/** Preferred countries first (in their given order), then the rest alphabetically by localized name. */
export function orderCountries(table: [string, string][], preferred: string[], only: string[] | undefined, lang: string, name: (iso: string) => string): Country[] {
  const all = allowed(table, only).map(([iso, dial]) => ({ iso, dial, name: name(iso), preferred: preferred.includes(iso) }));
  const top = preferred.flatMap((p) => all.filter((c) => c.iso === p));
  return [...top, ...all.filter((c) => !c.preferred).sort((a, b) => a.name.localeCompare(b.name, lang))];
}

// The characters a phone number is written with: digits, spaces, brackets, hyphens and '+'.
const CHARACTERS = String.raw`\d\s()+-`;
/** Text made of those characters only: the server reads nothing else as a number. */
export const PHONE_TEXT = new RegExp(`^[${CHARACTERS}]+$`);
const OTHERS = new RegExp(`[^${CHARACTERS}]`, 'g');
/** validCharactersOnly: everything else is dropped as it is typed. */
export const sanitize = (s: string) => s.replace(OTHERS, '');

/**
 * Which message a number that is not valid gets. The main one's example is a Turkish number,
 * so a national number of another country (not Türkiye, and not written with + and its
 * country code) gets the other one, which asks for the chosen country's number or the + form.
 */
export const phoneMessageFor = (country: string, text: string): 'invalid' | 'invalidOther' =>
  country !== 'TR' && !text.trim().startsWith('+') ? 'invalidOther' : 'invalid';
