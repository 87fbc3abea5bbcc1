// From a matched route to what is rendered, through one typed table of page kinds: every
// page route key has a module (a missing one is a compile error). Returns undefined when the
// content does not exist (a 404).
import type { RouteMatch } from '../routes/paths.js';
import type { ReadOptions } from '../content/source.js';
import { staticPageKeys, type PageRouteKey, type StaticPageKey } from '../routes/route-map.js';
import { translator } from '../i18n.js';
import type { RenderInput } from '../render/render.js';
import type { Clock, PageCtx, PageDeps, PageModule, ViewState } from './page-module.js';
import { contentPage } from './content-page.js';
import { blogArticle, campaignDetail, privacyPage, faqCategory, faqItem } from './collection-pages.js';
import { searchPage } from './search-page.js';
import { blogList } from './blog-list.js';
import { appPage } from './app-page.js';
import { calculatorPage } from './calculator-page.js';
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
  calculator: calculatorPage,
  feesArchive,
  feesArchiveIndex,
  rates: ratesIndex,
  ratesCurrency,
} satisfies Record<PageRouteKey, AnyPage>;

export type ResolvedPage = RenderInput & { dynamic?: { status: number; cacheControl: string }; query?: readonly string[]; status?: number; expiresAt?: Date };

/**
 * `read` reaches the content service (and its cache keys): only the preview flag. What the
 * visitor typed into a form is view state and goes to the view alone, never into a read.
 */
export async function resolvePage(deps: PageDeps & Clock, match: RouteMatch, read: ReadOptions = {}, view: ViewState = {}, query: Record<string, unknown> = {}): Promise<ResolvedPage | undefined> {
  const module: AnyPage = pageModules[match.key as PageRouteKey];
  if (!module) return undefined;
  const { locale, params } = match;
  const t = translator(deps.i18n, locale);
  const ctx: PageCtx = {
    deps, match, locale, params, query, t,
    read: { preview: read.preview === true },
    path: (l, p = params) => deps.router.pathFor(match.key, p, l),
    home: { name: t('Ana Sayfa'), path: deps.router.pathFor('home', {}, locale) },
    now: deps.now(),
  };
  const data = await module.load(ctx);
  if (data === undefined) return undefined;
  return {
    locale,
    currentPath: ctx.path(locale),
    canonicalPath: module.canonical?.(ctx, data),
    alternates: await module.alternates(ctx, data),
    head: module.head(ctx, data),
    body: <module.View data={data} view={view} />,
    dynamic: module.dynamic && { status: module.dynamic.status(data), cacheControl: module.dynamic.cacheControl },
    query: typeof module.query === 'function' ? module.query(data) : module.query,
    status: module.status?.(data),
    expiresAt: module.expires?.(data),
  };
}
