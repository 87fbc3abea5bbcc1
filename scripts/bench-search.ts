// `npm run bench:search`: the search index over the real content plus generated Turkish and
// English articles, up to 10,000 documents per language. Prints the build time, the heap the
// indexes hold, and query latency (p50/p95) for prefix, typo, compound and multi-word queries,
// with and without snippets. Targets: p95 ≤ 2 ms, build ≤ 3 s, memory ≤ 150 MB.
import path from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import { loadContent } from '../server/content/load.js';
import { fileContentSource } from '../server/content/source.js';
import { createRouter } from '../server/routes/paths.js';
import { createI18n, translator } from '../server/i18n.js';
import { searchDocuments, type SearchDoc } from '../server/search/documents.js';
import { ARTICLE_TEXT_BUDGET, buildLocaleIndex, runQuery, snippetFor, type LocaleIndex } from '../server/search/locale-index.js';
import { generateArticles } from './bench-search-corpus.js';
import { LOCALES, type Locale } from '../shared/locale.js';

const DOCS_PER_LANGUAGE = Number(process.env.BENCH_DOCS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
/** Characters of article text indexed in all (see ARTICLE_TEXT_BUDGET); settable to compare. */
const BUDGET = Number(process.env.BENCH_ARTICLE_BUDGET ?? ARTICLE_TEXT_BUDGET);

const QUERIES: Record<Locale, Record<string, string[]>> = {
  tr: {
    'one word': ['kart', 'para', 'iban', 'fatura', 'moneygram'],
    prefix: ['kam', 'iletis', 'yurtd', 'sanal p', 'temsilcilikl', 'öde'],
    typo: ['kampanyalr', 'iletisin', 'odme', 'moneygrm', 'temsilclik', 'ucrtsiz'],
    compound: ['yurtdışı', 'yurtdisi', 'yurt disi', 'sanalpos', 'sanal pos', 'dövizpos'],
    'multi-word': ['para gonder', 'kartımı kaybettim', 'IBAN nasıl alınır', 'ankara temsilcilik', 'izmir şube', 'ön ödemeli kart limitleri nedir', 'yurt dışına para gönderme ücreti ne kadar'],
  },
  en: {
    'one word': ['card', 'money', 'fees', 'contact'],
    prefix: ['camp', 'transf', 'repres', 'virtual p'],
    typo: ['campains', 'transfre', 'represntative', 'prepayd'],
    compound: ['virtualpos', 'e mail', 'prepaidcard'],
    'multi-word': ['lost card', 'international transfer', 'branch ankara', 'how do I send money abroad', 'fees and limits for prepaid card'],
  },
};

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

async function main() {
  if (!(globalThis as { gc?: unknown }).gc) console.warn('(run with node --expose-gc for exact memory numbers)');
  const bundle = loadContent(path.resolve('content'));
  const content = fileContentSource(bundle);
  const router = createRouter(bundle.site.product);
  const i18n = await createI18n(bundle.dictionary);
  const t = (s: string, l: Locale) => translator(i18n, l)(s);

  const docs = {} as Record<Locale, SearchDoc[]>;
  for (const locale of LOCALES) {
    const real = await searchDocuments(content, router, t, locale);
    docs[locale] = [...real, ...generateArticles(locale, DOCS_PER_LANGUAGE - real.length, real)];
  }
  const words = (l: Locale) => docs[l].reduce((n, d) => n + d.text.split(' ').length, 0);
  console.log(`Load average at start: ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${availableParallelism()} cores (other work on the machine slows wall-clock numbers).\n`);
  console.log(`# Search benchmark: ${docs.tr.length} Turkish and ${docs.en.length} English documents (${(words('tr') / docs.tr.length).toFixed(0)} / ${(words('en') / docs.en.length).toFixed(0)} words each on average)\n`);

  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const indexes = {} as Record<Locale, LocaleIndex>;
  const buildMs = {} as Record<Locale, number>;
  const buildCpuMs = {} as Record<Locale, number>;
  for (const locale of LOCALES) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    indexes[locale] = await buildLocaleIndex(docs[locale], locale, bundle.synonyms, BUDGET);
    const c = process.cpuUsage(c0);
    buildCpuMs[locale] = (c.user + c.system) / 1000;
    buildMs[locale] = performance.now() - t0;
  }
  gc();
  // The generated documents are held by the index (snippets read them), so they count.
  const heap = process.memoryUsage().heapUsed - heapBefore;
  console.log('| measure | Turkish | English | target |');
  console.log('| --- | ---: | ---: | ---: |');
  const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`| build, wall clock | ${sec(buildMs.tr)} | ${sec(buildMs.en)} | ≤ 3 s (both: ${sec(buildMs.tr + buildMs.en)}) |`);
  console.log(`| build, CPU time | ${sec(buildCpuMs.tr)} | ${sec(buildCpuMs.en)} | (both: ${sec(buildCpuMs.tr + buildCpuMs.en)}) |`);
  console.log(`| heap held by both indexes and their documents | ${mb(heap)} | | ≤ 150 MB |`);

  // Wall-clock time includes waiting for a core when the machine is shared; CPU time is the
  // work a query itself takes. Both are shown.
  console.log('\n| queries | results p50 / p95 ms, wall | results p50 / p95 ms, CPU | with snippets p50 / p95 ms, wall | with snippets p50 / p95 ms, CPU |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  const cpuMs = (since: NodeJS.CpuUsage) => { const c = process.cpuUsage(since); return (c.user + c.system) / 1000; };
  type Times = { wall: number[]; cpu: number[] };
  const times = (): Times => ({ wall: [], cpu: [] });
  const cell = (xs: number[]) => `${pct(xs, 50).toFixed(2)} / ${pct(xs, 95).toFixed(2)}`;
  const all = { plain: times(), snippets: times() };
  for (const locale of LOCALES) {
    for (const [kind, queries] of Object.entries(QUERIES[locale])) {
      const plain = times();
      const snippets = times();
      for (let round = 0; round < ROUNDS; round++) {
        for (const q of queries) {
          let t0 = performance.now();
          let c0 = process.cpuUsage();
          runQuery(indexes[locale], q, 20);
          plain.cpu.push(cpuMs(c0));
          plain.wall.push(performance.now() - t0);
          t0 = performance.now();
          c0 = process.cpuUsage();
          const { hits } = runQuery(indexes[locale], q, 20);
          for (const h of hits) snippetFor(indexes[locale], h);
          snippets.cpu.push(cpuMs(c0));
          snippets.wall.push(performance.now() - t0);
        }
      }
      // The first rounds warm the JIT and caches; they are left out.
      const warm = (xs: number[]) => xs.slice(queries.length * 5);
      for (const [from, to] of [[plain, all.plain], [snippets, all.snippets]] as const) {
        to.wall.push(...warm(from.wall));
        to.cpu.push(...warm(from.cpu));
      }
      console.log(`| ${locale} ${kind} (${queries.map((q) => `'${q}'`).join(', ')}) | ${cell(warm(plain.wall))} | ${cell(warm(plain.cpu))} | ${cell(warm(snippets.wall))} | ${cell(warm(snippets.cpu))} |`);
      if (process.env.BENCH_DETAIL) {
        for (const q of queries) {
          const { plan } = runQuery(indexes[locale], q, 20);
          console.log(`|   '${q}': ${plan ? indexes[locale].mini.matches(plan.query).size : 0} matching documents | | | | |`);
        }
      }
    }
  }
  console.log(`| **all** | **${cell(all.plain.wall)}** | **${cell(all.plain.cpu)}** | **${cell(all.snippets.wall)}** | **${cell(all.snippets.cpu)}** |`);
  console.log('\nTargets: p95 ≤ 2 ms per query at 10,000 documents per language.');
}

await main();
