import { describe, it, expect } from 'vitest';
import { stemTurkish, turkishStopWords } from './turkish.js';
import { fold } from '../text/fold.js';
import { stemEnglish } from './english.js';

describe('stemTurkish', () => {
  const stem = (w: string) => stemTurkish(fold(w));

  it.each([
    ['kartımı', 'kart'], ['kartlar', 'kart'], ['kartın', 'kart'], ['kartınızı', 'kart'], ['kartlarınızdan', 'kart'],
    ['transferi', 'transfer'], ['limitleri', 'limit'], ['ücretleri', 'ucret'], ['istanbulda', 'istanbul'],
  ])('strips the endings of %s down to %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('gives every inflected form of a word the same stem', () => {
    for (const group of [
      ['kampanya', 'kampanyalar', 'kampanyaları', 'kampanyada'],
      ['fatura', 'faturanı', 'faturalar', 'faturayı'],
      ['şifre', 'şifremi', 'şifresi', 'şifreni'],
      ['yurtdışı', 'yurtdışına', 'yurtdışından'],
      ['ödeme', 'ödemeler', 'ödemesi', 'ödemeye'],
    ]) {
      expect(new Set(group.map(stem)), group.join(', ')).toHaveProperty('size', 1);
    }
  });

  it('undoes b→p and ğ→k softening before a vowel ending', () => {
    expect(stem('hesabı')).toBe(stem('hesap'));
    expect(stem('hesabımdaki')).toBe(stem('hesap'));
    expect(stem('kimliği')).toBe(stem('kimlik'));
  });

  it('is conservative: short words, derivations and numbers stay', () => {
    expect(stem('para')).toBe(stem('paraya'));
    expect(stem('kart')).toBe('kart');
    expect(stem('pos')).toBe('pos');
    // A buffer-letter ending needs a vowel before it: 'kampanya' is not 'kampan' + 'ya'.
    expect(stem('kampanya')).toMatch(/^kampany/);
    // -lik, -ci and -siz make other words; they are not stripped.
    expect(stem('temsilcilik')).not.toBe(stem('temsilci'));
    expect(stem('ücretsiz')).not.toBe(stem('ücret'));
    expect(stemTurkish('2025te')).toBe('2025te');
  });

  it('never leaves fewer than three letters', () => {
    for (const w of ['ara', 'adı', 'ile', 'sen', 'su']) expect(stem(w).length).toBeGreaterThanOrEqual(Math.min(3, fold(w).length));
  });
});

describe('stemEnglish', () => {
  it('strips plurals only', () => {
    expect(['fees', 'cards', 'countries', 'offices', 'transfers'].map(stemEnglish)).toEqual(['fee', 'card', 'country', 'office', 'transfer']);
    expect(['business', 'status', 'analysis', 'pos', 'sending'].map(stemEnglish)).toEqual(['business', 'status', 'analysis', 'pos', 'sending']);
  });
});

describe('stop words', () => {
  it('are the question words a visitor adds, folded', () => {
    for (const w of ['nasil', 'nedir', 'ne', 'mi', 'icin']) expect(turkishStopWords.has(w)).toBe(true);
    for (const w of ['kart', 'iban', 'su']) expect(turkishStopWords.has(w)).toBe(false);
  });
});
