import { z } from 'zod';
import { blockBase, nonEmpty } from '../fields.js';
import { defineBlock, joinText } from './define.js';

export const steps = defineBlock({
  type: 'steps',
  schema: z.object({
    type: z.literal('steps'), ...blockBase,
    title: nonEmpty, intro: nonEmpty.optional(),
    items: z.array(z.object({ title: nonEmpty, text: nonEmpty }).strict()).min(2),
  }).strict(),
  text: (b) => ({ title: b.title, headings: b.items.map((i) => i.title).join(' '), text: joinText(b.intro, ...b.items.map((i) => i.text)) }),
  links: () => [],
  html: () => [],
});
