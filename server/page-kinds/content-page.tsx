// Pages with one content file per language (content/pages/{key}.{lang}.json): blocks, plus
// the collection lists and forms their blocks name.
import type { Block } from '../content/schemas.js';
import type { StaticPageKey } from '../routes/route-map.js';
import { Blocks } from '../../views/blocks/Blocks.js';
import type { CollectionData } from '../../views/blocks/collection/data.js';
import { definePage, type PageCtx } from './page-module.js';
import { sortCampaigns, soonestChange, nextTurkeyMidnight, earliest } from '../content/campaign-state.js';
import { FORM_QUERY_PARAMS } from '../forms/schemas.js';
import { officesView } from '../content/offices-filter.js';
import { providersView } from '../content/providers-filter.js';
import { officeJsonLd } from './office-jsonld.js';
import { soonestStatusChange } from '../content/opening-hours.js';
import { holidayIndex } from '../content/holidays.js';
import { turkeyDate } from '../content/campaign-state.js';
import { scheduleState } from '../calculator/schedule.js';
import { otherLocale } from '../../shared/locale.js';

async function collectionData(ctx: PageCtx, blocks: Block[]): Promise<CollectionData> {
  const { deps, locale, read } = ctx;
  const data: CollectionData = {};
  for (const b of blocks) {
    if (b.type !== 'collection') continue;
    switch (b.collection) {
      case 'offices': {
        const holidays = holidayIndex((await deps.content.getSite()).holidays);
        data.offices = officesView(await deps.content.list('offices', locale, read), locale, ctx.query, ctx.now, ctx.t, holidays);
        break;
      }
      case 'providers': data.providers = providersView(await deps.content.list('providers', locale, read), locale, ctx.query, ctx.t); break;
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
    // ("12 gün kaldı") at every Türkiye midnight while one is running or coming; one listing
    // offices when one of them opens or closes.
    const cs = collections.campaigns;
    const counting = cs?.some((c) => c.countdown);
    const site = await ctx.deps.content.getSite();
    // A fee schedule published ahead takes over at the start of its day, with no content change.
    const schedule = page.blocks.some((b) => b.type === 'corridorTable' || b.type === 'feeTable') ? scheduleState(site.fees, ctx.now).takesOverAt : undefined;
    const changes = [cs && earliest(soonestChange(cs, ctx.now), counting ? nextTurkeyMidnight(ctx.now) : undefined), collections.offices && soonestStatusChange(collections.offices.offices.map((o) => o.status)), schedule]
      .filter((d): d is Date => d !== undefined);
    const jsonLd = collections.offices
      ? collections.offices.offices.map((o) => officeJsonLd(o, ctx.locale, ctx.deps.config.siteUrl + ctx.path(ctx.locale), site, ctx.deps.config.siteUrl, ctx.now))
      : [];
    return { page, hasTwin: !!twin, collections, jsonLd, today: turkeyDate(ctx.now), changes: changes.length ? new Date(Math.min(...changes.map(Number))) : undefined };
  },
  alternates: (ctx, d) => ({ [ctx.locale]: ctx.path(ctx.locale), ...(d.hasTwin ? { [otherLocale(ctx.locale)]: ctx.path(otherLocale(ctx.locale)) } : {}) }),
  head(_ctx, { page, jsonLd: places }) {
    const faqBlocks = page.blocks.filter((b) => b.type === 'faq');
    const jsonLd: object[] = faqBlocks.length
      ? [{ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: faqBlocks.flatMap((b) => b.items.map((i) => ({ '@type': 'Question', name: i.question, acceptedAnswer: { '@type': 'Answer', text: i.answer } }))) }]
      : [];
    jsonLd.push(...places);
    return { title: page.title, description: page.description, indexable: page.published, jsonLd, theme: page.theme, forceColorMode: page.forceColorMode };
  },
  expires: (d) => d.changes,
  // A page with a form reads its thank-you state and preselected subject from the query
  // (server/forms/http.ts answers those): the cached page must never answer them.
  // The offices and providers lists read their filter from the query too.
  query: (d) => [
    ...(d.page.blocks.some((b) => b.type === 'form') ? FORM_QUERY_PARAMS : []),
    ...(d.collections.offices ? [d.collections.offices.params.city, d.collections.offices.params.district] : []),
    ...(d.collections.providers ? [d.collections.providers.param] : []),
  ],
  // A filter value the list does not know: the page says so, with a 400.
  status: (d) => (d.collections.offices?.problem || d.collections.providers?.problem ? 400 : undefined),
  View: ({ data, view }) => <Blocks blocks={data.page.blocks} data={{ collections: data.collections, form: view.form, today: data.today }} />,
});
