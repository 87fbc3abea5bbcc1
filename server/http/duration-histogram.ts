// Answer durations by route key, tallied in plain arrays and read by prom-client's Registry (and
// the cluster's AggregatorRegistry) through get(), in the shape its own histograms give. Its
// Histogram hashes the labels and keys its buckets by number on every observe, which cost each
// cached answer 2–3 µs; Prometheus' clients leave values the program tallies itself to a
// custom collector (CHANGELOG.md, *The tail of a cached answer*).
import type { Metric, Registry } from 'prom-client';

interface Tally { counts: number[]; sum: number; count: number }

interface Value { value: number; labels: Record<string, string | number>; metricName: string }

export class DurationHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly tallies = new Map<string, Tally>();

  constructor(readonly name: string, readonly help: string, private readonly label: string, private readonly bounds: readonly number[]) {}

  /** Registers the histogram with a registry, as prom-client's `registers` option would. */
  register(registry: Registry): this {
    // The Registry reads a metric only through its name, get() and reset().
    registry.registerMetric(this as unknown as Metric);
    return this;
  }

  observe(labelValue: string, seconds: number): void {
    let t = this.tallies.get(labelValue);
    if (!t) this.tallies.set(labelValue, (t = { counts: this.bounds.map(() => 0), sum: 0, count: 0 }));
    const b = this.bounds;
    let i = 0;
    while (i < b.length && seconds > b[i]!) i++;
    if (i < b.length) t.counts[i]!++;
    t.sum += seconds;
    t.count++;
  }

  /** The series as prom-client's Histogram gives them: cumulative buckets, +Inf, sum and count per label value. */
  get() {
    const values: Value[] = [];
    const bucket = `${this.name}_bucket`;
    for (const [labelValue, t] of this.tallies) {
      let acc = 0;
      this.bounds.forEach((le, i) => values.push({ value: (acc += t.counts[i]!), labels: { le, [this.label]: labelValue }, metricName: bucket }));
      values.push(
        { value: t.count, labels: { le: '+Inf', [this.label]: labelValue }, metricName: bucket },
        { value: t.sum, labels: { [this.label]: labelValue }, metricName: `${this.name}_sum` },
        { value: t.count, labels: { [this.label]: labelValue }, metricName: `${this.name}_count` },
      );
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    this.tallies.clear();
  }
}
