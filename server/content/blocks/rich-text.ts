import { z } from 'zod';
import { blockBase, nonEmpty, html } from '../fields.js';
import { htmlText } from '../html-text.js';
import { defineBlock } from './define.js';

export const richText = defineBlock({
  type: 'richText',
  schema: z.object({ type: z.literal('richText'), ...blockBase, title: nonEmpty.optional(), html }).strict(),
  text: (b) => {
    const h = htmlText(b.html);
    return { title: b.title ?? '', headings: h.headings.join(' '), text: h.text };
  },
  links: () => [],
  html: (b) => [b.html],
});
