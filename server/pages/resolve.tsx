// From a matched route to what is rendered: the content, the head, the equivalent page in
// the other language. Returns undefined when the content does not exist (a 404).
import type { SiteDeps } from '../site.js';
import type { Locale, Block } from '../content/schemas.js';
import type { RouteMatch } from '../routes/paths.js';
import type { ReadOptions } from '../content/source.js';
import { isParamRoute, type StaticPageKey } from '../routes/route-map.js';
import { translator } from '../i18n.js';
import type { RenderInput } from '../render/render.js';
import { Blocks, type BlockData } from '../../views/blocks/Blocks.js';
import type { CollectionData } from '../../views/blocks/Collections.js';
import type { FormViewState } from '../../views/forms/state.js';
import { BlogArticlePage, CampaignPage, PrivacyPageView } from '../../views/pages/ArticlePages.js';
import { FaqCategoryPage } from '../../views/pages/FaqPages.js';
import { breadcrumbJsonLd, type Crumb } from '../../views/pages/Breadcrumbs.js';

const other = (l: Locale): Locale => (l === 'tr' ? 'en' : 'tr');

async function collectionData(deps: SiteDeps, blocks: Block[], locale: Locale, opts: ReadOptions): Promise<CollectionData> {
  const data: CollectionData = {};
  for (const b of blocks) {
    if (b.type !== 'collection') continue;
    switch (b.collection) {
      case 'offices': data.offices = await deps.content.getOffices(); break;
      case 'providers': data.providers = await deps.content.getProviders(); break;
      default: (data as Record<string, unknown>)[b.collection] = await deps.content.list(b.collection, locale, opts);
    }
  }
  return data;
}

/**
 * `read` reaches the content service (and its cache keys): only the preview flag. What the
 * visitor typed into a form is view state and goes to the view alone, never into a read.
 */
