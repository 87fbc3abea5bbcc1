import { z } from 'zod';
import { blockBase, nonEmpty } from '../../../server/content/fields.js';
import { defineBlock } from '../define.js';

export const contactCards = defineBlock({
  type: 'contactCards',
  schema: z.object({ type: z.literal('contactCards'), ...blockBase, title: nonEmpty }).strict(),
  text: (b) => b.title,
  links: () => [],
  html: () => [],
});
