// Turkish text normalisation for search, applied to indexed text and to queries alike so
// that both sides always meet on the same terms. Words arrive folded (server/text/fold.ts:
// 'odeme', 'ÖDEME' and 'Ödeme' all become 'odeme').
//
// - stemTurkish(): a small, conservative suffix stripper working on folded words. It removes
//   inflectional endings only (plural, possessive, case, the -ki of place, the -la/-le
//   "with"), at most four in a row, never leaves fewer than three letters or a stem without
//   a vowel, and strips buffer-letter endings (-ya, -si, -na…) only after a vowel. After a vowel-initial ending it undoes consonant softening of b→p and
//   g→k ('hesabı' → 'hesap', 'kimliği' → 'kimlik'). It does NOT remove derivational endings
//   (-lik, -ci, -siz, -li: 'temsilcilik', 'temsilci' and 'ücretsiz' stay distinct words), does
//   not analyse verb tenses beyond what the same endings happen to cover, and does not know
//   irregular stems ('kayıp'/'kaybı'). Stems need not be real words: only consistency
//   between index and query matters.
// - turkishStopWords: question and function words dropped from queries and the index.

// Folded endings. Vowel harmony variants collapse once folded (ı/i → i, u/ü → u), which
// keeps the lists short. Endings that begin with a buffer letter (y, n, s) or that follow a
// possessive only ever come after a vowel: 'para-ya', 'ödeme-si', 'hesabı-na'; requiring the
// vowel keeps roots such as 'kampanya' whole.
const AFTER_ANY = [
  'daki', 'deki', 'taki', 'teki', 'imiz', 'iniz', 'umuz', 'unuz',
  'ler', 'lar', 'den', 'dan', 'ten', 'tan', 'ile',
  'im', 'in', 'um', 'un', 'de', 'da', 'te', 'ta', 'le', 'la',
  'i', 'u', 'a', 'e',
];
const AFTER_VOWEL = [
  'ndaki', 'ndeki', 'nden', 'ndan', 'nde', 'nda', 'nin', 'nun', 'yle', 'yla', 'miz', 'niz',
  'si', 'su', 'ye', 'ya', 'yi', 'yu', 'ni', 'nu', 'na', 'ne', 'm',
];
const MIN_STEM = 3;
const MAX_STRIPS = 4;
const isVowel = (c: string | undefined) => c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u';
/** Whether s[0, end) has a vowel. */
const vowelBefore = (s: string, end: number) => {
  for (let i = 0; i < end; i++) if (isVowel(s[i])) return true;
  return false;
};
const SOFTENED: Record<string, string> = { b: 'p', g: 'k' };

/** Every ending by its last letter, longest first: a word is only tested against endings it could have. */
const BY_LAST = new Map<string, { suffix: string; afterVowel: boolean }[]>();
for (const [list, afterVowel] of [[AFTER_ANY, false], [AFTER_VOWEL, true]] as const) {
  for (const suffix of list) {
    const last = suffix[suffix.length - 1]!;
    BY_LAST.set(last, [...(BY_LAST.get(last) ?? []), { suffix, afterVowel }].sort((a, b) => b.suffix.length - a.suffix.length));
  }
}

/** The ending to strip next, or undefined. */
function nextSuffix(s: string): string | undefined {
  for (const { suffix, afterVowel } of BY_LAST.get(s[s.length - 1]!) ?? []) {
    const rest = s.length - suffix.length;
    if (rest < MIN_STEM || !s.endsWith(suffix) || !vowelBefore(s, rest)) continue;
    if (afterVowel && !isVowel(s[rest - 1])) continue;
    return suffix;
  }
  return undefined;
}

/** Strips inflectional endings from a folded Turkish word (see the notes at the top). */
export function stemTurkish(word: string): string {
  if (word.length <= MIN_STEM || /\d/.test(word)) return word;
  let s = word;
  for (let round = 0; round < MAX_STRIPS; round++) {
    const suffix = nextSuffix(s);
    if (!suffix) break;
    s = s.slice(0, -suffix.length);
    const soft = isVowel(suffix[0]) ? SOFTENED[s[s.length - 1]!] : undefined;
    if (soft) s = s.slice(0, -1) + soft;
  }
  return s;
}

/** Folded Turkish words that carry no topic: question words, particles, pronouns, conjunctions. */
export const turkishStopWords: ReadonlySet<string> = new Set([
  'ne', 'nedir', 'nelerdir', 'neden', 'nasil', 'nerede', 'nereden', 'nereye', 'niye', 'nicin', 'hangi', 'hangisi', 'kac',
  'mi', 'mu', 'midir', 'mudur', 'misin', 'miyim', 'miyiz', 'musun', 'muyum', 'acaba',
  've', 'veya', 'ya', 'ile', 'ama', 'fakat', 'ise', 'ki', 'da', 'de', 'icin', 'gibi', 'kadar', 'daha', 'cok', 'en',
  'bu', 'bunu', 'bunun', 'o', 'onu', 'bir', 'her', 'hem',
  'ben', 'beni', 'bana', 'benim', 'sen', 'seni', 'sana', 'senin', 'biz', 'bize', 'bizim', 'siz', 'size', 'sizin',
  'var', 'yok', 'olan', 'olarak', 'yapmaliyim', 'yapabilirim', 'yapilir', 'istiyorum', 'lazim', 'gerek',
]);
