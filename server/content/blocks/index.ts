// Every block type's config, one import and one list entry each; the content schema's block
// union is built from this list, and `blockConfig(type)` gives a block's search text and links.
import { z } from 'zod';
import type { ContentLink } from '../fields.js';
import type { BlockText, BlockTextContext } from './define.js';
import { hero } from './hero.js';
import { features } from './features.js';
import { steps } from './steps.js';
import { richText } from './rich-text.js';
import { faq } from './faq.js';
import { table } from './table.js';
import { cta } from './cta.js';
import { collection } from './collection.js';
import { form } from './form.js';
import { enquiry } from './enquiry.js';
import { contactCards } from './contact-cards.js';
import { companyFactsBlock } from './company-facts.js';
import { feeTable } from './fee-table.js';
import { limitTable } from './limit-table.js';
import { feeCallout } from './fee-callout.js';
import { comparison } from './comparison.js';
import { calculator } from './calculator.js';
import { corridorTable } from './corridor-table.js';

/** Every block type, once: the schema union and the configs by type are made from this list. */
const configs = [hero, features, steps, richText, faq, table, cta, collection, form, enquiry, contactCards, companyFactsBlock, feeTable, limitTable, feeCallout, comparison, calculator, corridorTable] as const;
type Config = (typeof configs)[number];

export const blockConfigs = Object.fromEntries(configs.map((c) => [c.type, c])) as { [C in Config as C['type']]: C };

/** The schemas of a list of configs, as a tuple (what the discriminated union takes). */
type Schemas<T extends readonly unknown[]> = { -readonly [K in keyof T]: T[K] extends { schema: infer S } ? S : never };
export const blockSchema = z.discriminatedUnion('type', configs.map((c) => c.schema) as unknown as Schemas<typeof configs>);
export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];

/** Search text, links and HTML of any block, through its own config. */
export function blockConfig<B extends Block>(b: B) {
  const c = blockConfigs[b.type] as unknown as { text: (b: B, ctx: BlockTextContext) => BlockText; links: (b: B) => ContentLink[]; html: (b: B) => string[] };
  return { text: (ctx: BlockTextContext) => c.text(b, ctx), links: () => c.links(b), html: () => c.html(b) };
}
