import { z } from 'zod';
import { blockBase, nonEmpty, html } from '../../../server/content/fields.js';
import { defineBlock, stripHtml } from '../define.js';

export const richText = defineBlock({
  type: 'richText',
  schema: z.object({ type: z.literal('richText'), ...blockBase, title: nonEmpty.optional(), html }).strict(),
  text: (b) => `${b.title ?? ''} ${stripHtml(b.html)}`,
  links: () => [],
  html: (b) => [b.html],
});
