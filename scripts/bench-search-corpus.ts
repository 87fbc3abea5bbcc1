// Generated articles for the search benchmark: deterministic, made of runs of words taken
// from the real content's text (so word frequencies, stop words and phrases are those of
// real Turkish and English copy), with some words inflected and some replaced by invented
// words (so the vocabulary grows as a real site's does).
import type { SearchDoc } from '../server/search/documents.js';
import type { Locale } from '../shared/locale.js';
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SUFFIXES: Record<Locale, string[]> = {
  tr: ['ler', 'lar', 'ı', 'i', 'ını', 'ini', 'ımı', 'imi', 'da', 'de', 'dan', 'den', 'ınız', 'iniz', 'lerimiz', 'larınızdan', 'la', 'le', 'ya', 'ye', 'daki', 'deki'],
  en: ['s', 'ing', 'ed', 'er', 'ers', 'ly', 'ment', 'ments'],
};
const SYLLABLES: Record<Locale, string[]> = {
  tr: ['ka', 'le', 'mi', 'sor', 'tu', 'ba', 'şe', 'gö', 'rün', 'çe', 'ya', 'dı', 'ker', 'al', 'üm', 'pa', 'zar', 'on', 'ğa', 'iş', 'tem', 'van'],
  en: ['tra', 'ver', 'pen', 'dol', 'mar', 'ket', 'sto', 'ple', 'ran', 'cu', 'the', 'lo', 'gis', 'ter', 'am', 'bri', 'con', 'dex'],
};

export function generateArticles(locale: Locale, count: number, real: SearchDoc[]): SearchDoc[] {
  const random = prng(locale === 'tr' ? 20261122 : 11222026);
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;
  // Zipf-like: index = n * u^3 makes low indexes (frequent words) far more likely.
  const zipf = <T>(xs: T[]) => xs[Math.floor(xs.length * random() ** 3)]!;

  const stream = real.flatMap((d) => `${d.names} ${d.text}`.split(/\s+/)).filter(Boolean);
  const invented = Array.from({ length: 25_000 }, () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(SYLLABLES[locale])).join(''));
  const word = (w: string) => {
    const r = random();
    if (r < 0.03) return zipf(invented);
    if (r < 0.09) return w.replace(/[^\p{L}]+$/u, '') + pick(SUFFIXES[locale]);
    return w;
  };
  const sentence = (min: number, max: number) => {
    const n = min + Math.floor(random() * (max - min + 1));
    const out: string[] = [];
    while (out.length < n) {
      // A run of 3–8 consecutive words from somewhere in the real content.
      const at = Math.floor(random() * stream.length);
      out.push(...stream.slice(at, at + 3 + Math.floor(random() * 6)).map(word));
    }
    return out.slice(0, n).join(' ').replace(/[.,;:!?]+$/, '').replace(/^./, (c) => c.toLocaleUpperCase(locale));
  };
  const category = locale === 'tr' ? ['Rehber', 'Güvenlik', 'Kartlar', 'Para Transferi', 'İşletmeler'] : ['Guides', 'Security', 'Cards', 'Transfers', 'Business'];

  return Array.from({ length: Math.max(0, count) }, (_, i): SearchDoc => {
    const title = sentence(4, 9);
    const paragraphs = Array.from({ length: 6 + Math.floor(random() * 5) }, () => Array.from({ length: 3 + Math.floor(random() * 3) }, () => `${sentence(8, 16)}.`).join(' '));
    return {
      id: `bench:${i}:${locale}`, kind: 'blog', path: `${locale === 'tr' ? '' : '/en'}/blog/bench-${i}/`, title, parentName: 'Blog',
      names: title, aliases: '', headings: Array.from({ length: 3 }, () => sentence(3, 6)).join(' '), keywords: pick(category),
      description: `${sentence(14, 22)}.`, text: paragraphs.join(' '),
    };
  });
}
