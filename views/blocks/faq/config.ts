import { z } from 'zod';
import { blockBase, nonEmpty, html } from '../../../server/content/fields.js';
import { defineBlock, stripHtml } from '../define.js';

export const faq = defineBlock({
  type: 'faq',
  schema: z.object({
    type: z.literal('faq'), ...blockBase,
    title: nonEmpty,
    items: z.array(z.object({ question: nonEmpty, answer: html }).strict()).min(1),
  }).strict(),
  text: (b) => `${b.title} ${b.items.map((i) => `${i.question} ${stripHtml(i.answer)}`).join(' ')}`,
  links: () => [],
  html: (b) => b.items.map((i) => i.answer),
});
