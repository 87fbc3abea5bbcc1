// content/data/fees.json: every fee and limit the site shows, each typed once. Pages show
// them through the `feeTable`/`limitTable` blocks and through `{{fee:…}}`/`{{limit:…}}`
// tokens in their text (server/content/facts/tokens.ts), so a figure changes in one place.
import { z } from 'zod';
import { isoDate, inEachLanguage, plain } from '../fields.js';

const localized = inEachLanguage(plain);
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

/** A percentage typed with at most two decimals (kept exact: the calculator reads it as basis points). */
const percent2 = z.number().min(0).max(100).refine((n) => /^\d+(\.\d{1,2})?$/.test(String(n)), 'must have at most two decimals');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a HH:MM time');

/** How a transfer reaches its recipient. */
export const deliveryMethods = ['unilira', 'iban', 'bank', 'cashPickup'] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];

/**
 * A destination of the transfer calculator: where (country, currency, how) and the company's
 * own numbers for it. The fee is a fee of this file by id; the markup is the share added to the
 * Central Bank's reference rate, on weekdays and on weekends and Türkiye's holidays.
 */
export const corridorSchema = z.object({
  id: z.string().regex(/^[a-z]{2}-[a-z]{3}-[a-z]+$/, 'must be country-currency-method, such as de-eur-bank'),
  country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 country code such as DE'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code such as EUR'),
  method: z.enum(deliveryMethods),
  fee: factId,
  /** Per cent over the reference rate; absent for a transfer in Turkish lira (no exchange). */
  markup: z.object({ weekday: percent2, weekend: percent2 }).strict().optional(),
  /** Business days until the money arrives, counted from the send day (0: the same day), and the
   *  time (Türkiye) after which a transfer starts on the next business day. */
  arrival: z.object({ minDays: z.number().int().min(0).max(10), maxDays: z.number().int().min(0).max(10), cutoff: time.optional() }).strict()
    .refine((a) => a.minDays <= a.maxDays, 'minDays must not exceed maxDays'),
  /** The limits that apply, by id: one per transaction, and those per day and month. */
  limits: z.array(factId).min(1),
}).strict().refine((c) => (c.currency === 'TRY') === !c.markup, 'needs a markup exactly when the currency is not TRY');
export type Corridor = z.infer<typeof corridorSchema>;

/** A dated schedule: the figures in which it differs from the base schedule (the file's top level). */
export const datedScheduleSchema = z.object({
  validFrom: isoDate,
  fees: z.array(z.object({ id: factId, amount: z.number().min(0).optional(), percent: z.number().gt(0).max(100).optional() }).strict()).default([]),
  corridors: z.array(z.object({ id: z.string(), markup: corridorSchema.shape.markup.unwrap() }).strict()).default([]),
}).strict();
export type DatedSchedule = z.infer<typeof datedScheduleSchema>;

export const feeScheduleSchema = z.object({
  /** The date the schedule applies from. */
  validFrom: isoDate,
  /** Shown under every fee and limit table: what the amounts include (taxes). */
  note: localized,
  /** false while the figures are examples the company has not confirmed: content:check warns, and so does a production start. */
  confirmed: z.boolean().default(true),
  fees: z.array(feeSchema).min(1),
  limits: z.array(limitSchema).min(1),
  corridors: z.array(corridorSchema).default([]),
  /** Earlier and coming schedules, in date order; each names what differs from the base. */
  schedules: z.array(datedScheduleSchema).default([]),
}).strict().superRefine((s, ctx) => {
  const seen = new Set<string>();
  [...s.fees.map((f, i) => ['fees', i, f.id] as const), ...s.limits.map((l, i) => ['limits', i, l.id] as const)].forEach(([list, i, id]) => {
    if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [list, i, 'id'], message: `"${id}" is used twice` });
    seen.add(id);
  });
  checkCorridors(s, (path, message) => ctx.addIssue({ code: 'custom', path, message }));
});

type Issue = (path: (string | number)[], message: string) => void;
/** Corridors name fees and limits that exist; dated schedules name what exists, once per date. */
function checkCorridors(s: { fees: Fee[]; limits: Limit[]; corridors: Corridor[]; schedules: DatedSchedule[]; validFrom: string }, issue: Issue) {
  const fees = new Map(s.fees.map((f) => [f.id, f]));
  const limits = new Set(s.limits.map((l) => l.id));
  const ids = new Set<string>();
  s.corridors.forEach((c, i) => {
    if (ids.has(c.id)) issue(['corridors', i, 'id'], `"${c.id}" is used twice`);
    ids.add(c.id);
    const fee = fees.get(c.fee);
    if (!fee || fee.text) issue(['corridors', i, 'fee'], `no fee "${c.fee}" with an amount or percent`);
    c.limits.forEach((l, j) => { if (!limits.has(l)) issue(['corridors', i, 'limits', j], `no limit "${l}"`); });
  });
  const dates = new Set([s.validFrom]);
  s.schedules.forEach((d, i) => {
    if (dates.has(d.validFrom)) issue(['schedules', i, 'validFrom'], `${d.validFrom} has a schedule already`);
    dates.add(d.validFrom);
    d.fees.forEach((f, j) => { if (!fees.has(f.id)) issue(['schedules', i, 'fees', j, 'id'], `no fee "${f.id}"`); });
    d.corridors.forEach((c, j) => { if (!ids.has(c.id)) issue(['schedules', i, 'corridors', j, 'id'], `no corridor "${c.id}"`); });
  });
}
export type FeeSchedule = z.infer<typeof feeScheduleSchema>;

/** What content:check and a production start say while the fee schedule is not confirmed. */
export const UNCONFIRMED = 'warning: data/fees.json has "confirmed": false: its fees, limits and markups are examples the company has not confirmed; confirm them (and set it to true) before the site goes live';
