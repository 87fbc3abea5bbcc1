// Finds the formal second person ("siz") in Turkish copy. The site speaks to the visitor
// as "sen", like the Turkish consumer fintech brands do; legal texts are the exception and
// are not passed to this module.
//
// Turkish endings are ambiguous: the imperative "gönderin" ends like the genitive
// "işlemin" and the informal possessive "hesabın". So the check is a short list of
// patterns plus an allow-list of innocent words, and it reports every word it flags so
// a writer can either rephrase or, for a genuinely innocent word, add it to the list.
import { innocentWords } from './voice-allow.js';

/** Strings the specification quotes verbatim; they stay exactly as written. */
export const specStrings = [
  'Bir şeyler ters gitti..', 'Ana Sayfaya Dön', 'Üzgünüz, aradığın sayfa bulunamadı.', 'Sonuç bulunamadı..',
  'Para Gönder', 'Ara', 'Bize Ulaşın', 'Bireysel', 'Kurumsal', 'Para Yükle', 'Kartlar',
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Whole words only: "Ara" must not swallow the start of "Aradığın".
const specPatterns = specStrings.map((s) => new RegExp(`(?<!\\p{L})${escape(s)}(?!\\p{L})`, 'gu'));

export type Finding = { word: string; rule: string };

const lower = (s: string) => s.toLocaleLowerCase('tr');

// -(n)ınız/-iniz/-unuz/-ünüz anywhere in a word: "paranız", "hesabınıza", "yapabilirsiniz",
// "isterseniz", "olduğunuz", "bekleyiniz". A vowel before the n keeps "yalnız" out.
const secondPlural = /[aeıioöuü]n[ıiuü]z/;
// The pronoun itself: "siz", "size", "sizin", "sizinle", "sizden"… ("ücretsiz" does not start with it).
const pronoun = /^siz/;
// The plural imperative: "gönderin", "seçin", "doğrulayın", "okutun", "dokunun".
const imperative = /[ıiuü]n$/;
// Endings that look like the imperative but never are one: plural nouns with the genitive or
// the informal possessive ("kartların"), the informal participle ("aradığın", "alacağın"),
// the informal verb endings and the 3rd person jussive ("gönderebilirsin", "geçsin"),
// "my"/"our" before the genitive ("başvurumun", "sitemizin"), the genitive after a vowel
// ("paranın", "hesabının", "işletmenin") and the informal past tense ("gönderdin", "yaptın").
const notImperative = [/l[ae]r[ıi]n$/, /ğ[ıiuü]n$/, /s[ıiuü]n$/, /m[ıiuü]n$/, /m[ıiuü]z[ıiuü]n$/, /[aeıioöuü]n[ıiuü]n$/, /[dt][ıiuü]n$/];
// …except the imperatives of verbs whose stem ends in -n ("kullanın", "dokunun", "yararlanın",
// "sunun", "basın"), which look like those innocent endings.
const imperativeAnyway = [
  /(?:l[ae]n|kullan|kazan|inan|dayan|uzan|utan|dokun|bulun|edin|öğren|güven|sakın|giyin|sevin)[ıiuü]n$/,
  /^(?:sun|dön|bin|bas)[ıiuü]n$/,
  // …and of verbs whose stem ends in -d or -t, which look like the past tense ("gidin", "iletin").
  /(?:gid|ilet|tut|ed)[ıiuü]n$/,
];

export function formalWords(text: string): Finding[] {
  let t = text;
  for (const re of specPatterns) t = t.replace(re, ' ');
  const found: Finding[] = [];
  for (const token of t.match(/[\p{L}'’]+/gu) ?? []) {
    const [stem = '', ...rest] = token.split(/['’]/);
    const suffix = rest.join('');
    const word = lower(stem);
    if (!word) continue;
    if (innocentWords.has(word)) continue;
    // After an apostrophe comes only a suffix of a proper noun ("IBAN'ınız", "Unilira'nın").
    if (suffix) {
      if (secondPlural.test(`a${lower(suffix)}`)) found.push({ word: token, rule: '-ınız (2nd person plural)' });
      continue;
    }
    if (pronoun.test(word)) found.push({ word: token, rule: 'siz (pronoun)' });
    else if (secondPlural.test(word)) found.push({ word: token, rule: '-ınız/-sınız (2nd person plural)' });
    else if (word.length > 3 && imperative.test(word) && (imperativeAnyway.some((r) => r.test(word)) || !notImperative.some((r) => r.test(word)))) found.push({ word: token, rule: '-ın/-yın (plural imperative)' });
  }
  return found;
}

/** Visible text of an HTML fragment: tags dropped, the few entities the content uses decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&gt;/g, '>').replace(/&lt;/g, '<').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}
