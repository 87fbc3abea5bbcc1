// Node's process metrics: prom-client's default collectors, run one by one so that its
// garbage-collection histogram (nodejs_gc_duration_seconds) is there only when METRICS_GC asks
// for it. That collector keeps a 'gc' PerformanceObserver, through which every collection
// becomes a JS entry delivered on a later turn of the event loop (CHANGELOG.md,
// *Switched inside one process*).
// prom-client has no way to leave one collector out (its issues #490, #623).
import { createRequire } from 'node:module';
import { collectDefaultMetrics, type Registry } from 'prom-client';

// As collectDefaultMetrics runs them (prom-client 15, lib/defaultMetrics.js), less `gc`; a test
// holds the names to its set, so a collector added or renamed upstream fails there.
const DEFAULT_COLLECTORS = [
  'processCpuTotal', 'processStartTime', 'osMemoryHeap', 'processOpenFileDescriptors', 'processMaxFileDescriptors',
  'eventLoopLag', 'processResources', 'processHandles', 'processRequests', 'heapSizeAndUsed', 'heapSpacesSizeAndUsed', 'version',
];

type Collector = (registry: Registry, config: object) => void;

export function collectProcessMetrics(registry: Registry, { gcDurations }: { gcDurations: boolean }): void {
  if (gcDurations) return collectDefaultMetrics({ register: registry });
  const require = createRequire(import.meta.url);
  // collectDefaultMetrics' own default for the event-loop monitor.
  for (const name of DEFAULT_COLLECTORS) (require(`prom-client/lib/metrics/${name}.js`) as Collector)(registry, { eventLoopMonitoringPrecision: 10 });
}