export async function resolvePage(deps: SiteDeps, match: RouteMatch, read: ReadOptions = {}, view: { form?: FormViewState } = {}): Promise<RenderInput | undefined> {
  const opts: ReadOptions = { preview: read.preview === true };
  const { router, content, config } = deps;
  const { key, locale, params } = match;
  const t = translator(deps.i18n, locale);
  const path = (l: Locale, p = params) => router.pathFor(key, l, p);
  const home: Crumb = { name: t('Ana Sayfa'), path: router.pathFor('home', locale) };

  if (!isParamRoute(key)) {
    const pageKey = key as StaticPageKey;
    const page = await content.getPage(pageKey, locale, opts);
    if (!page) return undefined;
    const data: BlockData = { collections: await collectionData(deps, page.blocks, locale, opts), form: view.form };
    const twin = await content.getPage(pageKey, other(locale), opts);
    const faqBlocks = page.blocks.filter((b) => b.type === 'faq');
    const jsonLd = faqBlocks.length
      ? [{ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: faqBlocks.flatMap((b) => b.items.map((i) => ({ '@type': 'Question', name: i.question, acceptedAnswer: { '@type': 'Answer', text: i.answer } }))) }]
      : [];
    return {
      locale, currentPath: path(locale),
      alternates: { [locale]: path(locale), ...(twin ? { [other(locale)]: path(other(locale)) } : {}) },
      head: { title: page.title, description: page.description, indexable: page.published, jsonLd, theme: page.theme, forceColorMode: page.forceColorMode },
      body: <Blocks blocks={page.blocks} data={data} />,
    };
  }

  switch (key) {
    case 'blogArticle': {
      const post = await content.getBySlug('blog', locale, params.slug!, opts);
      if (!post) return undefined;
      const twin = await content.getTranslation('blog', post.translationId, other(locale), opts);
      const crumbs = [home, { name: t('Blog'), path: router.pathFor('blog', locale) }, { name: post.title, path: path(locale) }];
      const related = (await content.list('blog', locale, opts)).filter((p) => p.slug !== post.slug).slice(0, 3);
      return {
        locale, currentPath: path(locale),
        alternates: { [locale]: path(locale), ...(twin ? { [other(locale)]: path(other(locale), { slug: twin.slug }) } : {}) },
        head: {
          title: post.title, description: post.description, indexable: post.published, ogType: 'article',
          jsonLd: [breadcrumbJsonLd(crumbs, config.siteUrl), {
            '@context': 'https://schema.org', '@type': 'BlogPosting', headline: post.title, description: post.description,
            datePublished: post.date, author: { '@type': 'Organization', name: post.author }, inLanguage: locale,
            mainEntityOfPage: config.siteUrl + path(locale),
          }],
        },
        body: <BlogArticlePage post={post} crumbs={crumbs} related={related} />,
      };
    }
    case 'campaignDetail': {
      const campaign = await content.getBySlug('campaigns', locale, params.slug!, opts);
      if (!campaign) return undefined;
      const twin = await content.getTranslation('campaigns', campaign.translationId, other(locale), opts);
      const crumbs = [home, { name: t('Kampanyalar'), path: router.pathFor('campaigns', locale) }, { name: campaign.title, path: path(locale) }];
      return {
        locale, currentPath: path(locale),
        alternates: { [locale]: path(locale), ...(twin ? { [other(locale)]: path(other(locale), { slug: twin.slug }) } : {}) },
        head: { title: campaign.title, description: campaign.description, indexable: campaign.published, jsonLd: [breadcrumbJsonLd(crumbs, config.siteUrl)] },
        body: <CampaignPage campaign={campaign} crumbs={crumbs} today={new Date().toISOString().slice(0, 10)} />,
      };
    }
    case 'privacy': {
      const page = await content.getBySlug('privacy', locale, params.slug!, opts);
      if (!page) return undefined;
      const twin = await content.getTranslation('privacy', page.translationId, other(locale), opts);
      const crumbs = [home, { name: page.title, path: path(locale) }];
      return {
        locale, currentPath: path(locale),
        alternates: { [locale]: path(locale), ...(twin ? { [other(locale)]: path(other(locale), { slug: twin.slug }) } : {}) },
        head: { title: page.title, description: page.description, indexable: page.published, jsonLd: [breadcrumbJsonLd(crumbs, config.siteUrl)] },
        body: <PrivacyPageView page={page} crumbs={crumbs} others={await content.list('privacy', locale, opts)} />,
      };
    }
    case 'faqCategory':
    case 'faqItem': {
      const category = await content.getBySlug('faq', locale, params.category!, opts);
      if (!category) return undefined;
      const item = key === 'faqItem' ? category.items.find((i) => i.slug === params.slug) : undefined;
      if (key === 'faqItem' && !item) return undefined;
      const twin = await content.getTranslation('faq', category.translationId, other(locale), opts);
      const twinItem = item && twin?.items.find((i) => i.id === item.id);
      const twinParams: Record<string, string> | undefined = twin && (item ? (twinItem ? { category: twin.slug, slug: twinItem.slug } : undefined) : { category: twin.slug });
      const all = await content.list('faq', locale, opts);
      const crumbs: Crumb[] = [home, { name: t('Sıkça Sorulan Sorular'), path: router.pathFor('faq', locale) },
        { name: category.title, path: router.pathFor('faqCategory', locale, { category: category.slug }) }];
      if (item) crumbs.push({ name: item.question, path: path(locale) });
      const items = item ? [item] : category.items;
      return {
        locale, currentPath: path(locale),
        alternates: { [locale]: path(locale), ...(twinParams ? { [other(locale)]: path(other(locale), twinParams) } : {}) },
        head: {
          title: item ? item.question.slice(0, 70) : category.title,
          description: item ? `${category.title}: ${item.question}`.slice(0, 160) : category.description,
          indexable: category.published,
          jsonLd: [breadcrumbJsonLd(crumbs, config.siteUrl), {
            '@context': 'https://schema.org', '@type': 'FAQPage',
            mainEntity: items.map((i) => ({ '@type': 'Question', name: i.question, acceptedAnswer: { '@type': 'Answer', text: i.answer } })),
          }],
        },
        body: <FaqCategoryPage category={category} all={all} crumbs={crumbs} openSlug={item?.slug} />,
      };
    }
  }
  return undefined;
}
