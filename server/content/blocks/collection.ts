import { z } from 'zod';
import { blockBase, nonEmpty } from '../fields.js';
import { defineBlock } from './define.js';
import { collectionNames } from '../collections.js';

export const collection = defineBlock({
  type: 'collection',
  schema: z.object({
    type: z.literal('collection'), ...blockBase,
    /** Any collection of the registry (collections.ts). */
    collection: z.enum(collectionNames),
    title: nonEmpty.optional(), limit: z.number().int().positive().optional(),
  }).strict(),
  // The items of a list are documents of their own; the list block only names them.
  text: (b) => ({ title: b.title ?? '', headings: '', text: '' }),
  links: () => [],
  html: () => [],
});
