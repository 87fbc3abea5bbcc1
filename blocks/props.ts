// What every block component takes: its block (its shape from server/content/blocks/) and the
// data the page read for it. Kept apart from the renderer (Blocks.tsx), which imports the
// components that import these types.
import type { Block, BlockType } from '../server/content/blocks/index.js';
import type { CollectionData } from './collection/data.js';
import type { FormViewState } from './form/state.js';
import type { CalculatorState } from '../views/islands/transfer-calculator.js';

/** What blocks may need beyond their own content: collection lists, and a form's view state. */
export interface BlockData {
  collections: CollectionData;
  /** The state of a form block after a post, a preselected subject, or the thank-you state. */
  form?: FormViewState;
  /** On the calculator page: the visitor's values and their result or errors, and today's date (Türkiye). */
  calculator?: CalculatorState;
  /** On the calculator page, what its URL asked: a field chosen (not indexed, its own twin), the query a twin keeps, when a result stops being true. */
  calculatorAsked?: { chose: boolean; query: string; expires?: Date };
  /** Today's date in Türkiye, for the fee schedule in force (pages with fee tables). */
  today?: string;
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
