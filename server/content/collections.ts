// Every content collection, each defined once (as a collection config in Payload's website
// template): its folder and schema, the route its items live at, how its items are ordered
// and dated, which pages an item has, and which of its fields hold HTML whose links are
// checked. The loader, the content source's types, the sitemaps, the link checker and the
// validator all read this registry, so a new collection is one entry here (plus its content
// folder and, if it has its own page kind, a module in server/pages/).
import type { z } from 'zod';
import * as s from './schemas.js';
import type { RouteKey, StaticPageKey } from '../routes/route-map.js';
import type { Params } from '../routes/paths.js';
import type { SearchDoc } from '../search/documents.js';
import { htmlText } from '../search/html-text.js';
import { describeHours } from './opening-hours.js';
import { categoryWords } from '../pages/providers-filter.js';

/** One page an item is shown at: its route, its params, and the twin's params when it has one. */
export interface ItemPage { key: RouteKey; params: Params; twin?: Params; lastmod: string }

/** One collection item in one language, tagged with the id it shares with its translation. */
export type Item<T> = T & { translationId: string; locale: s.Locale };

interface Definition<S extends z.ZodType> {
  /** Folder under content/: `{id}.tr.json` and `{id}.en.json`, the two sharing the id. */
  folder: string;
  /**
   * One `{id}.json` per item holding both languages (its texts as `{ tr, en }`), for items whose
   * facts (address, phone, hours) are the same in both: loaded as one item per language.
   */
  bilingual?: true;
  schema: S;
  /** Order of lists: newest first by `date`, or by a number. */
  order: (item: z.infer<S>) => number;
  /** YYYY-MM-DD of the item's last change (sitemap lastmod). */
  date: (item: z.infer<S>) => string;
  /** The pages an item has, with the twin (its translation) when one exists. */
  pages: (item: Item<z.infer<S>>, twin: Item<z.infer<S>> | undefined) => ItemPage[];
  /** HTML fields of an item, for the link checker. */
  html: (item: z.infer<S>) => string[];
  /** How site search finds an item: its documents (the fields left out are empty). */
  search: (item: Item<z.infer<S>>, ctx: SearchContext) => ItemSearchDoc[];
}

/** What an item's search documents may use: its links, translations and the names of site sections. */
export interface SearchContext {
  pathFor: (key: RouteKey, params: Params) => string;
  t: (source: string) => string;
  /** The name a visitor sees for a page (its menu label): the parent of the items listed on it. */
  pageName: (key: StaticPageKey) => string;
}
export type ItemSearchDoc = Pick<SearchDoc, 'id' | 'kind' | 'path' | 'title' | 'parentName'> & Partial<SearchDoc>;

/** An article (blog post, campaign, privacy page): headings and text out of its HTML. */
const article = (kind: SearchDoc['kind'], key: RouteKey, listPage: StaticPageKey | ((t: (s: string) => string) => string), summary?: (i: { summary?: string }) => string | undefined) =>
  (item: Item<{ slug: string; title: string; description: string; html: string; category?: string; summary?: string }>, ctx: SearchContext): ItemSearchDoc[] => {
    const h = htmlText(item.html);
    const parentName = typeof listPage === 'function' ? listPage(ctx.t) : ctx.pageName(listPage);
    return [{
      id: `${kind}:${item.translationId}`, kind, path: ctx.pathFor(key, { slug: item.slug }), title: item.title, parentName,
      headings: h.headings.join(' '), keywords: item.category ?? parentName, description: item.description,
      text: [summary?.(item), h.text].filter(Boolean).join(' '),
    }];
  };

const define = <S extends z.ZodType>(d: Definition<S>) => d;
const newest = (date: string) => -Date.parse(date);
/** The usual case: one detail page at `key` with the item's slug. */
const detail = <T extends { slug: string }>(key: RouteKey, date: (i: T) => string) =>
  (item: Item<T>, twin: Item<T> | undefined): ItemPage[] => [{ key, params: { slug: item.slug }, twin: twin && { slug: twin.slug }, lastmod: date(item) }];

