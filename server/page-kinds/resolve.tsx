// From a matched route to what is rendered, through one typed table of page kinds: every
// page route key has a module (a missing one is a compile error). Returns undefined when the
// content does not exist (a 404).
import type { RouteMatch } from '../routes/paths.js';
import type { ReadOptions } from '../content/source.js';
import { staticPageKeys, type PageRouteKey, type StaticPageKey } from '../routes/route-map.js';
import { translator } from '../i18n.js';
import type { RenderInput } from '../render/render.js';
import type { Clock, PageCtx, PageDeps, PageModule, PostParts, ViewState } from './page-module.js';
import { contentPage } from './content-page.js';
import { blogArticle, campaignDetail, privacyPage, faqCategory, faqItem } from './collection-pages.js';
import { searchPage } from './search-page.js';
import { blogList } from './blog-list.js';
import { appPage } from './app-page.js';
import { feesArchive, feesArchiveIndex } from './fees-archive.js';
import { ratesIndex, ratesCurrency } from './rates-pages.js';

// Each module checks its own data type through definePage; the table only needs the shape.
type AnyPage = PageModule<any>;

const contentPages = Object.fromEntries(staticPageKeys.map((k) => [k, contentPage])) as Record<StaticPageKey, AnyPage>;

export const pageModules = {
  ...contentPages,
  blog: blogList,
  blogArticle,
  campaignDetail,
  privacy: privacyPage,
  faqCategory,
  faqItem,
  search: searchPage,
  app: appPage,
  feesArchive,
  feesArchiveIndex,
  rates: ratesIndex,
  ratesCurrency,
} satisfies Record<PageRouteKey, AnyPage>;

export type ResolvedPage = RenderInput & { dynamic?: { status: number; cacheControl: string }; query?: readonly string[]; status?: number; expiresAt?: Date; personal?: boolean };

function pageContext(deps: PageDeps & Clock, match: RouteMatch, read: ReadOptions, query: Record<string, unknown>): PageCtx {
  const { locale, params } = match;
  const t = translator(deps.i18n, locale);
  return {
    deps, match, locale, params, query, t,
    read: { preview: read.preview === true },
    path: (l, p = params) => deps.router.pathFor(match.key, p, l),
    home: { name: t('Ana Sayfa'), path: deps.router.pathFor('home', {}, locale) },
    now: deps.now(),
  };
}

async function resolved(module: AnyPage, ctx: PageCtx, data: unknown, view: ViewState): Promise<ResolvedPage> {
  return {
    locale: ctx.locale,
    currentPath: ctx.path(ctx.locale),
    canonicalPath: module.canonical?.(ctx, data),
    alternates: await module.alternates(ctx, data),
    head: module.head(ctx, data),
    body: <module.View data={data} view={view} />,
    dynamic: module.dynamic && { status: module.dynamic.status(data), cacheControl: module.dynamic.cacheControl },
    query: typeof module.query === 'function' ? module.query(data) : module.query,
    status: module.status?.(data),
    expiresAt: module.expires?.(data),
    personal: module.personal?.(data),
  };
}

/**
 * `read` reaches the content service (and its cache keys): only the preview flag. What the
 * visitor typed into a form is view state and goes to the view alone, never into a read.
 */
export async function resolvePage(deps: PageDeps & Clock, match: RouteMatch, read: ReadOptions = {}, view: ViewState = {}, query: Record<string, unknown> = {}): Promise<ResolvedPage | undefined> {
  const module: AnyPage = pageModules[match.key as PageRouteKey];
  if (!module) return undefined;
  const ctx = pageContext(deps, match, read, query);
  const data = await module.load(ctx);
  return data === undefined ? undefined : resolved(module, ctx, data, view);
}

/** A POST's answer: none when the page has no action (a 405), answered by the action itself, or the page to render with the action's state. */
export type ActionResult = undefined | { answered: true } | { status: number; page: ResolvedPage; errors: boolean };

export async function resolveAction(deps: PageDeps & Clock, match: RouteMatch, post: PostParts): Promise<ActionResult> {
  const module: AnyPage = pageModules[match.key as PageRouteKey];
  if (!module?.action) return undefined;
  // The read names only the route and language: nothing of the request reaches the content cache.
  const ctx = pageContext(deps, match, {}, {});
  const data = await module.load(ctx);
  const answer = data === undefined ? undefined : await module.action(ctx, data, post);
  if (!answer || 'answered' in answer) return answer;
  const errors = Object.keys(answer.form.errors ?? {}).length > 0;
  return { status: answer.status, errors, page: await resolved(module, ctx, data, { form: answer.form }) };
}
