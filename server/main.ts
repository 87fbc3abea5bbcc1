// Starts the server: config from env, content validated, the form store opened, listen on PORT
// with socket limits, and the form delivery worker when FORMS_WEBHOOK_URL is set; on SIGTERM
// drain (server/http/connections.ts), stop the worker, close the store and exit 0, forcibly
// after SHUTDOWN_TIMEOUT_MS.
import type { AddressInfo } from 'node:net';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { createSite } from './site.js';
import { createApp } from './app.js';
import { createHttpServer, drainOnSignal } from './http/connections.js';
import { redisRateLimitStore } from './http/rate-limit-redis.js';
import { createDeliveryWorker } from './forms/delivery.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);
let ready = false;
let draining = false;

process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));

try {
  const deps = await createSite(config);
  // Rate-limit counters shared by every process when REDIS_URL is set; in memory otherwise.
  const shared = config.redisUrl ? await redisRateLimitStore(config.redisUrl, logger) : undefined;
  // Every process may run a worker: the outbox leases each submission to one of them.
  const worker = config.formsWebhookUrl && config.formsWebhookSecret
    ? createDeliveryWorker({ store: deps.forms, url: config.formsWebhookUrl, secret: config.formsWebhookSecret, logger })
    : undefined;
  worker?.start();
  const app = createApp(deps, {
    logger, isReady: () => ready, isDraining: () => draining, rateLimitStore: shared?.store,
    onFormSubmitted: worker && (() => worker.wake()),
  });
  const server = createHttpServer(app, config);
  server.listen(config.port, config.host, () => {
    ready = true;
    const { port } = server.address() as AddressInfo;
    logger.info({ port, build: deps.build.id, siteUrl: config.siteUrl }, 'listening');
  });
  const shutdown = drainOnSignal(server, {
    graceMs: config.shutdownGraceMs,
    timeoutMs: config.shutdownTimeoutMs,
    onDrainStart: () => {
      ready = false;
      draining = true;
    },
    log: (msg, extra) => logger.info(extra ?? {}, msg),
    exit: (code) => {
      // After a clean drain the delivery in flight ends (or its item goes back to the outbox)
      // and the store closes; a forced exit leaves leased items to run out and be sent again.
      const closing = async () => {
        if (code === 0) {
          await worker?.stop();
          await deps.forms.close();
        }
        await shared?.close();
      };
      void closing().catch(() => undefined).finally(() => process.exit(code));
    },
  });
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
} catch (err) {
  // Content and config errors name the file and field; print them plainly and stop.
  logger.fatal((err as Error).message);
  process.exit(1);
}
