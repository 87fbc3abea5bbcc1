// A block type is one folder (Payload's src/blocks/<Name>/config.ts + Component.tsx): its
// config holds the schema, the text it contributes to search and the links it holds (for
// the link checker); its component renders it. configs.ts assembles the schema union and
// Blocks.tsx the renderer table, where a missing type is a compile error.
import type { z } from 'zod';
import type { ContentLink } from '../../server/content/fields.js';

export interface BlockConfig<T extends string, S extends z.ZodType<{ type: T }>> {
  type: T;
  schema: S;
  /** Plain text for the search index. */
  text: (block: z.infer<S>) => string;
  /** Links to pages of the site or elsewhere, for the link checker. */
  links: (block: z.infer<S>) => ContentLink[];
  /** HTML fields, whose `href`s the link checker follows. */
  html: (block: z.infer<S>) => string[];
}

export const defineBlock = <T extends string, S extends z.ZodType<{ type: T }>>(c: BlockConfig<T, S>) => c;

/** Visible text of sanitized content HTML, for search. */
export const stripHtml = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
