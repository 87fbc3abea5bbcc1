// Every content collection, each defined once (as a collection config in Payload's website
// template): its folder and schema, the route its items live at, how its items are ordered
// and dated, which pages an item has, and which of its fields hold HTML whose links are
// checked. The loader, the content source's types, the sitemaps, the link checker, the
// validator and the collection block's names all read this registry; what the compiler then
// asks for (its search documents, its list view) is in docs/recipes.md.
import type { z } from 'zod';
import * as s from './collection-schemas.js';
import type { RouteKey } from '../routes/route-map.js';
import type { Params } from '../routes/paths.js';
import { otherLocale, type Locale } from '../../shared/locale.js';

/** One page an item is shown at: its route, its params, and the twin's params when it has one. */
export interface ItemPage { key: RouteKey; params: Params; twin?: Params; lastmod: string }

/** One collection item in one language, tagged with the id it shares with its translation. */
export type Item<T> = T & { translationId: string; locale: Locale };

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
}

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
  }),
  campaigns: define({
    folder: 'campaigns',
    schema: s.campaignSchema,
    order: (c) => newest(c.startDate),
    date: (c) => c.startDate,
    pages: detail('campaignDetail', (c: s.Campaign) => c.startDate),
    html: (c) => [c.html],
  }),
  privacy: define({
    folder: 'privacy',
    schema: s.privacySchema,
    order: (p) => newest(p.updated),
    date: (p) => p.updated,
    pages: detail('privacy', (p: s.PrivacyPage) => p.updated),
    html: (p) => [p.html],
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
  }),
};

export type CollectionName = keyof typeof collections;
export const collectionNames = Object.keys(collections) as CollectionName[];
/** The item type of each collection, inferred from its schema. */
export type CollectionTypes = { [C in CollectionName]: Item<z.infer<(typeof collections)[C]['schema']>> };

/** Every page of every item of one language, with twins (sitemaps, search, link checks). */
export async function collectionPages(content: {
  list<C extends CollectionName>(c: C, l: Locale): Promise<CollectionTypes[C][]>;
  getTranslation<C extends CollectionName>(c: C, id: string, l: Locale): Promise<CollectionTypes[C] | undefined>;
}, locale: Locale): Promise<ItemPage[]> {
  const out: ItemPage[] = [];
  for (const name of collectionNames) {
    const def = collections[name] as unknown as Definition<z.ZodType<CollectionTypes[typeof name]>>;
    for (const item of await content.list(name, locale)) {
      out.push(...def.pages(item, await content.getTranslation(name, item.translationId, otherLocale(locale))));
    }
  }
  return out;
}
