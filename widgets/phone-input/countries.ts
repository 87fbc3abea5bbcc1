// Pure helpers of the phone input: the country list's order and the flag files. What the server
// agrees on (the characters of a number, which message a wrong one gets) is in shared/phone-rules.ts.
// No phone metadata here: numbers are checked on the server.
import { FLAG_PATH } from '../../shared/phone-rules.js';

export interface Country { iso: string; dial: string; name: string; preferred: boolean }

/**
 * Listed first, in this order: Türkiye, then the countries this company's customers most
 * often send money to or come from (the Turkish communities in Western Europe, the
 * neighbours and the countries of the largest groups living in Türkiye).
 */
export const PREFERRED = ['TR', 'DE', 'NL', 'AT', 'FR', 'GB', 'US', 'AZ', 'RU', 'UA', 'IQ', 'SY'];

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
