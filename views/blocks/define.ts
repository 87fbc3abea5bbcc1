// A page section's server parts beside its view, as Payload's website template keeps a block and
// Fresh keeps a route's handlers with its page: what it reads for the page (`load`, merged into
// the data every block's view gets), the query parameters it answers (`query`), the status of a
// value it does not know (`status`), when what it shows changes by itself (`expires`) and its
// structured data (`jsonLd`, once for all the page's blocks of its type). A block without any is
// only its view. The registry (registry.ts) lists one per block type; the content page loops over them.
import type { ComponentType } from 'react';
import type { Block, BlockType } from '../../server/content/blocks/index.js';
import type { ContentSource, ReadOptions } from '../../server/content/source.js';
import type { Site } from '../../server/content/schemas.js';
import type { Translate } from '../../server/i18n.js';
import type { Locale } from '../../shared/locale.js';
import type { BlockData, BlockProps } from './props.js';

/** The few things a block's server parts use: no more of the site's wiring. */
export interface BlockContext {
  content: ContentSource;
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

type Of<T extends BlockType> = Extract<Block, { type: T }>;

export interface BlockDefinition<T extends BlockType> {
  View: ComponentType<BlockProps<T>>;
  load?(block: Of<T>, ctx: BlockContext): Promise<Partial<BlockData>>;
  query?(block: Of<T>, data: BlockData): readonly string[];
  status?(block: Of<T>, data: BlockData): number | undefined;
  expires?(block: Of<T>, data: BlockData, ctx: BlockContext): Date | undefined;
  jsonLd?(blocks: Of<T>[], data: BlockData, ctx: BlockContext): object[];
}

/** Typed once here, so each block's parts are checked against its own block shape. */
export const defineBlock = <T extends BlockType>(definition: BlockDefinition<T>): BlockDefinition<T> => definition;
