// A page kind is a route module (Express's mvc controllers with their `before` loader, or a
// Payload page with its loader and metadata): `load` reads what the page needs (undefined is
// a 404), `alternates` names the same page in each language, `head` its metadata, `View`
// renders it. View state (what a visitor typed into a form) is a prop of the view only, never
// an argument of a content read, so it can never reach the content cache.
import type { ReactNode } from 'react';
import type { i18n } from 'i18next';
import type { Config } from '../config.js';
import type { ContentSource, ReadOptions } from '../content/source.js';
import type { SearchIndex } from '../search/search-index.js';
import type { RatesSource } from '../rates/source.js';
import type { RateHistory } from '../rates/history/types.js';
import type { RouteMatch, Params, Router } from '../routes/paths.js';
import type { RenderInput } from '../render/render.js';
import type { Translate } from '../i18n.js';
import type { FormViewState } from '../../blocks/form/state.js';
import type { ActionAnswer, ActionServices } from '../../blocks/define.js';
import type { Request, Response } from 'express';
import type { Crumb } from '../../pages/Breadcrumbs.js';
import type { Locale } from '../../shared/locale.js';

/** What a page's load may read: the live content's parts, search, rates and their history, the site's address. */
export interface PageDeps {
  readonly content: ContentSource;
  readonly router: Router;
  readonly i18n: i18n;
  search: SearchIndex;
  rates: RatesSource;
  history: RateHistory;
  config: Pick<Config, 'siteUrl'>;
}

/** The server's clock (tests set it to see campaigns before, during and after their dates). */
export interface Clock { now(): Date }

export interface PageCtx {
  deps: PageDeps;
  match: RouteMatch;
  locale: Locale;
  params: Params;
  /** What content reads may know: the preview flag alone. */
  read: ReadOptions;
  /** The request's query, for the few kinds that use it (the search page's `q`). */
  query: Record<string, unknown>;
  t: Translate;
  /** This page's path in a language, with these params (default: the request's). */
  path: (l: Locale, params?: Params) => string;
  home: Crumb;
  /** The request's moment (deps.now), for what depends on the date. */
  now: Date;
}

/** What only the view sees. */
export interface ViewState {
  form?: FormViewState;
}

export interface PageModule<D> {
  load(ctx: PageCtx): Promise<D | undefined>;
  alternates(ctx: PageCtx, data: D): Promise<Partial<Record<Locale, string>>> | Partial<Record<Locale, string>>;
  head(ctx: PageCtx, data: D): RenderInput['head'];
  View(props: { data: D; view: ViewState }): ReactNode;
  /** Answers that depend on the query (search) are not page-cached and get their own policy. */
  dynamic?: { status(data: D): number; cacheControl: string };
  /**
   * Query parameters this page reads (e.g. a form's preselected subject). A request carrying
   * one is rendered for itself; any other parameter (utm_*, gclid, fbclid…) gets the cached page.
   */
  query?: readonly string[] | ((data: D) => readonly string[]);
  /** The status of an answer rendered for its own query (a filter value the page does not know: 400). */
  status?(data: D): number | undefined;
  /** The canonical path when it is not the route's path (a list page's own query string). */
  canonical?(ctx: PageCtx, data: D): string;
  /** When what the page shows changes by itself (a campaign starts or ends): the cache lets go then. */
  expires?(data: D): Date | undefined;
  /** The answer for this query is one visitor's own (a thank-you state): private, noindex, never cached. */
  personal?(data: D): boolean;
  /** What a POST to the page does (a form block's action); a page without one answers 405. */
  action?(ctx: PageCtx, data: D, post: PostParts): Promise<ActionAnswer | undefined>;
}

/** A POST as a page's action receives it. */
export interface PostParts { req: Request; res: Response; services: ActionServices; overLimit: boolean }

/** Typed once here so each module's data type is checked against its own functions. */
export const definePage = <D>(m: PageModule<D>): PageModule<D> => m;
