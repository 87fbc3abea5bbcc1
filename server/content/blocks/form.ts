import { z } from 'zod';
import { blockBase, nonEmpty, linkSchema } from '../fields.js';
import { defineBlock } from './define.js';

// The site's forms (blocks/form/): the representative application or the contact form.
export const form = defineBlock({
  type: 'form',
  schema: z.object({
    type: z.literal('form'), ...blockBase,
    form: z.enum(['application', 'contact']), title: nonEmpty, intro: nonEmpty.optional(), privacyLink: linkSchema,
  }).strict(),
  text: (b) => ({ title: b.title, headings: '', text: b.intro ?? '' }),
  links: (b) => [b.privacyLink],
  html: () => [],
});
