// The tallied histogram must read to Prometheus exactly as prom-client's own Histogram does, in
// one process and summed over cluster workers, or dashboards and alerts built on it would break.
import { describe, it, expect } from 'vitest';
import { AggregatorRegistry, Histogram, Registry } from 'prom-client';
import { DurationHistogram } from './duration-histogram.js';

const BOUNDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const NAME = 'http_request_duration_seconds';
const OBSERVED: [string, number][] = [
  ['home', 0.00002], ['home', 0.0005], ['home', 0.0031], ['corporate', 0.7], ['home', 3.2], ['api', 2.5], ['corporate', 0.00049],
];

function both(observed: [string, number][]) {
  const theirs = new Registry();
  const histogram = new Histogram({ name: NAME, help: 'Time to answer', labelNames: ['route'], buckets: BOUNDS, registers: [theirs] });
  const ours = new Registry();
  const tallied = new DurationHistogram(NAME, 'Time to answer', 'route', BOUNDS).register(ours);
  for (const [route, s] of observed) {
    histogram.labels({ route }).observe(s);
    tallied.observe(route, s);
  }
  return { theirs, ours, tallied };
}

describe('DurationHistogram', () => {
  it('gives the same exposition as prom-client’s Histogram for the same observations', async () => {
    const { theirs, ours } = both(OBSERVED);
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain(`${NAME}_bucket{le="0.0005",route="home"} 2`);
    expect(text).toContain(`${NAME}_bucket{le="+Inf",route="home"} 4`);
    expect(text).toContain(`${NAME}_count{route="corporate"} 2`);
  });

  it('sums like prom-client’s Histogram across cluster workers', async () => {
    const one = both(OBSERVED.slice(0, 4));
    const two = both(OBSERVED.slice(2));
    const theirs = AggregatorRegistry.aggregate([await one.theirs.getMetricsAsJSON(), await two.theirs.getMetricsAsJSON()]);
    const ours = AggregatorRegistry.aggregate([await one.ours.getMetricsAsJSON(), await two.ours.getMetricsAsJSON()]);
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.metrics()).toContain(`${NAME}_count{route="home"} 5`);
  });

  it('starts again from nothing when the registry resets its metrics', async () => {
    const { ours } = both(OBSERVED);
    ours.resetMetrics();
    expect(await ours.metrics()).toBe(`# HELP ${NAME} Time to answer\n# TYPE ${NAME} histogram\n`);
  });
});
