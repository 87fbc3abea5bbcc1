// Renders a page's content blocks (Payload's RenderBlocks): one component per block type,
// in a table the compiler checks against the block union, so a new type without a view is
// a compile error, never a silent default. Each block is plain HTML that works without
// JavaScript.
import type { ComponentType } from 'react';
import type { Block, BlockType } from '../../server/content/blocks/index.js';
import type { BlockData, BlockProps } from './props.js';
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
import { CalculatorBlock } from './calculator/Calculator.js';
import { CorridorTable } from './corridor-table/CorridorTable.js';

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
  calculator: CalculatorBlock,
  corridorTable: CorridorTable,
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
