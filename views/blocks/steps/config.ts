import { z } from 'zod';
import { blockBase, nonEmpty } from '../../../server/content/fields.js';
import { defineBlock } from '../define.js';

export const steps = defineBlock({
  type: 'steps',
  schema: z.object({
    type: z.literal('steps'), ...blockBase,
    title: nonEmpty, intro: nonEmpty.optional(),
    items: z.array(z.object({ title: nonEmpty, text: nonEmpty }).strict()).min(2),
  }).strict(),
  text: (b) => `${b.title} ${b.items.map((i) => `${i.title} ${i.text}`).join(' ')}`,
  links: () => [],
  html: () => [],
});
