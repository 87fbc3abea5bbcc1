// Renders a page's content blocks (Payload's RenderBlocks): each block type's view from the
// registry (registry.ts), which the compiler checks against the block union, so a new type
// without a view is a compile error, never a silent default. Each block is plain HTML that works without
// JavaScript.
import type { ComponentType } from 'react';
import type { Block, BlockType } from '../server/content/blocks/index.js';
import type { BlockData, BlockProps } from './props.js';
import { BLOCKS } from './registry.js';

export function Blocks({ blocks, data, headingLevel = 1 }: { blocks: Block[]; data: BlockData; headingLevel?: 1 | 2 }) {
  return (
    <>
      {blocks.map((b, i) => {
        const View = BLOCKS[b.type].View as ComponentType<BlockProps<BlockType>>;
        return <View key={i} block={b} data={data} first={i === 0 && headingLevel === 1} onFirstScreen={i <= 1 && headingLevel === 1} />;
      })}
    </>
  );
}
