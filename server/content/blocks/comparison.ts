import { z } from 'zod';
import { blockBase, linkSchema, nonEmpty } from '../fields.js';
import { defineBlock, joinText } from './define.js';
import { tiers } from '../facts/fees-schema.js';

/** A cell: a fee or a limit from content/data/fees.json, a yes/no, a short text, or a link
 *  (where each column's audience starts, e.g. the app for people, an application for companies). */
const cell = z.union([
  z.object({ fee: nonEmpty }).strict(),
  z.object({ limit: nonEmpty, tier: z.enum(tiers) }).strict(),
  z.object({ yes: z.boolean() }).strict(),
  z.object({ text: nonEmpty.max(80) }).strict(),
  z.object({ link: linkSchema }).strict(),
]);
export type ComparisonCell = z.infer<typeof cell>;

/** Products or audiences side by side (prepaid, virtual and TROY cards; individual and business
 *  accounts): features, fees and limits, with an optional short introduction. */
export const comparison = defineBlock({
  type: 'comparison',
  schema: z.object({
    type: z.literal('comparison'), ...blockBase,
    title: nonEmpty, intro: nonEmpty.max(300).optional(), caption: nonEmpty,
    columns: z.array(nonEmpty).min(2).max(4),
    rows: z.array(z.object({ label: nonEmpty, cells: z.array(cell) }).strict()).min(2),
    note: nonEmpty.optional(),
  }).strict().refine((b) => b.rows.every((r) => r.cells.length === b.columns.length), 'every row needs one cell per column'),
  text: (b) => ({ title: b.title, headings: joinText(b.caption, ...b.columns), text: joinText(b.intro, ...b.rows.map((r) => r.label), b.note) }),
  links: (b) => b.rows.flatMap((r) => r.cells.flatMap((c) => ('link' in c ? [c.link] : []))),
  html: () => [],
});
