// The primary's side of /metrics with several workers: a worker that gets a scrape asks the
// primary, which collects every worker's registry (prom-client's AggregatorRegistry) and
// answers. Kept apart from the workers' metrics (metrics.ts), which reach the site's pages:
// the primary loads only this, not the site.
import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';

export const ASK = 'site:metrics?';
export const ANSWER = 'site:metrics!';

/** In the primary: answers a worker that asks for the whole instance's metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, msg: { type?: string; id?: number }) => {
    if (msg?.type !== ASK) return;
    aggregator.clusterMetrics()
      .then((text) => worker.send({ type: ANSWER, id: msg.id, text }))
      .catch((err: Error) => worker.send({ type: ANSWER, id: msg.id, error: err.message }));
  });
}
