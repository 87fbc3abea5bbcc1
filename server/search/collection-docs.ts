// How site search finds the items of each collection (server/content/collections.ts): their
// documents, one table entry per collection. The table is typed by the registry's names, so a
// collection without its entry here is a compile error, never an unsearchable collection.
import type { RouteKey, StaticPageKey } from '../routes/route-map.js';
import type { Params } from '../routes/paths.js';
import type { CollectionName, CollectionTypes, Item } from '../content/collections.js';
import { htmlText } from '../content/html-text.js';
import { describeHours } from '../content/opening-hours.js';
import { categoryWords } from '../content/providers-filter.js';
import type { SearchDoc } from './search-doc.js';

/** What an item's search documents may use: its links, translations and the names of site sections. */
export interface SearchContext {
  pathFor: (key: RouteKey, params: Params) => string;
  t: (source: string) => string;
  /** The name a visitor sees for a page (its menu label): the parent of the items listed on it. */
  pageName: (key: StaticPageKey) => string;
}
/** An item's document: the fields left out are empty. */
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

export const collectionSearch: { [C in CollectionName]: (item: CollectionTypes[C], ctx: SearchContext) => ItemSearchDoc[] } = {
  blog: article('blog', 'blogArticle', 'blog'),
  campaigns: article('campaign', 'campaignDetail', 'campaigns', (c) => c.summary),
  privacy: article('privacy', 'privacy', (t) => t('Gizlilik ve Güvenlik')),
  // The category, and each question on its own (its answer is the text).
  faq: (cat, { pathFor, pageName }) => [
    { id: `faqCategory:${cat.translationId}`, kind: 'faqCategory', path: pathFor('faqCategory', { category: cat.slug }), title: cat.title, parentName: pageName('faq'),
      headings: cat.items.map((i) => i.question).join(' '), keywords: pageName('faq'), description: cat.description },
    ...cat.items.map((it): ItemSearchDoc => ({
      id: `faq:${cat.translationId}:${it.id}`, kind: 'faqItem', path: pathFor('faqItem', { category: cat.slug, slug: it.slug }), title: it.question,
      parentName: pageName('faq'), keywords: cat.title, text: htmlText(it.answer).text,
    })),
  ],
  // Found by name, city and district, address and hours; the result is its card's anchor.
  offices: (o, { pathFor, pageName, t }) => [{
    id: `office:${o.slug}`, kind: 'office', path: `${pathFor('offices', {})}#${o.slug}`, title: o.name[o.locale], parentName: pageName('offices'),
    aliases: `${o.city} ${o.district}`, keywords: pageName('offices'),
    text: `${o.address} ${describeHours(o.hours, o.locale, { everyDay: t('Her gün'), weekdays: t('Hafta içi') })}`,
  }],
  providers: (p, { pathFor, pageName, t }) => [{
    id: `provider:${p.slug}`, kind: 'provider', path: `${pathFor('providers', {})}#${p.slug}`, title: p.name, parentName: pageName('providers'),
    keywords: `${t(categoryWords[p.category].name)} ${pageName('providers')}`, text: [p.description[p.locale], ...p.payFor[p.locale]].join(' '),
  }],
};
