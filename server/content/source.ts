// The content service interface (DESIGN.md). The default source answers from content/;
// a remote source will implement the same interface. node-cache sits between callers and
// any source (see cached.ts).
import type { ContentBundle, Item } from './load.js';
import type * as s from './schemas.js';
import type { StaticPageKey } from '../routes/route-map.js';

export interface ReadOptions {
  /** Include unpublished drafts; only ever true for a verified preview token. */
  preview?: boolean;
}

export interface CollectionTypes {
  blog: Item<s.BlogPost>;
  campaigns: Item<s.Campaign>;
  faq: Item<s.FaqCategory>;
  privacy: Item<s.PrivacyPage>;
}
export type CollectionName = keyof CollectionTypes;

export interface ContentSource {
  getSite(): Promise<s.Site>;
  getDictionary(): Promise<s.Dictionary>;
  getRedirects(): Promise<s.Redirect[]>;
  getHeader(locale: s.Locale): Promise<s.HeaderContent>;
  getFooter(locale: s.Locale): Promise<s.FooterContent>;
  getQrMessage(locale: s.Locale): Promise<s.QrMessage>;
  getPage(key: StaticPageKey, locale: s.Locale, opts?: ReadOptions): Promise<s.Page | undefined>;
  list<C extends CollectionName>(collection: C, locale: s.Locale, opts?: ReadOptions): Promise<CollectionTypes[C][]>;
  getBySlug<C extends CollectionName>(collection: C, locale: s.Locale, slug: string, opts?: ReadOptions): Promise<CollectionTypes[C] | undefined>;
  /** The same item in another language, by the translation id both share. */
  getTranslation<C extends CollectionName>(collection: C, translationId: string, locale: s.Locale, opts?: ReadOptions): Promise<CollectionTypes[C] | undefined>;
  /** YYYY-MM-DD of the page's last change (sitemap lastmod). */
  getPageDate(key: StaticPageKey, locale: s.Locale): Promise<string>;
  getOffices(): Promise<s.Office[]>;
  getProviders(): Promise<s.Provider[]>;
}

const visible = (opts?: ReadOptions) => (item: { published: boolean }) => item.published || !!opts?.preview;

/** Newest first for dated collections; FAQ categories by their order. */
function sortItems<T>(collection: CollectionName, items: T[]): T[] {
  const key = (i: T) => {
    const x = i as Record<string, unknown>;
    return collection === 'faq' ? (x.order as number) : -Date.parse(String(x.date ?? x.startDate ?? x.updated ?? 0));
  };
  return [...items].sort((a, b) => key(a) - key(b));
}

export function fileContentSource(bundle: ContentBundle): ContentSource {
  const all = <C extends CollectionName>(c: C) => bundle[c] as unknown as CollectionTypes[C][];
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
    list: async (c, l, opts) => sortItems(c, all(c).filter((i) => i.locale === l && visible(opts)(i))),
    getBySlug: async (c, l, slug, opts) => all(c).find((i) => i.locale === l && i.slug === slug && visible(opts)(i)),
    getTranslation: async (c, id, l, opts) => all(c).find((i) => i.locale === l && i.translationId === id && visible(opts)(i)),
    getPageDate: async (key, l) => bundle.pageDates[l][key],
    getOffices: async () => bundle.offices,
    getProviders: async () => bundle.providers,
  };
}
