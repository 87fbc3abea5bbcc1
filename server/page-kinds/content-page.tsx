// Pages with one content file per language (content/pages/{key}.{lang}.json): a loop over the
// page's blocks. Each block type's server parts (blocks/registry.ts) say what it reads,
// which query parameters it answers, its 400, when it changes by itself and its structured data;
// this module only gathers them.
import type { Block, BlockType } from '../content/blocks/index.js';
import type { StaticPageKey } from '../routes/route-map.js';
import { Blocks } from '../../blocks/Blocks.js';
import { BLOCKS } from '../../blocks/registry.js';
import type { ActionAnswer, BlockContext, BlockDefinition } from '../../blocks/define.js';
import type { BlockData } from '../../blocks/props.js';
import type { CollectionData } from '../../blocks/collection/data.js';
import { definePage, type PageCtx, type PostParts } from './page-module.js';
import { turkeyDate } from '../content/campaign-state.js';
import { otherLocale } from '../../shared/locale.js';

type Each = BlockDefinition<BlockType>;
const definition = (b: Block) => BLOCKS[b.type] as unknown as Each;

async function blockContext(ctx: PageCtx): Promise<BlockContext> {
  const site = await ctx.deps.content.getSite();
  const siteUrl = ctx.deps.config.siteUrl;
  const { content, rates, router, i18n } = ctx.deps;
  return { content, rates, router, i18n, read: ctx.read, site, locale: ctx.locale, query: ctx.query, t: ctx.t, now: ctx.now, siteUrl, pageUrl: siteUrl + ctx.path(ctx.locale) };
}

/** What the page's blocks read, merged: one list per collection, and whatever else a block adds. */
async function loadBlocks(blocks: Block[], bctx: BlockContext): Promise<BlockData> {
  const data: BlockData = { collections: {}, today: turkeyDate(bctx.now) };
  for (const [i, b] of blocks.entries()) {
    const part = await definition(b).load?.(b as never, bctx, { first: i === 0 });
    if (part) Object.assign(data, { ...part, collections: { ...data.collections, ...part.collections } });
  }
  return data;
}

/** Structured data of each block type on the page, in the registry's order, once per type. */
function jsonLdOf(blocks: Block[], data: BlockData, bctx: BlockContext): object[] {
  return (Object.keys(BLOCKS) as BlockType[]).flatMap((type) => {
    const mine = blocks.filter((b) => b.type === type);
    return mine.length ? (BLOCKS[type] as unknown as Each).jsonLd?.(mine as never[], data, bctx) ?? [] : [];
  });
}

/** A POST runs the action of the page's first block that has one (its form). */
async function actionOf(ctx: PageCtx, blocks: Block[], post: PostParts): Promise<ActionAnswer | undefined> {
  const block = blocks.find((b) => definition(b).action);
  if (!block) return undefined;
  return definition(block).action!(block as never, { ...(await blockContext(ctx)), ...post, pagePath: ctx.path(ctx.locale) });
}

export const contentPage = definePage({
  async load(ctx) {
    const key = ctx.match.key as StaticPageKey;
    const page = await ctx.deps.content.getPage(key, ctx.locale, ctx.read);
    if (!page) return undefined;
    const twin = await ctx.deps.content.getPage(key, otherLocale(ctx.locale), ctx.read);
    const bctx = await blockContext(ctx);
    const data = await loadBlocks(page.blocks, bctx);
    const changes = page.blocks.map((b) => definition(b).expires?.(b as never, data, bctx)).filter((d): d is Date => d !== undefined);
    return {
      page, hasTwin: !!twin, collections: data.collections as CollectionData, data, today: data.today!,
      jsonLd: jsonLdOf(page.blocks, data, bctx),
      queryParams: page.blocks.flatMap((b) => definition(b).query?.(b as never, data) ?? []),
      status: page.blocks.map((b) => definition(b).status?.(b as never, data)).find((s) => s !== undefined),
      changes: changes.length ? new Date(Math.min(...changes.map(Number))) : undefined,
      personal: page.blocks.some((b) => definition(b).personal?.(b as never, data)),
      heads: page.blocks.map((b) => definition(b).head?.(b as never, data) ?? {}),
      alternateQuery: page.blocks.map((b) => definition(b).alternateQuery?.(b as never, data)).find((q) => q),
      hasAction: page.blocks.some((b) => definition(b).action),
    };
  },
  alternates: (ctx, d) => {
    const q = d.alternateQuery ? `?${d.alternateQuery}` : '';
    return { [ctx.locale]: ctx.path(ctx.locale) + q, ...(d.hasTwin ? { [otherLocale(ctx.locale)]: ctx.path(otherLocale(ctx.locale)) + q } : {}) };
  },
  head: (ctx, { page, jsonLd, heads }) => ({
    title: heads.some((h) => h.error) ? `${ctx.t('Hata')}: ${page.title}` : page.title,
    description: page.description, indexable: page.published && !heads.some((h) => h.noindex), jsonLd, theme: page.theme, forceColorMode: page.forceColorMode,
  }),
  expires: (d) => d.changes,
  // Every query parameter a block answers (a form's thank-you state, an office filter): the cached page must never answer them.
  query: (d) => d.queryParams,
  status: (d) => d.status,
  personal: (d) => d.personal,
  action: (ctx, d, post) => (d.hasAction ? actionOf(ctx, d.page.blocks, post) : Promise.resolve(undefined)),
  // After a post the action's form state; otherwise what the query showed (a thank-you, a subject).
  View: ({ data, view }) => <Blocks blocks={data.page.blocks} data={{ ...data.data, collections: data.collections, form: view.form ?? data.data.form }} />,
});
