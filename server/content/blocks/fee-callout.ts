import { z } from 'zod';
import { blockBase, nonEmpty, linkSchema } from '../fields.js';
import { defineBlock, joinText } from './define.js';
import { formatFee } from '../facts/format.js';

/** One fee shown large ("0 TL"), its figure always from content/data/fees.json. */
export const feeCallout = defineBlock({
  type: 'feeCallout',
  schema: z.object({
    type: z.literal('feeCallout'), ...blockBase,
    fee: nonEmpty, title: nonEmpty, text: nonEmpty, action: linkSchema.optional(),
  }).strict(),
  text: (b, { site, locale }) => {
    const fee = site.fees.fees.find((f) => f.id === b.fee);
    return { title: b.title, headings: '', text: joinText(fee && formatFee(fee, locale), fee?.label[locale], b.text) };
  },
  links: (b) => (b.action ? [b.action] : []),
  html: () => [],
});
