import { z } from 'zod';
import { blockBase, nonEmpty } from '../fields.js';
import { defineBlock, joinText } from './define.js';
import { feeProducts } from '../facts/fees-schema.js';
import { formatFee } from '../facts/format.js';
import { selectFees } from '../facts/select.js';

/** A fee table from content/data/fees.json: the fees of some products, or named fees in a chosen order. */
export const feeTable = defineBlock({
  type: 'feeTable',
  schema: z.object({
    type: z.literal('feeTable'), ...blockBase,
    title: nonEmpty, caption: nonEmpty,
    products: z.array(z.enum(feeProducts)).min(1).optional(),
    fees: z.array(nonEmpty).min(1).optional(),
    note: nonEmpty.optional(),
  }).strict().refine((b) => !!b.products !== !!b.fees, 'needs exactly one of "products" or "fees"'),
  text: (b, { site, locale }) => {
    const fees = selectFees(site.fees, b);
    return { title: b.title, headings: b.caption, text: joinText(...fees.flatMap((f) => [f.label[locale], formatFee(f, locale, { table: true })]), b.note) };
  },
  links: () => [],
  html: () => [],
});
