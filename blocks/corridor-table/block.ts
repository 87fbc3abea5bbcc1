// The destinations table's server part: it changes when a fee schedule published ahead takes over.
import { defineBlock } from '../define.js';
import { CorridorTable } from './CorridorTable.js';
import { scheduleState } from '../../server/calculator/schedule.js';

export const corridorTable = defineBlock<'corridorTable'>({
  View: CorridorTable,
  expires: (_b, _data, { site, now }) => scheduleState(site.fees, now).takesOverAt,
});
