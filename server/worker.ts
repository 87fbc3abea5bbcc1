// One serving process: content validated, the form store opened, the app listening on PORT
// with socket limits, and the form delivery worker when FORMS_WEBHOOK_URL is set; on SIGTERM it
// drains (server/http/connections.ts), stops the delivery worker, closes the store and exits 0,
// forcibly after SHUTDOWN_TIMEOUT_MS. Run alone, or as one of WEB_CONCURRENCY cluster workers.
import { UNCONFIRMED } from './content/facts/fees-schema.js';
import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { createSite } from './site.js';
import { createApp } from './app.js';
import { createHttpServer, drainOnSignal } from './http/connections.js';
import { redisRateLimitStore } from './http/rate-limit-redis.js';
import { createDeliveryWorker } from './forms/delivery.js';
import { warmPageCache } from './http/warm-up.js';
import { createContentBus } from './content/umbraco/webhooks.js';
import { keepingRequestShapes } from './runtime.js';
import { readCalculatorAhead, type ReadAheadOutcome } from './calculator/warm.js';

/** Readiness waits for the page-cache warm-up at most this long. */
const WARM_UP_READY_MS = 3000;

export async function runWorker(config: Config, logger: Logger): Promise<void> {
  let ready = false;
  let draining = false;
  const deps = await createSite(config);
  // Rate-limit counters shared by every process when REDIS_URL is set; in memory otherwise.
  const shared = config.redisUrl ? await redisRateLimitStore(config.redisUrl, logger) : undefined;
  // Every process may run a delivery worker: the outbox leases each submission to one of them.
  const worker = config.formsWebhookUrl && config.formsWebhookSecret
    ? createDeliveryWorker({ store: deps.forms, url: config.formsWebhookUrl, secret: config.formsWebhookSecret, pollIntervalMs: config.formsDeliveryPollMs, logger })
    : undefined;
  worker?.start();
  // Umbraco webhooks reach every process: Redis pub/sub with REDIS_URL, cluster messages otherwise.
  const contentBus = deps.umbraco ? await createContentBus(deps.contentRuntime, logger, config.redisUrl) : undefined;
  const app = createApp(deps, {
    logger, isReady: () => ready, isDraining: () => draining, rateLimitStore: shared?.store,
    onFormSubmitted: worker && (() => worker.wake()), contentBus,
  });
  const server = createHttpServer(keepingRequestShapes(app), config);
  let stopReadAhead = () => {};
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    // With the runtime settings this process has (server/runtime.ts), for the operator and the process tests.
    const runtime = { execArgv: process.execArgv, mallocArenaMax: process.env.MALLOC_ARENA_MAX ?? null };
    logger.info({ port, pid: process.pid, build: deps.build.id, siteUrl: config.siteUrl, runtime }, 'listening');
    // Example figures on a live site: said once at start (by the first worker), not under every table.
    if (config.env === 'production' && (cluster.worker?.id ?? 1) === 1) void deps.content.getSite().then((site) => site.fees.confirmed || logger.warn(UNCONFIRMED), () => {});
    // The calculator's reads ahead, with or without the page cache, and at each New Year.
    stopReadAhead = readCalculatorAhead(deps, (outcome) => logReadAhead(logger, outcome));
    // Ready when the page cache is warm, or after a few seconds whatever is left: requests are
    // answered all along (pages not yet warm are rendered as usual).
    const readyAnyway = setTimeout(() => (ready = !draining), WARM_UP_READY_MS);
    const warm = config.pageCacheWarm ? warmPageCache(deps, { stopped: () => draining }) : Promise.resolve(undefined);
    void warm.then((r) => r && logger.info({ pages: r.pages, ms: Math.round(r.ms) }, 'page cache warmed'))
      .catch((err: Error) => logger.error({ err: { type: err.name, message: err.message } }, 'page cache warm-up failed'))
      .finally(() => {
        clearTimeout(readyAnyway);
        ready = !draining;
      });
  });
  const shutdown = drainOnSignal(server, {
    graceMs: config.shutdownGraceMs,
    timeoutMs: config.shutdownTimeoutMs,
    onDrainStart: () => {
      ready = false;
      draining = true;
      stopReadAhead();
    },
    log: (msg, extra) => logger.info(extra ?? {}, msg),
    exit: (code) => {
      // After a clean drain the delivery in flight ends (or its item goes back to the outbox)
      // and the store closes; a forced exit leaves leased items to run out and be sent again.
      const closing = async () => {
        if (code === 0) {
          await worker?.stop();
          await deps.forms.close();
          await deps.search.close(); // the last minute of zero-result counts
          deps.stopWatching();
        }
        await shared?.close();
        await contentBus?.close();
      };
      void closing().catch(() => undefined).finally(() => process.exit(code));
    },
  });
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // SIGHUP: read content/ again (validated), empty the caches and purge the changed pages at
  // the CDN, as `npm run dev` does on a file change (docs/cdn.md).
  process.on('SIGHUP', () => {
    logger.info('SIGHUP: reloading content');
    void deps.refreshContent();
  });
}

// Answers stay right (each year is read in the process when first asked for); memory is the cost.
function logReadAhead(logger: Logger, o: ReadAheadOutcome) {
  if ('err' in o) logger.warn({ err: { type: o.err.name, message: o.err.message } }, o.first ? 'calculator not warmed at start-up' : 'calculator not warmed');
  else if (o.failed.length > 0) logger.warn({ reasons: o.failed.map((e) => e.message) }, 'destination holidays not read ahead in a worker thread');
  else logger.info({ ms: Math.round(o.ms) }, 'destination holidays read ahead');
}
