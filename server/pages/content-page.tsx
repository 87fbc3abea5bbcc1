// Pages with one content file per language (content/pages/{key}.{lang}.json): blocks, plus
// the collection lists and forms their blocks name.
import type { Block } from '../content/schemas.js';
import { otherLocale } from '../content/schemas.js';
import type { StaticPageKey } from '../routes/route-map.js';
import { Blocks } from '../../views/blocks/Blocks.js';
import type { CollectionData } from '../../views/blocks/collection/Collection.js';
import { definePage, type PageCtx } from './page-module.js';
import { sortCampaigns, soonestChange, nextTurkeyMidnight, earliest } from '../content/campaign-state.js';
import { FORM_QUERY_PARAMS } from '../forms/schemas.js';

async function collectionData(ctx: PageCtx, blocks: Block[]): Promise<CollectionData> {
  const { deps, locale, read } = ctx;
  const data: CollectionData = {};
  for (const b of blocks) {
    if (b.type !== 'collection') continue;
    switch (b.collection) {
      case 'offices': data.offices = await deps.content.getOffices(); break;
      case 'providers': data.providers = await deps.content.getProviders(); break;
      case 'campaigns': data.campaigns = sortCampaigns(await deps.content.list('campaigns', locale, read), ctx.now); break;
      default: (data as Record<string, unknown>)[b.collection] = await deps.content.list(b.collection, locale, read);
    }
  }
  return data;
}

export const contentPage = definePage({
  async load(ctx) {
    const key = ctx.match.key as StaticPageKey;
    const page = await ctx.deps.content.getPage(key, ctx.locale, ctx.read);
    if (!page) return undefined;
    const twin = await ctx.deps.content.getPage(key, otherLocale(ctx.locale), ctx.read);
    const collections = await collectionData(ctx, page.blocks);
    // A page listing campaigns changes when one of them starts or ends, and its countdowns
    // ("12 gün kaldı") at every Türkiye midnight while one is running or coming.
    const cs = collections.campaigns;
    const counting = cs?.some((c) => c.countdown);
    return { page, hasTwin: !!twin, collections, changes: cs && earliest(soonestChange(cs, ctx.now), counting ? nextTurkeyMidnight(ctx.now) : undefined) };
  },
  alternates: (ctx, d) => ({ [ctx.locale]: ctx.path(ctx.locale), ...(d.hasTwin ? { [otherLocale(ctx.locale)]: ctx.path(otherLocale(ctx.locale)) } : {}) }),
  head(_ctx, { page }) {
    const faqBlocks = page.blocks.filter((b) => b.type === 'faq');
    const jsonLd = faqBlocks.length
      ? [{ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: faqBlocks.flatMap((b) => b.items.map((i) => ({ '@type': 'Question', name: i.question, acceptedAnswer: { '@type': 'Answer', text: i.answer } }))) }]
      : [];
    return { title: page.title, description: page.description, indexable: page.published, jsonLd, theme: page.theme, forceColorMode: page.forceColorMode };
  },
  expires: (d) => d.changes,
  // A page with a form reads its thank-you state and preselected subject from the query
  // (server/forms/http.ts answers those): the cached page must never answer them.
  query: (d) => (d.page.blocks.some((b) => b.type === 'form') ? FORM_QUERY_PARAMS : []),
  View: ({ data, view }) => <Blocks blocks={data.page.blocks} data={{ collections: data.collections, form: view.form }} />,
});
