import { z } from 'zod';
import { blockBase, nonEmpty } from '../fields.js';
import { defineBlock, joinText } from './define.js';
import { feeProducts, tiers } from '../facts/fees-schema.js';
import { formatLimit } from '../facts/format.js';
import { selectLimits } from '../facts/select.js';

/** Limits per verification tier from content/data/fees.json, by product or by id. */
export const limitTable = defineBlock({
  type: 'limitTable',
  schema: z.object({
    type: z.literal('limitTable'), ...blockBase,
    title: nonEmpty, caption: nonEmpty,
    products: z.array(z.enum(feeProducts)).min(1).optional(),
    limits: z.array(nonEmpty).min(1).optional(),
    note: nonEmpty.optional(),
  }).strict().refine((b) => !!b.products !== !!b.limits, 'needs exactly one of "products" or "limits"'),
  text: (b, { site, locale }) => ({
    title: b.title, headings: b.caption,
    text: joinText(...selectLimits(site.fees, b).flatMap((l) => [l.label[locale], ...tiers.map((tier) => formatLimit(l, tier, locale))]), b.note),
  }),
  links: () => [],
  html: () => [],
});
