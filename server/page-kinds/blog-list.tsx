// The blog list (/blog/, /en/blog/): the page's own blocks, with the article list paged
// (?sayfa=2 / ?page=2) and filtered by category (?kategori=guvenlik / ?category=security).
// Plain links, so it works without JavaScript; each list URL is its own canonical page. A URL
// that names a page or category that does not exist is a 404, never a 500.
import { categoriesOf, listQueryString, parseListQuery, type ListQuery } from '../content/blog-listing.js';
import { slugify } from '../text/slug.js';
import type { CollectionTypes } from '../content/collections.js';
import type { BlogListing } from '../../blocks/collection/BlogCards.js';
import { definePage, type PageCtx } from './page-module.js';
import { contentPage } from './content-page.js';
import { otherLocale, type Locale } from '../../shared/locale.js';

/** The query parameters of the list, in the page's language. */
export const LIST_PARAMS: Record<Locale, { page: string; category: string }> = {
  tr: { page: 'sayfa', category: 'kategori' },
  en: { page: 'page', category: 'category' },
};

/** The same category in the other language, through articles and their translations. */
async function twinCategories(ctx: PageCtx, posts: CollectionTypes['blog'][]): Promise<Map<string, string>> {
  const twins = new Map((await ctx.deps.content.list('blog', otherLocale(ctx.locale), ctx.read)).map((p) => [p.translationId, p]));
  const map = new Map<string, string>();
  for (const p of posts) {
    const twin = twins.get(p.translationId);
    if (twin) map.set(slugify(p.category), slugify(twin.category));
  }
  return map;
}

export const blogList = definePage({
  async load(ctx) {
    const base = await contentPage.load(ctx);
    if (!base) return undefined;
    const all = base.collections.blog ?? [];
    const names = LIST_PARAMS[ctx.locale];
    const parsed = parseListQuery(ctx.query[names.page], ctx.query[names.category], all);
    if (!parsed) return undefined;
    const { query, posts, pages } = parsed;
    const here = ctx.path(ctx.locale);
    const href = (q: ListQuery) => here + listQueryString(q, names);
    const categories = categoriesOf(all);
    const current = categories.find((c) => c.slug === query.category);
    const listing: BlogListing = {
      page: query.page, pages,
      categories: [{ name: '', slug: '', href: href({ page: 1 }), current: !query.category, count: all.length },
        ...categories.map((c) => ({ ...c, href: href({ page: 1, category: c.slug }), current: c.slug === query.category }))],
      prev: query.page > 1 ? href({ ...query, page: query.page - 1 }) : undefined,
      next: query.page < pages ? href({ ...query, page: query.page + 1 }) : undefined,
      pageHrefs: Array.from({ length: pages }, (_, i) => href({ ...query, page: i + 1 })),
    };
    // The same list in the other language: its category through the articles' translations.
    const other = otherLocale(ctx.locale);
    const twinCategory = query.category && (await twinCategories(ctx, all)).get(query.category);
    const otherHref = base.hasTwin && (!query.category || twinCategory)
      ? ctx.path(other) + listQueryString({ page: query.page, category: twinCategory || undefined }, LIST_PARAMS[other])
      : undefined;
    // A filtered list says which category it shows, in its heading as in its title.
    const page = current
      ? { ...base.page, blocks: base.page.blocks.map((b) => (b.type === 'collection' && b.collection === 'blog' ? { ...b, title: ctx.t('{{category}} yazıları', { category: current.name }) } : b)) }
      : base.page;
    return { ...base, page, collections: { ...base.collections, blog: posts, blogListing: listing }, canonical: href(query), otherHref, query, categoryName: current?.name, locale: ctx.locale };
  },
  alternates: (ctx, d) => ({ [ctx.locale]: d.canonical, ...(d.otherHref ? { [otherLocale(ctx.locale)]: d.otherHref } : {}) }),
  head(ctx, d) {
    const base = contentPage.head(ctx, d);
    const parts = [d.categoryName ? ctx.t('{{category}} yazıları', { category: d.categoryName }) : base.title];
    if (d.query.page > 1) parts.push(ctx.t('Sayfa {{page}}', { page: String(d.query.page) }));
    return { ...base, title: parts.join(' – ') };
  },
  canonical: (_ctx, d) => d.canonical,
  // Each list URL is rendered for itself, never answered from the cached /blog/.
  query: (d) => Object.values(LIST_PARAMS[d.locale]),
  View: ({ data, view }) => <contentPage.View data={data} view={view} />,
});
