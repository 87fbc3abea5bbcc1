// One serving process: content validated, the app listening on PORT with socket limits; on
// SIGTERM it drains (server/http/connections.ts) and exits 0, forcibly after
// SHUTDOWN_TIMEOUT_MS. Run alone, or as one of WEB_CONCURRENCY cluster workers (main.ts).
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { createSite } from './site.js';
import { createApp } from './app.js';
import { createHttpServer, drainOnSignal } from './http/connections.js';
import { redisRateLimitStore } from './http/rate-limit-redis.js';

export async function runWorker(config: Config, logger: Logger): Promise<void> {
  let ready = false;
  let draining = false;
  const deps = await createSite(config);
  // Rate-limit counters shared by every process when REDIS_URL is set; in memory otherwise.
  const shared = config.redisUrl ? await redisRateLimitStore(config.redisUrl, logger) : undefined;
  const app = createApp(deps, { logger, isReady: () => ready, isDraining: () => draining, rateLimitStore: shared?.store });
  const server = createHttpServer(app, config);
  server.listen(config.port, config.host, () => {
    ready = true;
    const { port } = server.address() as AddressInfo;
    logger.info({ port, pid: process.pid, build: deps.build.id, siteUrl: config.siteUrl }, 'listening');
  });
  const shutdown = drainOnSignal(server, {
    graceMs: config.shutdownGraceMs,
    timeoutMs: config.shutdownTimeoutMs,
    onDrainStart: () => {
      ready = false;
      draining = true;
    },
    log: (msg, extra) => logger.info(extra ?? {}, msg),
    exit: (code) => void (shared ? shared.close().catch(() => undefined) : Promise.resolve()).finally(() => process.exit(code)),
  });
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
