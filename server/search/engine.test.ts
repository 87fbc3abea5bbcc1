// How the engine behaves for a visitor, on a handful of made-up documents: compounds in
// either direction, typos, typing, cost caps, and rebuilding while answering.
import { describe, it, expect, beforeAll } from 'vitest';
import { buildLocaleIndex, runQuery, type LocaleIndex } from './locale-index.js';
import { MAX_QUERY_WORDS, planQuery } from './query.js';
import { buildSearchIndex } from './search-index.js';
import type { SearchDoc } from './documents.js';
import { loadContent } from '../content/load.js';
import { fileContentSource, type ContentSource } from '../content/source.js';
import { createRouter } from '../routes/paths.js';

const doc = (id: string, fields: Partial<SearchDoc>): SearchDoc => ({
  id, kind: 'page', path: `/${id}/`, title: fields.names ?? id, parentName: 'Test',
  names: '', aliases: '', headings: '', keywords: '', description: '', text: '', ...fields,
});

let index: LocaleIndex;
const first = (q: string) => runQuery(index, q, 5).hits[0]?.doc.id;
const ids = (q: string) => runQuery(index, q, 20).hits.map((h) => h.doc.id);

beforeAll(async () => {
  index = await buildLocaleIndex([
    doc('yurtdisi-sayfa', { names: 'Yurt Dışı Transfer' }),
    doc('yurtdisi-yazi', { kind: 'blog', names: 'Kargo rehberi', text: 'Yurtdışı kargo gönderimlerinde dikkat edilecekler.' }),
    doc('iki-kelime-yazi', { kind: 'blog', names: 'Gümrük notları', text: 'Paketiniz yurt dışı gümrüğünde bekleyebilir.' }),
    doc('sanalpos-yazi', { kind: 'blog', names: 'Entegrasyon', text: 'Sanalpos entegrasyonu için anahtarlar.' }),
    doc('kampanyalar', { names: 'Kampanyalar', description: 'Güncel fırsatlar' }),
    doc('pos', { names: 'POS cihazı' }),
    doc('faq-kart', { kind: 'faqItem', names: 'Kartımı kaybettim, ne yapmalıyım?', text: 'Kartı uygulamadan kapatın.' }),
    doc('kart-sayfa', { names: 'Ön Ödemeli Kart', text: 'Kartınızı kaybederseniz uygulamadan kapatın.' }),
    doc('blog-kart', { kind: 'blog', names: 'Ön ödemeli kart rehberi', text: 'Ön ödemeli kart hakkında her şey.' }),
  ], 'tr', { tr: [{ typed: ['şube'], alsoSearch: ['pos cihazı'] }], en: [] });
});

describe('vocabulary', () => {
  it('counts for each term the (document, field) pairs it occurs in, which the query planner uses to tell rare from common', () => {
    // 'kart' is in the names and the text of three documents; 'kartlar' nowhere as typed.
    expect(index.vocabulary.get('kart')).toBe(6);
    expect(index.vocabulary.has('kart')).toBe(true);
    expect(index.vocabulary.get('kartlar')).toBeUndefined();
    expect(index.vocabulary.has('kartlar')).toBe(false);
  });
});

describe('compounds', () => {
  it('finds two words in a name when they are typed as one', () => {
    expect(first('yurtdışı')).toBe('yurtdisi-sayfa');
    expect(first('YURTDISI')).toBe('yurtdisi-sayfa');
  });
  it('finds one word in a text when it is typed as two', () => {
    expect(ids('sanal pos')).toContain('sanalpos-yazi');
    expect(ids('yurt dışı')).toContain('yurtdisi-yazi');
  });
  it('finds two words in a text when they are typed as one', () => {
    expect(ids('yurtdisi')).toContain('iki-kelime-yazi');
  });
});

describe('typing and typos', () => {
  it('completes the word being typed', () => {
    expect(first('kampa')).toBe('kampanyalar');
    expect(first('yurt dı')).toBe('yurtdisi-sayfa');
  });
  it('forgives a typo in a longer word, but not in a word of three letters', () => {
    expect(first('kampanyalr')).toBe('kampanyalar');
    expect(first('kmapanyalar')).toBe('kampanyalar');
    expect(ids('pso')).not.toContain('pos');
  });
  it('looks a word being typed up by its beginning only, and a misspelt one by the words of names near it', () => {
    const termsOf = (q: string) => {
      const plan = planQuery(q, index.analyzer, index.vocabulary, index.synonyms)!;
      return (plan.query as { queries: { queries: string[] }[] }).queries.flatMap((l) => l.queries);
    };
    // 'kampanyal' begins 'kampanyalar': completing it is enough (a typo search is the costliest lookup).
    expect(termsOf('kampanyal')).not.toContain('kampanyalar');
    // 'kampanyalr' begins no word: a typo, one edit from 'kampanyalar'.
    expect(termsOf('kampanyalr')).toContain('kampanyalar');
    // Not the last word: the visitor has moved on, so it is no longer being typed.
    expect(termsOf('kampanyalr ön')).toContain('kampanyalar');
    // Joined pairs are not typo candidates ('pos cihazı' → '_poscihazi').
    expect(termsOf('poscihazx').some((t) => t.startsWith('_poscihaz') && t !== '_poscihazx')).toBe(false);
  });
});

