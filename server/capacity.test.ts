import { describe, it, expect } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { containerMemoryLimit, workersThatFit } from './capacity.js';

const MB = 2 ** 20;
const cgroup = (files: Record<string, string>) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cgroup-'));
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    writeFileSync(path.join(dir, f), text);
  }
  return dir;
};

describe('the workers a container holds', () => {
  it('reads cgroup v2 and v1 limits, and no limit as none', () => {
    expect(containerMemoryLimit(cgroup({ 'memory.max': `${512 * MB}\n` }))).toBe(512 * MB);
    expect(containerMemoryLimit(cgroup({ 'memory.max': 'max\n' }))).toBeUndefined();
    expect(containerMemoryLimit(cgroup({ 'memory/memory.limit_in_bytes': `${1024 * MB}\n` }))).toBe(1024 * MB);
    expect(containerMemoryLimit(cgroup({ 'memory/memory.limit_in_bytes': '9223372036854771712\n' }))).toBeUndefined();
    expect(containerMemoryLimit(cgroup({}))).toBeUndefined();
  });
  it('are one per core, as many as the memory holds at a worker\'s budget, one at least', () => {
    const budget = 200 * MB;
    expect(workersThatFit({ cores: 32, memoryLimitBytes: 512 * MB, workerBudgetBytes: budget })).toBe(2);
    expect(workersThatFit({ cores: 2, memoryLimitBytes: 8192 * MB, workerBudgetBytes: budget })).toBe(2);
    expect(workersThatFit({ cores: 32, memoryLimitBytes: 128 * MB, workerBudgetBytes: budget })).toBe(1);
    expect(workersThatFit({ cores: 4, workerBudgetBytes: budget })).toBe(4);
  });
});
