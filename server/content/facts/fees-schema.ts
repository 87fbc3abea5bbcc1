// content/data/fees.json: every fee and limit the site shows, each typed once. Pages show
// them through the `feeTable`/`limitTable` blocks and through `{{fee:…}}`/`{{limit:…}}`
// tokens in their text (server/content/facts/tokens.ts), so a figure changes in one place.
import { z } from 'zod';
import { nonEmpty, isoDate } from '../fields.js';

const plain = nonEmpty.refine((v) => !/[<>&"]/.test(v), 'must not contain < > & or "');
const localized = z.object({ tr: plain, en: plain }).strict();
const factId = z.string().regex(/^[a-z]+(?:[.-][a-z0-9]+)+$/, 'must be a dotted id such as card.physical');

export const feeProducts = ['account', 'transfer', 'international', 'cards', 'payments', 'load', 'business'] as const;
export type FeeProduct = (typeof feeProducts)[number];
export const currencies = ['TRY', 'EUR', 'USD', 'GBP'] as const;
/** Verification tiers, as the fees page describes them; business limits are set by contract. */
export const tiers = ['basic', 'verified'] as const;
export type Tier = (typeof tiers)[number];

export const feeSchema = z.object({
  id: factId,
  product: z.enum(feeProducts),
  label: localized,
  /** A fixed amount in `currency` (0: free). */
  amount: z.number().min(0).optional(),
  /** A share of the transaction amount, in per cent. */
  percent: z.number().gt(0).max(100).optional(),
  currency: z.enum(currencies).default('TRY'),
  /** For a fee that is not one figure (e.g. by instalment count); shown instead of a number. */
  text: localized.optional(),
}).strict().refine((f) => (f.text ? f.amount === undefined && f.percent === undefined : f.amount !== undefined || f.percent !== undefined),
  'needs an amount and/or a percent, or a text instead of both');
export type Fee = z.infer<typeof feeSchema>;

export const limitSchema = z.object({
  id: factId,
  product: z.enum(feeProducts),
  label: localized,
  period: z.enum(['transaction', 'day', 'month', 'balance']),
  currency: z.enum(currencies).default('TRY'),
  /** The limit per verification tier; null where the tier cannot use the service at all. */
  tiers: z.object({ basic: z.number().positive().nullable(), verified: z.number().positive().nullable() }).strict(),
}).strict();
export type Limit = z.infer<typeof limitSchema>;

export const feeScheduleSchema = z.object({
  /** The date the schedule applies from. */
  validFrom: isoDate,
  /** Shown under every fee and limit table: taxes included, illustrative amounts. */
  note: localized,
  fees: z.array(feeSchema).min(1),
  limits: z.array(limitSchema).min(1),
}).strict().superRefine((s, ctx) => {
  const seen = new Set<string>();
  [...s.fees.map((f, i) => ['fees', i, f.id] as const), ...s.limits.map((l, i) => ['limits', i, l.id] as const)].forEach(([list, i, id]) => {
    if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [list, i, 'id'], message: `"${id}" is used twice` });
    seen.add(id);
  });
});
export type FeeSchedule = z.infer<typeof feeScheduleSchema>;
