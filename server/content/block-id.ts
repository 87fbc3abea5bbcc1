// The id a block carries on its page: its own, or the one the code gives its kind when the
// content names none (shared/anchors.ts). The views render it, the form's redirect names it, and
// the content check looks anchors up by it.
import type { Block } from './schemas.js';
import type { Locale } from '../../shared/locale.js';
import { CALCULATOR_ANCHOR, FORM_ANCHORS } from '../../shared/anchors.js';

export function blockId(b: Extract<Block, { type: 'form' | 'calculator' }>, l: Locale): string;
export function blockId(b: Block, l: Locale): string | undefined;
export function blockId(b: Block, l: Locale): string | undefined {
  return b.id ?? (b.type === 'form' ? FORM_ANCHORS[b.form][l] : b.type === 'calculator' ? CALCULATOR_ANCHOR[l] : undefined);
}
