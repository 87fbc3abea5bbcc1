// How many serving processes the container holds: a PaaS instance reports the host's cores
// (a small container on a big host would start dozens of workers) but enforces its memory
// through a cgroup. The limit is read from cgroup v2 (`memory.max`) or v1
// (`memory/memory.limit_in_bytes`) under CGROUP_DIR; "max" or v1's huge number means none.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** v1 writes "no limit" as a number near 2^63; anything past 2^60 bytes is no limit. */
const NO_LIMIT = 2 ** 60;

/** The container's memory limit in bytes, or undefined when it has none or none can be read. */
export function containerMemoryLimit(cgroupDir: string): number | undefined {
  for (const file of ['memory.max', path.join('memory', 'memory.limit_in_bytes')]) {
    let text: string;
    try {
      text = readFileSync(path.join(cgroupDir, file), 'utf8').trim();
    } catch {
      continue;
    }
    const bytes = Number(text);
    return Number.isFinite(bytes) && bytes > 0 && bytes < NO_LIMIT ? bytes : undefined;
  }
  return undefined;
}

export interface Capacity {
  cores: number;
  memoryLimitBytes?: number;
  workerBudgetBytes: number;
}

/** Workers that fit: one per core, no more than the memory limit holds at a worker's budget, one at least. */
export function workersThatFit({ cores, memoryLimitBytes, workerBudgetBytes }: Capacity): number {
  const byMemory = memoryLimitBytes === undefined ? Infinity : Math.floor(memoryLimitBytes / workerBudgetBytes);
  return Math.max(1, Math.min(cores, byMemory));
}
