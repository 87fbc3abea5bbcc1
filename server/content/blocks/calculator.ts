import { z } from 'zod';
import { blockBase, nonEmpty } from '../fields.js';
import { defineBlock, joinText } from './define.js';

/**
 * The transfer calculator (the `transfer-calculator` island): on the calculator page the whole
 * form with its result; elsewhere a short form (amount, side, destination) that answers in place
 * with JavaScript and goes to the calculator page without it.
 */
export const calculator = defineBlock({
  type: 'calculator',
  schema: z.object({ type: z.literal('calculator'), ...blockBase, title: nonEmpty, intro: nonEmpty.optional() }).strict(),
  text: (b) => ({ title: b.title, headings: '', text: joinText(b.intro) }),
  links: () => [],
  html: () => [],
});
