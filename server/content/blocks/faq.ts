import { z } from 'zod';
import { blockBase, nonEmpty, html } from '../fields.js';
import { htmlText } from '../html-text.js';
import { defineBlock } from './define.js';

export const faq = defineBlock({
  type: 'faq',
  schema: z.object({
    type: z.literal('faq'), ...blockBase,
    title: nonEmpty,
    items: z.array(z.object({ question: nonEmpty, answer: html }).strict()).min(1),
  }).strict(),
  text: (b) => ({ title: b.title, headings: b.items.map((i) => i.question).join(' '), text: b.items.map((i) => htmlText(i.answer).text).join(' ') }),
  links: () => [],
  html: (b) => b.items.map((i) => i.answer),
});
