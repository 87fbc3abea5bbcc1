// The detail pages of collection items: a blog article, a campaign, a privacy page, an FAQ
// category and an FAQ question. Each finds its item by slug, its twin by translation id.
import type { CollectionName, CollectionTypes } from '../content/collections.js';
import type { Params } from '../routes/paths.js';
import { BlogArticlePage, CampaignPage, PrivacyPageView } from '../../pages/ArticlePages.js';
import { FaqCategoryPage } from '../../pages/FaqPages.js';
import { breadcrumbJsonLd, type Crumb } from '../../pages/Breadcrumbs.js';
import { definePage, type PageCtx } from './page-module.js';
import { campaignState, nextChange, countdown, nextTurkeyMidnight, earliest } from '../content/campaign-state.js';
import { relatedPosts } from '../content/blog-listing.js';
import { ogImageOf } from '../../views/visuals.js';
import { blogPostingJsonLd } from './structured-data.js';
import { htmlText } from '../content/html-text.js';
import { otherLocale, type Locale } from '../../shared/locale.js';

/** Text cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The item named by the URL's slug, and its translation. */
async function itemAndTwin<C extends CollectionName>(ctx: PageCtx, c: C, slug: string) {
  const item = await ctx.deps.content.getBySlug(c, ctx.locale, slug, ctx.read);
  const twin = item && (await ctx.deps.content.getTranslation(c, item.translationId, otherLocale(ctx.locale), ctx.read));
  return item && { item, twin };
}

const pair = (ctx: PageCtx, twinParams: Params | undefined): Partial<Record<Locale, string>> =>
  ({ [ctx.locale]: ctx.path(ctx.locale), ...(twinParams ? { [otherLocale(ctx.locale)]: ctx.path(otherLocale(ctx.locale), twinParams) } : {}) });

export const blogArticle = definePage({
  async load(ctx) {
    const found = await itemAndTwin(ctx, 'blog', ctx.params.slug!);
    if (!found) return undefined;
    const crumbs: Crumb[] = [ctx.home, { name: ctx.t('Blog'), path: ctx.deps.router.pathFor('blog', {}, ctx.locale) }, { name: found.item.title, path: ctx.path(ctx.locale) }];
    const related = relatedPosts(found.item, await ctx.deps.content.list('blog', ctx.locale, ctx.read));
    return { ...found, crumbs, related, site: await ctx.deps.content.getSite() };
  },
  alternates: (ctx, { twin }) => pair(ctx, twin && { slug: twin.slug }),
  head: (ctx, { item: post, crumbs, site }) => ({
    title: post.seoTitle ?? post.title, description: post.description, indexable: post.published, ogType: 'article', image: ogImageOf(post.cover),
    jsonLd: [breadcrumbJsonLd(crumbs, ctx.deps.config.siteUrl), blogPostingJsonLd(post, site, ctx.deps.config.siteUrl, ctx.deps.config.siteUrl + ctx.path(ctx.locale))],
  }),
  View: ({ data }) => <BlogArticlePage post={data.item} crumbs={data.crumbs} related={data.related} />,
});

export const campaignDetail = definePage({
  async load(ctx) {
    const found = await itemAndTwin(ctx, 'campaigns', ctx.params.slug!);
    if (!found) return undefined;
    const crumbs: Crumb[] = [ctx.home, { name: ctx.t('Kampanyalar'), path: ctx.deps.router.pathFor('campaigns', {}, ctx.locale) }, { name: found.item.title, path: ctx.path(ctx.locale) }];
    const left = countdown(found.item, ctx.now);
    // The state changes at its dates; a countdown's number at every Türkiye midnight.
    const changes = earliest(nextChange(found.item, ctx.now), left ? nextTurkeyMidnight(ctx.now) : undefined);
    return { ...found, crumbs, state: campaignState(found.item, ctx.now), countdown: left, changes };
  },
  alternates: (ctx, { twin }) => pair(ctx, twin && { slug: twin.slug }),
  head: (ctx, { item, crumbs }) => ({ title: item.seoTitle ?? item.title, description: item.description, indexable: item.published, image: ogImageOf(item.banner), jsonLd: [breadcrumbJsonLd(crumbs, ctx.deps.config.siteUrl)] }),
  expires: (d) => d.changes,
  View: ({ data }) => <CampaignPage campaign={data.item} crumbs={data.crumbs} state={data.state} countdown={data.countdown} />,
});

export const privacyPage = definePage({
  async load(ctx) {
    const found = await itemAndTwin(ctx, 'privacy', ctx.params.slug!);
    if (!found) return undefined;
    const crumbs: Crumb[] = [ctx.home, { name: found.item.title, path: ctx.path(ctx.locale) }];
    return { ...found, crumbs, others: await ctx.deps.content.list('privacy', ctx.locale, ctx.read) };
  },
  alternates: (ctx, { twin }) => pair(ctx, twin && { slug: twin.slug }),
  head: (ctx, { item, crumbs }) => ({ title: item.title, description: item.description, indexable: item.published, jsonLd: [breadcrumbJsonLd(crumbs, ctx.deps.config.siteUrl)] }),
  View: ({ data }) => <PrivacyPageView page={data.item} crumbs={data.crumbs} others={data.others} />,
});

type FaqItem = CollectionTypes['faq']['items'][number];

/** An FAQ category (`item` absent) or one of its questions. */
const faq = (withItem: boolean) => definePage({
  async load(ctx) {
    const found = await itemAndTwin(ctx, 'faq', ctx.params.category!);
    if (!found) return undefined;
    const { item: category, twin } = found;
    const item: FaqItem | undefined = withItem ? category.items.find((i) => i.slug === ctx.params.slug) : undefined;
    if (withItem && !item) return undefined;
    const twinItem = item && twin?.items.find((i) => i.id === item.id);
    const twinParams: Params | undefined = twin && (item ? (twinItem ? { category: twin.slug, slug: twinItem.slug } : undefined) : { category: twin.slug });
    const crumbs: Crumb[] = [ctx.home, { name: ctx.t('Sıkça Sorulan Sorular'), path: ctx.deps.router.pathFor('faq', {}, ctx.locale) },
      { name: category.title, path: ctx.deps.router.pathFor('faqCategory', { category: category.slug }, ctx.locale) }];
    if (item) crumbs.push({ name: item.question, path: ctx.path(ctx.locale) });
    return { category, item, twinParams, crumbs, all: await ctx.deps.content.list('faq', ctx.locale, ctx.read) };
  },
  alternates: (ctx, { twinParams }) => pair(ctx, twinParams),
  head: (ctx, { category, item, crumbs }) => ({
    // At most 60 characters before the brand. A category's title says it is the FAQ (a product
    // page may carry the same topic name).
    title: item ? clip(item.question, 60) : `${category.title}: ${ctx.t('Sıkça Sorulan Sorular')}`,
    // A question's description: the question and the start of its answer, as search results show it.
    description: item ? clip(`${item.question} ${htmlText(item.answer).text}`, 160) : category.description,
    indexable: category.published,
    jsonLd: [breadcrumbJsonLd(crumbs, ctx.deps.config.siteUrl), {
      '@context': 'https://schema.org', '@type': 'FAQPage',
      mainEntity: (item ? [item] : category.items).map((i) => ({ '@type': 'Question', name: i.question, acceptedAnswer: { '@type': 'Answer', text: i.answer } })),
    }],
  }),
  View: ({ data }) => <FaqCategoryPage category={data.category} all={data.all} crumbs={data.crumbs} openSlug={data.item?.slug} />,
});
export const faqCategory = faq(false);
export const faqItem = faq(true);
