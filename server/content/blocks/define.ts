// A block type's data (Payload's src/blocks/<Name>/config.ts): its config here holds the schema,
// the text it contributes to search and the links it holds (for the link checker); its view,
// blocks/<type>/, imports that shape and renders it. index.ts assembles the schema union
// and blocks/Blocks.tsx the renderer table, where a missing type is a compile error.
import type { z } from 'zod';
import type { ContentLink } from '../fields.js';
import type { Site } from '../site-schema.js';
import type { Locale } from '../../../shared/locale.js';

/** What a block gives the search index: its title, its headings, its text. */
export interface BlockText { title: string; headings: string; text: string }
/** What a block's search text may need: the site's facts and the page's language. */
export interface BlockTextContext { site: Site; t: (source: string) => string; locale: Locale }

/** Words joined with spaces, the empty ones left out. */
export const joinText = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

export interface BlockConfig<T extends string, S extends z.ZodType<{ type: T }>> {
  type: T;
  schema: S;
  /** What the search index reads: title, headings and text (HTML through ../html-text). */
  text: (block: z.infer<S>, ctx: BlockTextContext) => BlockText;
  /** Links to pages of the site or elsewhere, for the link checker. */
  links: (block: z.infer<S>) => ContentLink[];
  /** HTML fields, whose `href`s the link checker follows. */
  html: (block: z.infer<S>) => string[];
}

export const defineBlock = <T extends string, S extends z.ZodType<{ type: T }>>(c: BlockConfig<T, S>) => c;
