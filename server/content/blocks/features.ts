import { z } from 'zod';
import { blockBase, nonEmpty, linkSchema } from '../fields.js';
import { defineBlock, joinText } from './define.js';

export const features = defineBlock({
  type: 'features',
  schema: z.object({
    type: z.literal('features'), ...blockBase,
    title: nonEmpty, intro: nonEmpty.optional(),
    items: z.array(z.object({ icon: z.string().regex(/^[a-z-]+$/).optional(), title: nonEmpty, text: nonEmpty, link: linkSchema.optional() }).strict()).min(1),
  }).strict(),
  text: (b) => ({ title: b.title, headings: b.items.map((i) => i.title).join(' '), text: joinText(b.intro, ...b.items.map((i) => i.text)) }),
  links: (b) => b.items.flatMap((i) => (i.link ? [i.link] : [])),
  html: () => [],
});
