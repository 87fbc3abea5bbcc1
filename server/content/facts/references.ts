// Checks no schema can: every fee and limit a block names exists in content/data/fees.json.
import type { FeeSchedule } from './fees-schema.js';

interface Named { type: string; fees?: string[]; limits?: string[]; cards?: { fees?: string[]; limits?: string[] }[]; fee?: string }

/** Problems, one per unknown id, with the file and the block. */
export function checkFactReferences(file: string, blocks: Named[], s: FeeSchedule): string[] {
  const fees = new Set(s.fees.map((f) => f.id));
  const limits = new Set(s.limits.map((l) => l.id));
  const out: string[] = [];
  blocks.forEach((b, i) => {
    const named = [...(b.fees ?? []), ...(b.fee ? [b.fee] : []), ...(b.cards ?? []).flatMap((c) => c.fees ?? [])];
    for (const id of named) if (!fees.has(id)) out.push(`${file}: blocks[${i}] (${b.type}): no fee "${id}" in content/data/fees.json`);
    for (const id of [...(b.limits ?? []), ...(b.cards ?? []).flatMap((c) => c.limits ?? [])]) if (!limits.has(id)) out.push(`${file}: blocks[${i}] (${b.type}): no limit "${id}" in content/data/fees.json`);
  });
  return out;
}
