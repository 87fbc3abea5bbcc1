// The suffix after a figure follows how the figure is read aloud, so it stays right when a
// fee changes from "0 TL" to "%1,5". Each row is checked against how the figure is spoken.
import { describe, it, expect } from 'vitest';
import { lastNumberWord, withTurkishCase, type TurkishCase } from './turkish-case.js';

describe('the last word of a number read aloud', () => {
  it.each([
    ['0', 'sıfır'], ['1', 'bir'], ['3', 'üç'], ['6', 'altı'], ['9', 'dokuz'], ['10', 'on'], ['40', 'kırk'],
    ['60', 'altmış'], ['90', 'doksan'], ['100', 'yüz'], ['101', 'bir'], ['250', 'elli'], ['1000', 'bin'],
    ['2500', 'yüz'], ['10000', 'bin'], ['150000', 'bin'], ['1000000', 'milyon'], ['2000000000', 'milyar'], ['1000001', 'bir'],
  ])('%s → %s', (n, word) => expect(lastNumberWord(n)).toBe(word));
});

const rows: [string, TurkishCase, string][] = [
  // Abbreviations by their letters: TL "tele", EUR "e-u-re", USD "u-se-de".
  ['100 TL', 'acc', "100 TL'yi"], ['100 TL', 'dat', "100 TL'ye"], ['100 TL', 'loc', "100 TL'de"], ['100 TL', 'abl', "100 TL'den"],
  ['100 TL', 'gen', "100 TL'nin"], ['0 TL', 'cop', "0 TL'dir"], ['1.000 TL', 'adj', "1.000 TL'lik"], ['15 TL', 'ins', "15 TL'yle"],
  ['25 EUR', 'acc', "25 EUR'yi"], ['50 USD', 'dat', "50 USD'ye"],
  // Plain numbers by their last word.
  ['3', 'acc', "3'ü"], ['6', 'acc', "6'yı"], ['10', 'acc', "10'u"], ['40', 'acc', "40'ı"], ['100', 'acc', "100'ü"], ['1.000', 'acc', "1.000'i"],
  ['3', 'loc', "3'te"], ['4', 'abl', "4'ten"], ['5', 'cop', "5'tir"], ['5', 'adj', "5'lik"], ['2', 'dat', "2'ye"], ['7', 'gen', "7'nin"],
  ['60', 'loc', "60'ta"], ['90', 'abl', "90'dan"], ['30', 'gen', "30'un"], ['20', 'poss', "20'si"], ['1.000.000', 'dat', "1.000.000'a"],
  ['0', 'acc', "0'ı"], ['15', 'cop', "15'tir"], ['45', 'loc', "45'te"],
  // Percentages: "yüzde bir buçuk", "yüzde iki virgül kırk dokuz".
  ['%1,5', 'poss', "%1,5'u"], ['%1,5', 'acc', "%1,5'u"], ['%1,5', 'loc', "%1,5'ta"], ['%1,5', 'cop', "%1,5'tur"], ['%1,5', 'dat', "%1,5'a"],
  ['%2', 'poss', "%2'si"], ['%2', 'acc', "%2'yi"], ['%2,49', 'poss', "%2,49'u"], ['%3,49', 'cop', "%3,49'dur"], ['%0,5', 'poss', "%0,5'i"],
  ['%0,7', 'gen', "%0,7'nin"], ['%1,2', 'abl', "%1,2'den"], ['%10', 'poss', "%10'u"], ['%100', 'dat', "%100'e"], ['%6', 'poss', "%6'sı"],
  ['50 TL + %1,5', 'poss', "50 TL + %1,5'u"],
  // A dotted abbreviation by its last letter.
  ['Unilira Ödeme ve Elektronik Para Hizmetleri A.Ş.', 'gen', "Unilira Ödeme ve Elektronik Para Hizmetleri A.Ş.'nin"], ['X A.Ş.', 'dat', "X A.Ş.'ye"],
  // Words take the suffix by their own last vowel, without an apostrophe.
  ['Ücretsiz', 'cop', 'Ücretsizdir'], ['Ücretsiz', 'acc', 'Ücretsizi'], ['Kullanılamaz', 'cop', 'Kullanılamazdır'],
];

describe('a figure with its Turkish suffix', () => {
  it.each(rows)('%s |%s → %s', (figure, c, out) => expect(withTurkishCase(figure, [c])).toBe(out));

  it('chains suffixes in the order written, each after the last', () => {
    expect(withTurkishCase('%2,49', ['poss', 'cop'])).toBe("%2,49'udur");
    expect(withTurkishCase('%2', ['poss', 'cop'])).toBe("%2'sidir");
    expect(withTurkishCase('1.000 TL', ['adj', 'acc'])).toBe("1.000 TL'liği");
    expect(withTurkishCase('5', ['adj', 'loc'])).toBe("5'likte");
    expect(withTurkishCase('100 TL', [])).toBe('100 TL');
  });

  it('refuses a figure that ends in something no suffix can follow', () => {
    expect(withTurkishCase('100 TL)', ['acc'])).toBeUndefined();
    expect(withTurkishCase('', ['acc'])).toBeUndefined();
  });
});
