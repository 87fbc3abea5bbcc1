// Pure helpers of the phone input widget: the country list (order, names, flags), type-to-find
// and input sanitizing. No phone metadata here: numbers are checked on the server.

export interface Country { iso: string; dial: string; name: string; key: string; preferred: boolean }

export const PREFERRED = ['TR', 'DE', 'NL', 'AT', 'FR', 'GB', 'US'];

/** 'TR' → 🇹🇷 (two regional indicator symbols). */
export const flag = (iso: string) => String.fromCodePoint(...[...iso.toUpperCase()].map((c) => 0x1f1a5 + c.charCodeAt(0)));

/** Lower case without accents, so "turk" finds Türkiye and "İsv" finds İsveç. */
export const fold = (s: string, lang: string) =>
  s.toLocaleLowerCase(lang).normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');

/** The countries the widget may offer: all, or only those listed (in the order listed). */
export const allowed = (table: [string, string][], only?: string[]) => (only?.length ? only.flatMap((o) => table.filter(([c]) => c === o)) : table);

/** The country used when nothing better is known: the first preferred one allowed, else the first one. */
export function fallbackCountry(table: [string, string][], preferred: string[], only?: string[]): string {
  const list = allowed(table, only);
  return preferred.find((p) => list.some(([c]) => c === p)) ?? list[0]?.[0] ?? 'TR';
}

/** Preferred countries first (in their given order), then the rest alphabetically by localized name. */
export function orderCountries(table: [string, string][], preferred: string[], only: string[] | undefined, lang: string, name: (iso: string) => string): Country[] {
  const all = allowed(table, only).map(([iso, dial]) => {
    const n = name(iso);
    return { iso, dial, name: n, key: fold(n, lang), preferred: preferred.includes(iso) };
  });
  const top = preferred.flatMap((p) => all.filter((c) => c.iso === p));
  return [...top, ...all.filter((c) => !c.preferred).sort((a, b) => a.name.localeCompare(b.name, lang))];
}

/**
 * Type-to-find: the index of the first country, from `start` and wrapping around, whose name
 * starts with `typed` (already folded); -1 if none.
 */
export function findCountry(list: { key: string }[], typed: string, start: number): number {
  for (let k = 0; k < list.length; k++) {
    const i = (start + k) % list.length;
    if (list[i]!.key.startsWith(typed)) return i;
  }
  return -1;
}

/** validCharactersOnly: digits, spaces, brackets, hyphens and '+'; everything else is dropped. */
export const sanitize = (s: string) => s.replace(/[^\d\s()+-]/g, '');
