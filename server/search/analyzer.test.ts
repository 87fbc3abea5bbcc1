import { describe, it, expect } from 'vitest';
import { createAnalyzer, JOIN } from './analyzer.js';

const tr = createAnalyzer('tr');
const en = createAnalyzer('en');

describe('names', () => {
  it('index each word as typed, its stem, and adjacent pairs joined', () => {
    const terms = tr.indexTerms('Yurt Dışı Para Transferi', 'name');
    expect(terms).toEqual(expect.arrayContaining(['yurt', 'disi', 'para', 'transferi', 'transfer', `${JOIN}yurtdisi`, `${JOIN}disipara`, `${JOIN}paratransferi`]));
    expect(tr.indexTerms('Sanal POS', 'name')).toContain(`${JOIN}sanalpos`);
    expect(tr.indexTerms('e-posta', 'name')).toContain(`${JOIN}eposta`);
  });

  it('join across stop words, as queries lose them too, but never across punctuation', () => {
    expect(en.indexTerms('I lost my card. What should I do?', 'name')).toContain(`${JOIN}lostcard`);
    expect(en.indexTerms('card. What should I do', 'name').some((t) => t.startsWith(`${JOIN}card`))).toBe(false);
    expect(tr.indexTerms('Kart, para', 'name')).not.toContain(`${JOIN}kartpara`);
  });

  it('drop apostrophe endings and stop words', () => {
    const terms = tr.indexTerms("IBAN'ınız nasıl alınır?", 'name');
    expect(terms).toContain('iban');
    expect(terms).not.toContain('nasil');
    expect(terms.some((t) => t.includes("'"))).toBe(false);
  });
});

describe('other fields', () => {
  it('index each distinct stem once, without surface forms or joins', () => {
    expect(tr.indexTerms('Kartlar ve kartınız; kartı yurt dışında kullan.', 'text').sort()).toEqual(['kart', 'kullan', 'yurt', tr.stem('disinda')].sort());
  });

});

describe('words', () => {
  it('keep positions in the original text for snippets, with folded forms and stems', () => {
    const text = 'ÖDEME: İLETİŞİM';
    expect(tr.words(text).map((w) => [text.slice(w.start, w.end), w.surface, w.stem])).toEqual([['ÖDEME', 'odeme', tr.stem('odeme')], ['İLETİŞİM', 'iletisim', tr.stem('iletisim')]]);
  });

  it('keep positions right when folding shortens the text (a letter written with a combining accent)', () => {
    const text = 'Cafe\u0301 kartı';
    expect(tr.words(text).map((w) => [text.slice(w.start, w.end), w.surface])).toEqual([['Cafe\u0301', 'cafe'], ['kartı', 'karti']]);
  });

  it('cut absurdly long words', () => {
    expect(tr.words('a'.repeat(500))[0]!.surface).toHaveLength(32);
  });
});
