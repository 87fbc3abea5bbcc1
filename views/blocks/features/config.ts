import { z } from 'zod';
import { blockBase, nonEmpty, linkSchema } from '../../../server/content/fields.js';
import { defineBlock } from '../define.js';

export const features = defineBlock({
  type: 'features',
  schema: z.object({
    type: z.literal('features'), ...blockBase,
    title: nonEmpty, intro: nonEmpty.optional(),
    items: z.array(z.object({ icon: z.string().regex(/^[a-z-]+$/).optional(), title: nonEmpty, text: nonEmpty, link: linkSchema.optional() }).strict()).min(1),
  }).strict(),
  text: (b) => `${b.title} ${b.intro ?? ''} ${b.items.map((i) => `${i.title} ${i.text}`).join(' ')}`,
  links: (b) => b.items.flatMap((i) => (i.link ? [i.link] : [])),
  html: () => [],
});
