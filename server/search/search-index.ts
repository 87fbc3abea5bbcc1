// Full-text search over every published page and collection item, one index per
// language, built once at start-up from the content service. Answers the spec's result
// shape { id, path, title, parentName }.
import MiniSearch from 'minisearch';
import type { ContentSource } from '../content/source.js';
import type { Block, Locale } from '../content/schemas.js';
import type { Router } from '../routes/paths.js';
import type { StaticPageKey } from '../routes/route-map.js';
import { staticPageKeys } from '../routes/route-map.js';

export interface SearchResult {
  id: string;
  path: string;
  title: string;
  parentName: string;
}

interface Doc extends SearchResult {
  description: string;
  text: string;
}

/** Lower-case the Turkish way and drop diacritics, so "odeme" finds "Ödeme" and "ISIK" finds "ışık". */
export function foldTurkish(term: string): string {
  return term.toLocaleLowerCase('tr').replace(/ı/g, 'i').normalize('NFD').replace(/\p{M}/gu, '');
}

const stripHtml = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');

function blockText(b: Block): string {
  switch (b.type) {
    case 'hero': return `${b.title} ${b.text}`;
    case 'features': return `${b.title} ${b.intro ?? ''} ${b.items.map((i) => `${i.title} ${i.text}`).join(' ')}`;
    case 'steps': return `${b.title} ${b.items.map((i) => `${i.title} ${i.text}`).join(' ')}`;
    case 'richText': return `${b.title ?? ''} ${stripHtml(b.html)}`;
    case 'faq': return `${b.title} ${b.items.map((i) => `${i.question} ${stripHtml(i.answer)}`).join(' ')}`;
    case 'table': return `${b.title} ${b.caption} ${b.rows.flat().join(' ')}`;
    case 'cta': return `${b.title} ${b.text}`;
    default: return 'title' in b && b.title ? b.title : '';
  }
}

const personal: StaticPageKey[] = ['freeTransfer', 'internationalTransfer', 'europeIban', 'moneygram', 'loadMoney', 'prepaidCard', 'virtualCard', 'troyCard', 'uniqr', 'uniqrWhat'];
const business: StaticPageKey[] = ['corporate', 'virtualPos', 'multiCurrencyPos', 'linkPayment', 'representative', 'becomeRepresentative', 'representativeApplication', 'offices', 'providers'];

export interface SearchIndex {
  search(term: string, locale: Locale, limit?: number): SearchResult[];
  size(locale: Locale): number;
}

export async function buildSearchIndex(content: ContentSource, router: Router, t: (s: string, l: Locale) => string): Promise<SearchIndex> {
  const indexes = {} as Record<Locale, MiniSearch<Doc>>;
  for (const locale of ['tr', 'en'] as const) {
    const docs: Doc[] = [];
    const site = await content.getSite();
    for (const key of staticPageKeys) {
      const page = await content.getPage(key, locale);
      if (!page) continue;
      const parentName = personal.includes(key) ? t('Bireysel', locale) : business.includes(key) ? t('Kurumsal', locale) : site.brand;
      docs.push({ id: `page:${key}:${locale}`, path: router.pathFor(key, {}, locale), title: page.title, parentName, description: page.description, text: page.blocks.map(blockText).join(' ') });
    }
    for (const p of await content.list('blog', locale)) {
      docs.push({ id: `blog:${p.translationId}:${locale}`, path: router.pathFor('blogArticle', { slug: p.slug }, locale), title: p.title, parentName: t('Blog', locale), description: p.description, text: `${p.category} ${stripHtml(p.html)}` });
    }
    for (const c of await content.list('campaigns', locale)) {
      docs.push({ id: `campaign:${c.translationId}:${locale}`, path: router.pathFor('campaignDetail', { slug: c.slug }, locale), title: c.title, parentName: t('Kampanyalar', locale), description: c.description, text: `${c.summary} ${stripHtml(c.html)}` });
    }
    for (const cat of await content.list('faq', locale)) {
      for (const it of cat.items) {
        docs.push({ id: `faq:${cat.translationId}:${it.id}:${locale}`, path: router.pathFor('faqItem', { category: cat.slug, slug: it.slug }, locale), title: it.question, parentName: cat.title, description: '', text: stripHtml(it.answer) });
      }
    }
    for (const p of await content.list('privacy', locale)) {
      docs.push({ id: `privacy:${p.translationId}:${locale}`, path: router.pathFor('privacy', { slug: p.slug }, locale), title: p.title, parentName: t('Gizlilik ve Güvenlik', locale), description: p.description, text: stripHtml(p.html) });
    }
    const index = new MiniSearch<Doc>({
      fields: ['title', 'description', 'text', 'parentName'],
      storeFields: ['id', 'path', 'title', 'parentName'],
      processTerm: (term) => foldTurkish(term),
      searchOptions: { boost: { title: 4, description: 2, parentName: 1.5 }, prefix: true, fuzzy: (term) => (term.length > 4 ? 0.2 : false), combineWith: 'AND' },
    });
    index.addAll(docs);
    indexes[locale] = index;
  }
  return {
    search(term, locale, limit = 10) {
      const q = term.trim().slice(0, 100);
      if (!q) return [];
      return indexes[locale].search(q).slice(0, limit).map((r) => ({ id: r.id, path: r.path as string, title: r.title as string, parentName: r.parentName as string }));
    },
    size: (locale) => indexes[locale].documentCount,
  };
}
