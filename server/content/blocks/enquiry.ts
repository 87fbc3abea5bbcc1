import { z } from 'zod';
import { blockBase, nonEmpty } from '../fields.js';
import { defineBlock } from './define.js';

// The business enquiry: a link to the contact form with "business" preselected.
export const enquiry = defineBlock({
  type: 'enquiry',
  schema: z.object({ type: z.literal('enquiry'), ...blockBase, title: nonEmpty, text: nonEmpty, label: nonEmpty }).strict(),
  text: (b) => ({ title: b.title, headings: b.label, text: b.text }),
  links: () => [],
  html: () => [],
});
