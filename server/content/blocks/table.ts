import { z } from 'zod';
import { blockBase, nonEmpty } from '../fields.js';
import { defineBlock, joinText } from './define.js';

export const table = defineBlock({
  type: 'table',
  schema: z.object({
    type: z.literal('table'), ...blockBase,
    title: nonEmpty, caption: nonEmpty, columns: z.array(nonEmpty).min(2),
    rows: z.array(z.array(z.string())).min(1), note: nonEmpty.optional(),
  }).strict().refine((t) => t.rows.every((r) => r.length === t.columns.length), 'every row needs one cell per column'),
  text: (b) => ({ title: b.title, headings: joinText(b.caption, ...b.columns), text: joinText(...b.rows.flat(), b.note) }),
  links: () => [],
  html: () => [],
});
