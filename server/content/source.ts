// The content service interface (DESIGN.md), answered from the model in memory: the embedded
// content of content/, or what the CMS source read (node-cache sits in front of its calls to the
// CMS, umbraco/cms-cache.ts). Nothing is read twice per model: a collection's list in a language
// is filtered and sorted once, on its first use.
import type { ContentBundle } from './load.js';
import type * as s from './schemas.js';
import type { StaticPageKey } from '../routes/route-map.js';
import { collections, type CollectionName, type CollectionTypes } from './collections.js';
import type { Locale } from '../../shared/locale.js';

export type { CollectionName, CollectionTypes };

export interface ReadOptions {
  /** Include unpublished drafts; only ever true for a verified preview token. */
  preview?: boolean;
}

export interface ContentSource {
  getSite(): Promise<s.Site>;
  getDictionary(): Promise<s.Dictionary>;
  getRedirects(): Promise<s.Redirect[]>;
  getHeader(locale: Locale): Promise<s.HeaderContent>;
  getFooter(locale: Locale): Promise<s.FooterContent>;
  getQrMessage(locale: Locale): Promise<s.QrMessage>;
  getPage(key: StaticPageKey, locale: Locale, opts?: ReadOptions): Promise<s.Page | undefined>;
  list<C extends CollectionName>(collection: C, locale: Locale, opts?: ReadOptions): Promise<CollectionTypes[C][]>;
  getBySlug<C extends CollectionName>(collection: C, locale: Locale, slug: string, opts?: ReadOptions): Promise<CollectionTypes[C] | undefined>;
  /** The same item in another language, by the translation id both share. */
  getTranslation<C extends CollectionName>(collection: C, translationId: string, locale: Locale, opts?: ReadOptions): Promise<CollectionTypes[C] | undefined>;
  /** YYYY-MM-DD of the page's last change (sitemap lastmod). */
  getPageDate(key: StaticPageKey, locale: Locale): Promise<string>;
  /** Popular pages offered by empty and fruitless searches. */
  getSearchSuggestions(locale: Locale): Promise<s.SearchSuggestions>;
}

const visible = (opts?: ReadOptions) => (item: { published: boolean }) => item.published || !!opts?.preview;

/** In the collection's own order (collections.ts): newest first, or by number. */
function sortItems<C extends CollectionName>(collection: C, items: CollectionTypes[C][]): CollectionTypes[C][] {
  const order = collections[collection].order as (i: CollectionTypes[C]) => number;
  return [...items].sort((a, b) => order(a) - order(b));
}

export function fileContentSource(bundle: ContentBundle): ContentSource {
  const all = <C extends CollectionName>(c: C) => bundle.collections[c];
  // At most collections × languages × (live, preview) lists, made once for this model.
  const lists = new Map<string, unknown[]>();
  const list = <C extends CollectionName>(c: C, l: Locale, opts?: ReadOptions): CollectionTypes[C][] => {
    const key = `${c}|${l}|${opts?.preview === true}`;
    let items = lists.get(key) as CollectionTypes[C][] | undefined;
    if (!items) lists.set(key, (items = sortItems(c, all(c).filter((i) => i.locale === l && visible(opts)(i)))));
    return items;
  };
  return {
    getSite: async () => bundle.site,
    getDictionary: async () => bundle.dictionary,
    getRedirects: async () => bundle.redirects,
    getHeader: async (l) => bundle.header[l],
    getFooter: async (l) => bundle.footer[l],
    getQrMessage: async (l) => bundle.qrMessage[l],
    getPage: async (key, l, opts) => {
      const page = bundle.pages[l][key];
      return page && visible(opts)(page) ? page : undefined;
    },
    list: async (c, l, opts) => list(c, l, opts),
    getBySlug: async (c, l, slug, opts) => all(c).find((i) => i.locale === l && i.slug === slug && visible(opts)(i)),
    getTranslation: async (c, id, l, opts) => all(c).find((i) => i.locale === l && i.translationId === id && visible(opts)(i)),
    getPageDate: async (key, l) => bundle.pages[l][key]?.updated ?? '',
    getSearchSuggestions: async (l) => bundle.searchSuggestions[l],
  };
}
