import { z } from 'zod';
import { blockBase, nonEmpty } from '../../../server/content/fields.js';
import { defineBlock } from '../define.js';

export const collection = defineBlock({
  type: 'collection',
  schema: z.object({
    type: z.literal('collection'), ...blockBase,
    collection: z.enum(['blog', 'campaigns', 'faq', 'privacy', 'offices', 'providers']),
    title: nonEmpty.optional(), limit: z.number().int().positive().optional(),
  }).strict(),
  // The items of a list are documents of their own; the list block only names them.
  text: (b) => ({ title: b.title ?? '', headings: '', text: '' }),
  links: () => [],
  html: () => [],
});