describe('ranking', () => {
  it('puts a page above a blog post that merely mentions it', () => {
    expect(first('ön ödemeli kart')).toBe('kart-sayfa');
  });
  it('prefers a document that has every word typed', () => {
    expect(first('kartımı kaybettim')).toBe('faq-kart');
  });
  it('uses synonyms, below what was typed', () => {
    expect(first('şube')).toBe('pos');
  });
});

describe('best results only', () => {
  it('keeps the same first results whatever the limit (rank skips results that cannot enter the list)', () => {
    for (const q of ['kart', 'yurt dışı', 'ön ödemeli kart', 'kartımı kaybettim']) {
      const all = runQuery(index, q, 50).hits.map((h) => h.doc.id);
      expect(all.length).toBeGreaterThan(1);
      for (const limit of [1, 2, 3]) expect(runQuery(index, q, limit).hits.map((h) => h.doc.id)).toEqual(all.slice(0, limit));
    }
  });
});

describe('cost caps', () => {
  it('uses at most eight words and 200 characters of a query', () => {
    const plan = runQuery(index, Array.from({ length: 40 }, (_, i) => `kelime${i}`).join(' '), 5).plan!;
    expect(plan.words).toHaveLength(MAX_QUERY_WORDS);
    expect(runQuery(index, `${'x'.repeat(5000)} kart`, 5).plan!.words.map((w) => w.surface)).toEqual(['x'.repeat(32)]);
  });
  it('answers odd input with nothing rather than an error', () => {
    for (const q of ['', '   ', '\u0000\u0007', '<script>alert(1)</script>', '"\'%_*?', '\ud800', '🙂🙂', 'ﷺ', '\u202e kart']) {
      expect(() => runQuery(index, q, 5), JSON.stringify(q)).not.toThrow();
    }
    expect(first('\u202ekart\u200b')).toBe('faq-kart');
  });
});

describe('rebuild', () => {
  it('keeps answering from the current index while a new one is built, then swaps', async () => {
    const bundle = loadContent('content');
    const base = fileContentSource(bundle);
    let extra = false;
    const source: ContentSource = {
      ...base,
      list: (async (c: Parameters<ContentSource['list']>[0], l: Parameters<ContentSource['list']>[1], o?: Parameters<ContentSource['list']>[2]) => {
        const items = await base.list(c, l, o);
        if (!extra || c !== 'campaigns') return items;
        return [...items, { ...items[0]!, slug: 'zeplin-kampanyasi', title: 'Zeplin kampanyası', translationId: 'zeplin' }];
      }) as ContentSource['list'],
    };
    const search = await buildSearchIndex(source, createRouter(bundle.site.product), (s) => s, { countZeroResults: false });
    expect(search.search('zeplin', 'tr')).toEqual([]);
    extra = true;
    const rebuilding = search.rebuild();
    expect(search.search('kampanyalar', 'tr')[0]!.path).toBe('/kampanyalar/'); // still answering
    await rebuilding;
    expect(search.search('zeplin', 'tr')[0]!.path).toBe('/kampanyalar/zeplin-kampanyasi/');
    await search.close();
  });
});

describe('update', () => {
  it('an update answers exactly as an index built afresh from the same content: changed, removed and added documents', async () => {
    const bundle = loadContent('content');
    const router = createRouter(bundle.site.product);
    const blog = bundle.collections.blog;
    // The content of the moment: a post renamed, one gone, one added, a FAQ answer edited.
    let now = bundle;
    const source: ContentSource = Object.fromEntries(Object.keys(fileContentSource(bundle)).map((k) => [k, (...a: unknown[]) => (fileContentSource(now) as unknown as Record<string, (...x: unknown[]) => unknown>)[k]!(...a)])) as unknown as ContentSource;
    const search = await buildSearchIndex(source, router, (s) => s, { countZeroResults: false });
    const gone = blog.find((p) => p.locale === 'tr')!;
    const renamed = blog.find((p) => p.locale === 'tr' && p !== gone)!;
    const faq = bundle.collections.faq.map((c, i) => (i === 0 ? { ...c, items: c.items.map((q, j) => (j === 0 ? { ...q, answer: `<p>Zebramatik ile kartını dondurabilirsin.</p>` } : q)) } : c));
    now = {
      ...bundle,
      collections: {
        ...bundle.collections,
        faq,
        blog: [
          ...blog.filter((p) => p !== gone && p !== renamed),
          { ...renamed, title: 'Zeplinle para göndermenin yolları' },
          { ...renamed, translationId: 'zeplin-yeni', slug: 'zeplin-yeni', title: 'Zeplin yolculuğunda kart kullanımı' },
        ],
      },
    };
    const before = search.size('tr');
    await search.update();
    const fresh = await buildSearchIndex(source, router, (s) => s, { countZeroResults: false });
    expect(search.size('tr')).toBe(fresh.size('tr'));
    expect(search.size('tr')).toBe(before); // one post gone, one added
    expect(search.size('en')).toBe(fresh.size('en'));
    for (const q of ['zeplin', 'zebramatik', gone.title, 'para gönder', 'kart', 'iban', 'fatura öde', 'kampanya']) {
      expect(search.search(q, 'tr', 10), q).toEqual(fresh.search(q, 'tr', 10));
    }
    expect(search.search(gone.title, 'tr', 50).map((r) => r.path)).not.toContain(`/blog/${gone.slug}/`);
    expect(search.search('zeplin', 'tr').map((r) => r.title)).toEqual(expect.arrayContaining(['Zeplinle para göndermenin yolları', 'Zeplin yolculuğunda kart kullanımı']));
    await search.close();
    await fresh.close();
  });
});
