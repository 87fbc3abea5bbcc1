import { z } from 'zod';
import { blockBase, nonEmpty, linkSchema } from '../fields.js';
import { defineBlock } from './define.js';

export const cta = defineBlock({
  type: 'cta',
  schema: z.object({ type: z.literal('cta'), ...blockBase, title: nonEmpty, text: nonEmpty, action: linkSchema }).strict(),
  text: (b) => ({ title: b.title, headings: '', text: b.text }),
  links: (b) => [b.action],
  html: () => [],
});
