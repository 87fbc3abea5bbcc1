// Every block type, its view and, where it has them, its server parts (define.ts): a new page
// section is a folder here (its view, and a block.ts when it reads data, answers a query or
// changes by itself) and one line below. The compiler checks the table against the block union.
import type { BlockType } from '../server/content/blocks/index.js';
import type { BlockDefinition } from './define.js';
import { Hero } from './hero/Hero.js';
import { Features } from './features/Features.js';
import { Steps } from './steps/Steps.js';
import { RichText } from './rich-text/RichText.js';
import { Table } from './table/Table.js';
import { Cta } from './cta/Cta.js';
import { EnquiryBlock } from './enquiry/EnquiryBlock.js';
import { ContactCards } from './contact-cards/ContactCards.js';
import { CompanyFacts } from './company-facts/CompanyFacts.js';
import { LimitTable } from './limit-table/LimitTable.js';
import { FeeCallout } from './fee-callout/FeeCallout.js';
import { Comparison } from './comparison/Comparison.js';
import { calculator } from './calculator/block.js';
import { faq } from './faq/block.js';
import { collection } from './collection/block.js';
import { form } from './form/block.js';
import { feeTable } from './fee-table/block.js';
import { corridorTable } from './corridor-table/block.js';

export const BLOCKS: { [T in BlockType]: BlockDefinition<T> } = {
  hero: { View: Hero },
  features: { View: Features },
  steps: { View: Steps },
  richText: { View: RichText },
  faq,
  table: { View: Table },
  cta: { View: Cta },
  collection,
  form,
  enquiry: { View: EnquiryBlock },
  contactCards: { View: ContactCards },
  companyFacts: { View: CompanyFacts },
  feeTable,
  limitTable: { View: LimitTable },
  feeCallout: { View: FeeCallout },
  comparison: { View: Comparison },
  calculator,
  corridorTable,
};
