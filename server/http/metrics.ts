// Prometheus metrics (prom-client): requests by route key and status (never raw paths),
// latency, page-cache hits, misses and size, and Node's own process metrics (resident memory,
// heap, event-loop lag). With several cluster workers the primary aggregates them
// (prom-client's AggregatorRegistry): whichever worker gets the scrape asks the primary over
// IPC, so one scrape sees the whole instance. Access: operators only (operator.ts).
import cluster from 'node:cluster';
import type { Request, RequestHandler } from 'express';
import { Registry, Counter, Gauge, AggregatorRegistry } from 'prom-client';
import type { Config } from '../config.js';
import type { PageCache } from './page-cache.js';
import { operatorOnly } from './operator.js';
import { notFound, type ErrorDeps } from './errors.js';
import { ASK, ANSWER } from './cluster-metrics.js';
import { DurationHistogram } from './duration-histogram.js';
import { collectProcessMetrics } from './process-metrics.js';

export const METRICS_PATH = '/metrics';

export interface Metrics {
  registry: Registry;
  /** One answered request: its route key (or a fixed label), status and duration in seconds. */
  observe(route: string, status: number, seconds: number): void;
}

export function createMetrics(deps: { config: Pick<Config, 'metricsGc'>; pageCache: PageCache }): Metrics {
  const registry = new Registry();
  collectProcessMetrics(registry, { gcDurations: deps.config.metricsGc });
  // Answers are tallied in plain maps and added to the counter when it is read (a scrape), their
  // durations per route in plain arrays (duration-histogram.ts): prom-client hashes a call's
  // labels every time.
  const answered = new Map<string, Map<number, number>>();
  new Counter({
    name: 'http_requests_total', help: 'Answered requests by route key and status', labelNames: ['route', 'status'] as const, registers: [registry],
    collect() {
      for (const [route, byStatus] of answered) for (const [status, n] of byStatus) this.inc({ route, status }, n);
      answered.clear();
    },
  });
  const duration = new DurationHistogram('http_request_duration_seconds', 'Time to answer, by route key', 'route',
    [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5]).register(registry);
  const stats = deps.pageCache.stats;
  new Counter({ name: 'page_cache_hits_total', help: 'Pages answered from the page cache', registers: [registry], collect() { this.reset(); this.inc(stats.hits); } });
  new Counter({ name: 'page_cache_misses_total', help: 'Cacheable pages that had to be rendered', registers: [registry], collect() { this.reset(); this.inc(stats.misses); } });
  new Gauge({ name: 'page_cache_bytes', help: 'Bytes held by the page cache (HTML and its compressed copies)', registers: [registry], collect() { this.set(deps.pageCache.bytes); } });
  new Gauge({ name: 'page_cache_pages', help: 'Pages held by the page cache', registers: [registry], collect() { this.set(deps.pageCache.size); } });
  // The primary's requests for this worker's metrics are answered from this registry.
  // (prom-client starts listening for them in a worker when an AggregatorRegistry is made there.)
  if (cluster.isWorker) {
    AggregatorRegistry.setRegistries([registry]);
    void new AggregatorRegistry();
  }
  return {
    registry,
    observe(route, status, seconds) {
      let byStatus = answered.get(route);
      if (!byStatus) answered.set(route, (byStatus = new Map()));
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      duration.observe(route, seconds);
    },
  };
}

/** A fixed label for requests no page route answered: never the path itself. */
export function routeLabel(req: Request, route: unknown): string {
  if (typeof route === 'string') return route;
  const p = req.path;
  if (p.startsWith('/assets/')) return 'assets';
  if (p.startsWith('/api/')) return 'api';
  if (p === '/healthz' || p === '/readyz') return 'health';
  if (p === METRICS_PATH) return 'metrics';
  if (p.endsWith('.xml') || p === '/robots.txt') return 'seo';
  return 'other';
}

/** Counts every answer that went through the pipeline (the fast path counts its own). */
export function countRequests(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const t0 = performance.now();
    res.once('finish', () => metrics.observe(routeLabel(req, res.locals.route), res.statusCode, (performance.now() - t0) / 1000));
    next();
  };
}

let nextAsk = 0;
function askPrimary(timeoutMs = 5000): Promise<string> {
  const id = ++nextAsk;
  return new Promise((resolve, reject) => {
    const onMessage = (msg: { type?: string; id?: number; text?: string; error?: string }) => {
      if (msg?.type !== ANSWER || msg.id !== id) return;
      done();
      if (msg.text !== undefined) resolve(msg.text);
      else reject(new Error(msg.error ?? 'no metrics'));
    };
    const timer = setTimeout(() => (done(), reject(new Error('the primary did not answer'))), timeoutMs);
    const done = () => (clearTimeout(timer), process.off('message', onMessage));
    process.on('message', onMessage);
    process.send!({ type: ASK, id });
  });
}

export function metricsEndpoint(deps: ErrorDeps & { config: Pick<Config, 'metricsToken' | 'env'> }, metrics: Metrics): RequestHandler[] {
  return [operatorOnly(deps.config, notFound(deps), 'metrics'), async (_req, res, next) => {
    try {
      const text = cluster.isWorker ? await askPrimary() : await metrics.registry.metrics();
      res.type(metrics.registry.contentType).send(text);
    } catch (err) {
      next(err);
    }
  }];
}
