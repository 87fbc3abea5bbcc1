// Checks no schema can: every fee and limit a block names exists in content/data/fees.json.
// Blocks name them as `fee`/`fees` and `limit`/`limits`, at any depth (a comparison's cells).
import type { FeeSchedule } from './fees-schema.js';

function named(v: unknown, out: { fees: string[]; limits: string[] }) {
  if (Array.isArray(v)) v.forEach((x) => named(x, out));
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if ((k === 'fee' || k === 'limit') && typeof x === 'string') out[k === 'fee' ? 'fees' : 'limits'].push(x);
      else if ((k === 'fees' || k === 'limits') && Array.isArray(x) && x.every((y) => typeof y === 'string')) out[k].push(...x);
      else named(x, out);
    }
  }
  return out;
}

/** Problems, one per unknown id, with the file and the block. */
export function checkFactReferences(file: string, blocks: { type: string }[], s: FeeSchedule): string[] {
  const fees = new Set(s.fees.map((f) => f.id));
  const limits = new Set(s.limits.map((l) => l.id));
  const out: string[] = [];
  blocks.forEach((b, i) => {
    const n = named(b, { fees: [], limits: [] });
    for (const id of n.fees) if (!fees.has(id)) out.push(`${file}: blocks[${i}] (${b.type}): no fee "${id}" in content/data/fees.json`);
    for (const id of n.limits) if (!limits.has(id)) out.push(`${file}: blocks[${i}] (${b.type}): no limit "${id}" in content/data/fees.json`);
  });
  return out;
}
