import { z } from 'zod';
import { blockBase, nonEmpty, imagePath, linkSchema } from '../fields.js';
import { defineBlock } from './define.js';

export const hero = defineBlock({
  type: 'hero',
  schema: z.object({
    type: z.literal('hero'), ...blockBase,
    eyebrow: nonEmpty.optional(), title: nonEmpty, text: nonEmpty,
    image: imagePath.optional(), actions: z.array(linkSchema).max(3).optional(),
    /** A search box under the text: 'faq' searches FAQ items (the help centre). */
    search: z.enum(['faq']).optional(),
  }).strict(),
  text: (b) => ({ title: b.title, headings: b.eyebrow ?? '', text: b.text }),
  links: (b) => b.actions ?? [],
  html: () => [],
});
