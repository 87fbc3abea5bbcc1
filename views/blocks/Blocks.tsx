// Renders a page's content blocks (Payload's RenderBlocks): one component per block type,
// in a table the compiler checks against the block union, so a new type without a view is
// a compile error, never a silent default. Each block is plain HTML that works without
// JavaScript.
import type { ComponentType } from 'react';
import type { Block, BlockType } from './configs.js';
import type { CollectionData } from './collection/Collection.js';
import type { FormViewState } from '../forms/state.js';
import { Hero } from './hero/Hero.js';
import { Features } from './features/Features.js';
import { Steps } from './steps/Steps.js';
import { RichText } from './rich-text/RichText.js';
import { Faq } from './faq/Faq.js';
import { Table } from './table/Table.js';
import { Cta } from './cta/Cta.js';
import { CollectionBlock } from './collection/Collection.js';
import { FormBlock } from '../forms/FormBlock.js';
import { EnquiryBlock } from '../forms/EnquiryBlock.js';
import { ContactCards } from './contact-cards/ContactCards.js';
import { CompanyFacts } from './company-facts/CompanyFacts.js';
import { FeeTable } from './fee-table/FeeTable.js';
import { LimitTable } from './limit-table/LimitTable.js';
import { FeeCallout } from './fee-callout/FeeCallout.js';
import { Comparison } from './comparison/Comparison.js';

/** What blocks may need beyond their own content: collection lists, and a form's view state. */
export interface BlockData {
  collections: CollectionData;
  /** The state of a form block after a post, a preselected subject, or the thank-you state. */
  form?: FormViewState;
}

export interface BlockProps<T extends BlockType> {
  block: Extract<Block, { type: T }>;
  data: BlockData;
  /** The page's first block renders the page's h1. */
  first: boolean;
  /** One of the page's first two blocks, which may reach a phone's first screen: its first image
   *  loads at once rather than lazily (a lazy image there is the largest paint, and late). */
  onFirstScreen: boolean;
}

const components: { [T in BlockType]: ComponentType<BlockProps<T>> } = {
  hero: Hero,
  features: Features,
  steps: Steps,
  richText: RichText,
  faq: Faq,
  table: Table,
  cta: Cta,
  collection: CollectionBlock,
  form: FormBlock,
  enquiry: EnquiryBlock,
  contactCards: ContactCards,
  companyFacts: CompanyFacts,
  feeTable: FeeTable,
  limitTable: LimitTable,
  feeCallout: FeeCallout,
  comparison: Comparison,
};

export function Blocks({ blocks, data, headingLevel = 1 }: { blocks: Block[]; data: BlockData; headingLevel?: 1 | 2 }) {
  return (
    <>
      {blocks.map((b, i) => {
        const View = components[b.type] as ComponentType<BlockProps<BlockType>>;
        return <View key={i} block={b} data={data} first={i === 0 && headingLevel === 1} onFirstScreen={i <= 1 && headingLevel === 1} />;
      })}
    </>
  );
}
