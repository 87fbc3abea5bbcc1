// The fee table's server part: a fee schedule published ahead takes over at the start of its
// day, with no content change, and the table with it.
import { defineBlock } from '../define.js';
import { FeeTable } from './FeeTable.js';
import { scheduleState } from '../../server/calculator/schedule.js';

export const feeTable = defineBlock<'feeTable'>({
  View: FeeTable,
  expires: (_b, _data, { site, now }) => scheduleState(site.fees, now).takesOverAt,
});
