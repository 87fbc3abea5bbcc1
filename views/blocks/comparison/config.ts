import { z } from 'zod';
import { blockBase, nonEmpty } from '../../../server/content/fields.js';
import { defineBlock, joinText } from '../define.js';
import { tiers } from '../../../server/content/facts/fees-schema.js';

/** A cell: a fee or a limit from content/data/fees.json, a yes/no, or a short text. */
const cell = z.union([
  z.object({ fee: nonEmpty }).strict(),
  z.object({ limit: nonEmpty, tier: z.enum(tiers) }).strict(),
  z.object({ yes: z.boolean() }).strict(),
  z.object({ text: nonEmpty.max(80) }).strict(),
]);
export type ComparisonCell = z.infer<typeof cell>;

/** Products side by side (e.g. prepaid, virtual and TROY cards): features, fees and limits. */
export const comparison = defineBlock({
  type: 'comparison',
  schema: z.object({
    type: z.literal('comparison'), ...blockBase,
    title: nonEmpty, caption: nonEmpty,
    columns: z.array(nonEmpty).min(2).max(4),
    rows: z.array(z.object({ label: nonEmpty, cells: z.array(cell) }).strict()).min(2),
    note: nonEmpty.optional(),
  }).strict().refine((b) => b.rows.every((r) => r.cells.length === b.columns.length), 'every row needs one cell per column'),
  text: (b) => ({ title: b.title, headings: joinText(b.caption, ...b.columns), text: joinText(...b.rows.map((r) => r.label), b.note) }),
  links: () => [],
  html: () => [],
});
