import { describe, it, expect } from 'vitest';
import { createAnalyzer, JOIN } from './analyzer.js';
import { makeSnippet, SNIPPET_MAX } from './snippet.js';
import type { SnippetPart } from '../../shared/search-result.js';

const tr = createAnalyzer('tr');
const text = (parts: SnippetPart[]) => parts.map((p) => p.text).join('');
const marked = (parts: SnippetPart[]) => parts.filter((p) => p.mark).map((p) => p.text);

describe('makeSnippet', () => {
  it('marks every form of a matched word, whatever its case or Turkish letters', () => {
    const parts = makeSnippet(['KARTINIZI kaybettiyseniz uygulamadan kartınızı hemen kapatın; yeni kart ücretsiz.'], tr, new Set(['kart']));
    expect(marked(parts)).toEqual(['KARTINIZI', 'kartınızı', 'kart']);
    expect(text(parts)).toBe('KARTINIZI kaybettiyseniz uygulamadan kartınızı hemen kapatın; yeni kart ücretsiz.');
  });

  it('marks both words of a joined pair', () => {
    const parts = makeSnippet(['Yurt dışı transferlerde ücret yok.'], tr, new Set([`${JOIN}yurtdisi`]));
    expect(marked(parts)).toEqual(['Yurt', 'dışı']);
  });

  it('marks a pair whose first word is shorter than the probe, and a pair after a false start', () => {
    expect(marked(makeSnippet([`${'Uzun bir giriş cümlesi. '.repeat(12)}Ön ödemeli kartın limitleri burada.`], tr, new Set([`${JOIN}onodemeli`])))).toEqual(['Ön', 'ödemeli']);
    const long = `Yurtiçi transferler ücretsiz. ${'Araya giren uzun ve ilgisiz bir cümle. '.repeat(10)}Yurt dışı transferlerde ücret yok.`;
    const parts = makeSnippet([long], tr, new Set([`${JOIN}yurtdisi`]));
    expect(marked(parts)).toEqual(['Yurt', 'dışı']);
  });

  it('finds a word after many longer words that start like it', () => {
    const long = `${'Kartal şubemiz taşındı ve yeni adresi uzun bir cümleyle anlatılıyor burada. '.repeat(12)}Yeni kart başvurusu burada.`;
    expect(marked(makeSnippet([long], tr, new Set(['kart'])))).toEqual(['kart']);
  });

  it('does not analyse a long text word by word when the word is not in it, nor far beyond where it is', () => {
    let analysed = 0;
    const counting = { ...tr, words: (t: string) => { analysed += t.length; return tr.words(t); } };
    const filler = 'Araya giren uzun ve ilgisiz bir cümle, başka bir konudan söz ediyor. '.repeat(300);
    expect(filler.length).toBeGreaterThan(20_000);
    const parts = makeSnippet([filler, 'Kısa açıklama: sanal kart burada.'], counting, new Set(['sanal']));
    expect(marked(parts)).toEqual(['sanal']);
    expect(analysed).toBeLessThan(1_000);
    analysed = 0;
    expect(marked(makeSnippet([`${filler}Sonunda sanal kart geçiyor.`], counting, new Set(['sanal'])))).toEqual(['sanal']);
    expect(analysed).toBeLessThan(1_000);
  });

  it('marks a word with its apostrophe ending', () => {
    expect(marked(makeSnippet(["Avrupa'dan gelen ödemeler IBAN'ınıza geçer."], tr, new Set(['iban'])))).toEqual(["IBAN'ınıza"]);
  });

  it('stays within 160 characters, around the first match, cut at whole words', () => {
    const long = `${'Önce uzun bir giriş cümlesi geliyor ve konuyla ilgisi yok. '.repeat(6)}Burada sanal kart geçiyor. ${'Sonra yine uzun bir açıklama gelir. '.repeat(6)}`;
    const parts = makeSnippet([long], tr, new Set(['sanal']));
    const shown = text(parts);
    expect(shown.length).toBeLessThanOrEqual(SNIPPET_MAX);
    expect(shown.startsWith('…')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(marked(parts)).toEqual(['sanal']);
    // Starts and ends at whole words of the text.
    const inner = shown.slice(1, -1);
    const from = long.indexOf(inner);
    expect(from).toBeGreaterThan(0);
    expect(long[from - 1]).toBe(' ');
    expect(long[from + inner.length]).toMatch(/[\s.]/);
    const at = shown.indexOf('sanal');
    expect(at).toBeGreaterThan(10);
    expect(at).toBeLessThan(60);
  });

  it('is not fooled by a longer word that starts like the match', () => {
    const long = `Kartal şubemiz taşındı. ${'Araya giren uzun ve ilgisiz bir cümle. '.repeat(10)}Yeni kart başvurusu burada.`;
    const parts = makeSnippet([long], tr, new Set(['kart']));
    expect(marked(parts)).toEqual(['kart']);
    expect(text(parts)).toContain('Yeni kart başvurusu');
  });

  it('treats markup in the text as text', () => {
    const parts = makeSnippet(['<b>kart</b> <script>alert(1)</script>'], tr, new Set(['kart']));
    expect(text(parts)).toBe('<b>kart</b> <script>alert(1)</script>');
    expect(marked(parts)).toEqual(['kart']);
  });

  it('takes the first source with a match, else the start of the fallback, unmarked', () => {
    expect(marked(makeSnippet(['hiçbiri yok', 'burada kart var'], tr, new Set(['kart'])))).toEqual(['kart']);
    const none = makeSnippet(['hiçbiri yok'], tr, new Set(['kart']), 'Sayfanın özeti. '.repeat(20));
    expect(none.every((p) => !p.mark)).toBe(true);
    expect(text(none).startsWith('Sayfanın özeti.')).toBe(true);
    expect(text(none).length).toBeLessThanOrEqual(SNIPPET_MAX);
    expect(makeSnippet([], tr, new Set(['kart']))).toEqual([]);
  });
});
