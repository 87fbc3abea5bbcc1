import { z } from 'zod';
import { blockBase, nonEmpty, linkSchema } from '../../../server/content/fields.js';
import { defineBlock } from '../define.js';

export const applicationForm = defineBlock({
  type: 'applicationForm',
  schema: z.object({ type: z.literal('applicationForm'), ...blockBase, title: nonEmpty, intro: nonEmpty.optional(), privacyLink: linkSchema }).strict(),
  text: (b) => `${b.title} ${b.intro ?? ''}`,
  links: (b) => [b.privacyLink],
  html: () => [],
});
