// A page section's server parts beside its view, as Payload's website template keeps a block and
// Fresh keeps a route's handlers with its page: what it reads for the page (`load`, merged into
// the data every block's view gets), the query parameters it answers (`query`), the status of a
// value it does not know (`status`), when what it shows changes by itself (`expires`) and its
// structured data (`jsonLd`, once for all the page's blocks of its type), whether an answer is
// one visitor's own (`personal`: a thank-you state), and what a POST to its page does (`action`).
// A block without any is only its view. The registry (registry.ts) lists one per block type; the content page loops over them.
import type { ComponentType } from 'react';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Block, BlockType } from '../server/content/blocks/index.js';
import type { ContentSource, ReadOptions } from '../server/content/source.js';
import type { Site } from '../server/content/schemas.js';
import type { Translate } from '../server/i18n.js';
import type { Locale } from '../shared/locale.js';
import type { BlockData, BlockProps } from './props.js';
import type { FormStore } from '../server/forms/store.js';
import type { RatesSource } from '../server/rates/source.js';
import type { Router } from '../server/routes/paths.js';
import type { i18n } from 'i18next';
import type { FormViewState } from './form/state.js';

/** The few things a block's server parts use: no more of the site's wiring. */
export interface BlockContext {
  content: ContentSource;
  /** The Central Bank's rates, the routes and the translations (the calculator's result reads them). */
  rates: RatesSource;
  router: Pick<Router, 'pathFor'>;
  i18n: i18n;
  read: ReadOptions;
  site: Site;
  locale: Locale;
  query: Record<string, unknown>;
  t: Translate;
  now: Date;
  /** This page's absolute URL, and the site's. */
  pageUrl: string;
  siteUrl: string;
}

/** What the site lends a block's POST: the store of submissions, the log, and a wake-up for delivery. */
export interface ActionServices {
  forms: FormStore;
  logger: Logger;
  /** After a new submission is stored: wakes the delivery worker. */
  onSubmitted?: () => void;
}

/** A POST to the block's page: the request and response, the page's path, and the services. */
export interface ActionContext extends BlockContext {
  req: Request;
  res: Response;
  /** This page's path (where a post/redirect/get leads back to). */
  pagePath: string;
  services: ActionServices;
  /** The per-client limit on posts found this one over it: nothing is stored, what was typed stays. */
  overLimit: boolean;
}

/** What an action leaves to the page: nothing (it answered: a redirect, JSON), or the page to render for this visitor with its view state. */
export type ActionAnswer = { answered: true } | { status: number; form: FormViewState };

type Of<T extends BlockType> = Extract<Block, { type: T }>;

export interface BlockDefinition<T extends BlockType> {
  View: ComponentType<BlockProps<T>>;
  /** `first`: the block opens the page (its h1): the page is about it (the calculator's full form). */
  load?(block: Of<T>, ctx: BlockContext, place: { first: boolean }): Promise<Partial<BlockData>>;
  query?(block: Of<T>, data: BlockData): readonly string[];
  status?(block: Of<T>, data: BlockData): number | undefined;
  expires?(block: Of<T>, data: BlockData, ctx: BlockContext): Date | undefined;
  jsonLd?(blocks: Of<T>[], data: BlockData, ctx: BlockContext): object[];
  /** The page as rendered for this query is this visitor's alone: private, noindex, never cached. */
  personal?(block: Of<T>, data: BlockData): boolean;
  action?(block: Of<T>, ctx: ActionContext): Promise<ActionAnswer>;
  /** What the page's head says because of this block: an error in its title, not indexed. */
  head?(block: Of<T>, data: BlockData): { error?: boolean; noindex?: boolean };
  /** The query the page keeps in the other language (a calculator result's): the switch keeps it. */
  alternateQuery?(block: Of<T>, data: BlockData): string | undefined;
}

/** Typed once here, so each block's parts are checked against its own block shape. */
export const defineBlock = <T extends BlockType>(definition: BlockDefinition<T>): BlockDefinition<T> => definition;
