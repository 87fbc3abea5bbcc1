import { describe, it, expect } from 'vitest';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { collectProcessMetrics } from './process-metrics.js';

const names = async (r: Registry) => (await r.getMetricsAsJSON()).map((m) => m.name).sort();

describe('process metrics', () => {
  it("are prom-client's default metrics under the same names; GC durations only when asked for", async () => {
    const theirs = new Registry();
    collectDefaultMetrics({ register: theirs });
    const all = await names(theirs);
    const withGc = new Registry();
    collectProcessMetrics(withGc, { gcDurations: true });
    expect(await names(withGc)).toEqual(all);
    const without = new Registry();
    collectProcessMetrics(without, { gcDurations: false });
    expect(await names(without)).toEqual(all.filter((n) => n !== 'nodejs_gc_duration_seconds'));
  });
});
