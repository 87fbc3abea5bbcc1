// Which fees or limits a block shows: by product (in the schedule's order) or by id (in the
// block's order). Ids are checked when content loads (references.ts), so a miss here is a bug.
import type { FeeSchedule, FeeProduct, Fee, Limit } from './fees-schema.js';

export interface Selection { products?: FeeProduct[]; fees?: string[]; limits?: string[] }

const pick = <T extends { id: string; product: FeeProduct }>(all: T[], sel: { products?: FeeProduct[] }, ids?: string[]): T[] =>
  ids ? ids.map((id) => all.find((x) => x.id === id)).filter((x): x is T => !!x) : all.filter((x) => sel.products?.includes(x.product));

export const selectFees = (s: FeeSchedule, sel: Selection): Fee[] => pick(s.fees, sel, sel.fees);
export const selectLimits = (s: FeeSchedule, sel: Selection): Limit[] => pick(s.limits, sel, sel.limits);
