import { z } from 'zod';
import { blockBase, nonEmpty } from '../fields.js';
import { defineBlock, joinText } from './define.js';

/**
 * Every destination of the transfer calculator with the company's numbers for it (fee, markup
 * on weekdays and on weekends and holidays, arrival), from content/data/fees.json, in the
 * schedule in force, with the coming schedule's figures beside the ones it changes.
 */
export const corridorTable = defineBlock({
  type: 'corridorTable',
  schema: z.object({ type: z.literal('corridorTable'), ...blockBase, title: nonEmpty, caption: nonEmpty, note: nonEmpty.optional() }).strict(),
  text: (b) => ({ title: b.title, headings: b.caption, text: joinText(b.note) }),
  links: () => [],
  html: () => [],
});
