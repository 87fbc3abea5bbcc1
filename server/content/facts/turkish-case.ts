// Turkish suffixes after a figure that a token shows ({{fee:load.card|poss}} → "%1,5'u").
// A suffix follows the figure as it is read aloud, not as it is written: "100 TL" is read
// "yüz tele" (TL'yi, TL'de), "%1,5" "yüzde bir buçuk" (%1,5'u), "1.000" "bin" (1.000'i).
// Typing the suffix by hand goes wrong as soon as the figure changes, so the token carries
// the case and this function writes the suffix for whatever the figure is today.

/** The suffixes a token may take, in the order written: `|poss|cop` → "%2,9'udur". */
export const turkishCases = {
  acc: 'accusative (-ı: TL’yi, 3’ü)',
  dat: 'dative (-a: TL’ye, 6’ya)',
  loc: 'locative (-da: TL’de, 3’te)',
  abl: 'ablative (-dan: TL’den, 3’ten)',
  gen: 'genitive (-ın: TL’nin, 6’nın)',
  poss: 'possessive, "… of it" (-sı: %2’si, %1,5’u)',
  cop: 'copula, "is" (-dır: TL’dir, 3’tür)',
  ins: 'with (-la: TL’yle, 3’le)',
  adj: '"worth / of" (-lık: TL’lik, 5’lik)',
} as const;
export type TurkishCase = keyof typeof turkishCases;
export const isTurkishCase = (s: string): s is TurkishCase => Object.hasOwn(turkishCases, s);

const VOWELS = 'aıoueiöü';
const BACK = 'aıou';
const HARD = 'fstkçşhp'; // after these, d becomes t ("3'te", "%1,5'tan")

const ones = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const tens = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
const scales = ['bin', 'milyon', 'milyar', 'trilyon'];

/** The last word of a whole number read aloud: 3 "üç", 40 "kırk", 1.000 "bin", 2.500 "yüz". */
export function lastNumberWord(digits: string): string {
  const n = digits.replace(/^0+(?=\d)/, '');
  if (/^0*$/.test(n)) return 'sıfır';
  const group = (g: string) => Number(g.slice(-3) || '0');
  const last = group(n);
  if (last % 10) return ones[last % 10]!;
  if (Math.floor(last / 10) % 10) return tens[Math.floor(last / 10) % 10]!;
  if (last) return 'yüz';
  // The lowest group of three that is not zero names the scale: 1.000 "bin", 2.000.000 "milyon".
  for (let i = 0, rest = n.slice(0, -3); rest.length > 0; i++, rest = rest.slice(0, -3)) {
    if (group(rest)) return scales[i] ?? 'trilyon';
  }
  return 'sıfır';
}

/** How a letter of an abbreviation is read: consonants with "e" (T "te", L "le"), vowels as they are. */
function letterName(ch: string): string {
  const lower = ch.toLocaleLowerCase('tr');
  if (VOWELS.includes(lower)) return lower;
  return { q: 'kü', w: 've', x: 'iks' }[lower] ?? `${lower}e`;
}

/**
 * What the suffix attaches to: the last word as it is read, and whether an apostrophe
 * comes first (after numbers and abbreviations, not after an ordinary word: "Ücretsizdir").
 */
function reading(figure: string): { spoken: string; apostrophe: boolean } | undefined {
  const text = figure.trim();
  const num = /(\d[\d.]*)(?:,(\d+))?%?$/u.exec(text);
  if (num) {
    const [, whole, fraction] = num as unknown as [string, string, string | undefined];
    const intDigits = whole.replace(/\./g, '');
    if (fraction === undefined) return { spoken: lastNumberWord(intDigits), apostrophe: true };
    // "1,5" is "bir buçuk"; other decimals are "iki virgül kırk dokuz"; "0,5" is "sıfır virgül beş".
    if (fraction === '5' && Number(intDigits) > 0) return { spoken: 'buçuk', apostrophe: true };
    return { spoken: lastNumberWord(fraction), apostrophe: true };
  }
  // An abbreviation with dots ("A.Ş."): by its last letter, "A.Ş.'nin".
  const dotted = /(?:^|[^\p{L}])\p{Lu}\.(?:\p{Lu}\.)*$/u.test(text) ? /(\p{Lu})\.$/u.exec(text)?.[1] : undefined;
  if (dotted) return { spoken: letterName(dotted), apostrophe: true };
  const word = /(\p{L}+)$/u.exec(text)?.[1];
  if (!word) return undefined;
  if (word.length > 1 && word === word.toLocaleUpperCase('tr')) return { spoken: letterName(word.at(-1)!), apostrophe: true };
  return { spoken: word.toLocaleLowerCase('tr'), apostrophe: false };
}

const lastVowel = (s: string) => [...s].reverse().find((c) => VOWELS.includes(c));
/** The four-way vowel: ı i u ü. */
const i4 = (v: string) => ({ a: 'ı', ı: 'ı', o: 'u', u: 'u', e: 'i', i: 'i', ö: 'ü', ü: 'ü' })[v] ?? 'i';
/** The two-way vowel: a e. */
const a2 = (v: string) => (BACK.includes(v) ? 'a' : 'e');

/** One suffix after a stem that ends in `end` (a letter) with `vowel` its last vowel. */
function suffix(c: TurkishCase, end: string, vowel: string): string {
  const afterVowel = VOWELS.includes(end);
  const d = HARD.includes(end) ? 't' : 'd';
  const I = i4(vowel);
  const A = a2(vowel);
  switch (c) {
    case 'acc': return (afterVowel ? 'y' : '') + I;
    case 'dat': return (afterVowel ? 'y' : '') + A;
    case 'loc': return d + A;
    case 'abl': return d + A + 'n';
    case 'gen': return (afterVowel ? 'n' : '') + I + 'n';
    case 'poss': return (afterVowel ? 's' : '') + I;
    case 'cop': return d + I + 'r';
    case 'ins': return (afterVowel ? 'y' : '') + 'l' + A;
    case 'adj': return 'l' + I + 'k';
  }
}

/**
 * The figure with its suffixes: withTurkishCase("100 TL", ["acc"]) → "100 TL'yi";
 * withTurkishCase("%2,49", ["poss", "cop"]) → "%2,49'udur". Undefined when the text
 * ends in something that cannot take a suffix (a bracket, a symbol).
 */
export function withTurkishCase(figure: string, cases: readonly TurkishCase[]): string | undefined {
  if (cases.length === 0) return figure;
  const r = reading(figure);
  if (!r) return undefined;
  let spoken = r.spoken;
  let added = '';
  for (const c of cases) {
    const s = suffix(c, spoken.at(-1)!, lastVowel(spoken) ?? 'e');
    // A written -lık softens before a vowel: "TL'liği". (The figure's own reading is not written.)
    if (added.endsWith('k') && VOWELS.includes(s[0]!)) added = `${added.slice(0, -1)}ğ`;
    added += s;
    spoken += s;
  }
  return `${figure.trimEnd()}${r.apostrophe ? "'" : ''}${added}`;
}