export const collections = {
  blog: define({
    folder: 'blog',
    schema: s.blogSchema,
    order: (p) => newest(p.date),
    date: (p) => p.updated,
    pages: detail('blogArticle', (p: s.BlogPost) => p.updated),
    html: (p) => [p.html],
    search: article('blog', 'blogArticle', 'blog'),
  }),
  campaigns: define({
    folder: 'campaigns',
    schema: s.campaignSchema,
    order: (c) => newest(c.startDate),
    date: (c) => c.startDate,
    pages: detail('campaignDetail', (c: s.Campaign) => c.startDate),
    html: (c) => [c.html],
    search: article('campaign', 'campaignDetail', 'campaigns', (c) => c.summary),
  }),
  privacy: define({
    folder: 'privacy',
    schema: s.privacySchema,
    order: (p) => newest(p.updated),
    date: (p) => p.updated,
    pages: detail('privacy', (p: s.PrivacyPage) => p.updated),
    html: (p) => [p.html],
    search: article('privacy', 'privacy', (t) => t('Gizlilik ve Güvenlik')),
  }),
  faq: define({
    folder: 'faq',
    schema: s.faqCategorySchema,
    order: (c) => c.order,
    date: (c) => c.updated,
    // A category page, and a page for each question (the twin matched by the item id).
    pages: (cat, twin) => [
      { key: 'faqCategory', params: { category: cat.slug }, twin: twin && { category: twin.slug }, lastmod: cat.updated },
      ...cat.items.map((it) => {
        const twinItem = twin?.items.find((x) => x.id === it.id);
        return { key: 'faqItem' as const, params: { category: cat.slug, slug: it.slug }, twin: twin && twinItem && { category: twin.slug, slug: twinItem.slug }, lastmod: cat.updated };
      }),
    ],
    html: (c) => c.items.map((i) => i.answer),
    // The category, and each question on its own (its answer is the text).
    search: (cat, { pathFor, pageName }) => [
      { id: `faqCategory:${cat.translationId}`, kind: 'faqCategory', path: pathFor('faqCategory', { category: cat.slug }), title: cat.title, parentName: pageName('faq'),
        headings: cat.items.map((i) => i.question).join(' '), keywords: pageName('faq'), description: cat.description },
      ...cat.items.map((it): ItemSearchDoc => ({
        id: `faq:${cat.translationId}:${it.id}`, kind: 'faqItem', path: pathFor('faqItem', { category: cat.slug, slug: it.slug }), title: it.question,
        parentName: pageName('faq'), keywords: cat.title, text: htmlText(it.answer).text,
      })),
    ],
  }),
  // Representative offices: cards with anchors on the offices page, which sorts them by city
  // and district and filters them; no page of their own, so no sitemap entries.
  offices: define({
    folder: 'offices',
    bilingual: true,
    schema: s.officeSchema,
    order: () => 0,
    date: () => '',
    pages: () => [],
    html: () => [],
    // Found by name, city and district, address and hours; the result is its card's anchor.
    search: (o, { pathFor, pageName, t }) => [{
      id: `office:${o.slug}`, kind: 'office', path: `${pathFor('offices', {})}#${o.slug}`, title: o.name[o.locale], parentName: pageName('offices'),
      aliases: `${o.city} ${o.district}`, keywords: pageName('offices'),
      text: `${o.address} ${describeHours(o.hours, o.locale, { everyDay: t('Her gün'), weekdays: t('Hafta içi') })}`,
    }],
  }),
  // In-network providers: cards with anchors on the providers page, grouped by category.
  providers: define({
    folder: 'providers',
    bilingual: true,
    schema: s.providerSchema,
    order: (p) => p.order,
    date: () => '',
    pages: () => [],
    html: () => [],
    search: (p, { pathFor, pageName, t }) => [{
      id: `provider:${p.slug}`, kind: 'provider', path: `${pathFor('providers', {})}#${p.slug}`, title: p.name, parentName: pageName('providers'),
      keywords: `${t(categoryWords[p.category].name)} ${pageName('providers')}`, text: [p.description[p.locale], ...p.payFor[p.locale]].join(' '),
    }],
  }),
};

export type CollectionName = keyof typeof collections;
export const collectionNames = Object.keys(collections) as CollectionName[];
/** The item type of each collection, inferred from its schema. */
export type CollectionTypes = { [C in CollectionName]: Item<z.infer<(typeof collections)[C]['schema']>> };

/** Every page of every item of one language, with twins (sitemaps, search, link checks). */
export async function collectionPages(content: {
  list<C extends CollectionName>(c: C, l: s.Locale): Promise<CollectionTypes[C][]>;
  getTranslation<C extends CollectionName>(c: C, id: string, l: s.Locale): Promise<CollectionTypes[C] | undefined>;
}, locale: s.Locale): Promise<ItemPage[]> {
  const out: ItemPage[] = [];
  for (const name of collectionNames) {
    const def = collections[name] as unknown as Definition<z.ZodType<CollectionTypes[typeof name]>>;
    for (const item of await content.list(name, locale)) {
      out.push(...def.pages(item, await content.getTranslation(name, item.translationId, s.otherLocale(locale))));
    }
  }
  return out;
}
