// Starts the server: config from env, content validated, listen on PORT; on SIGTERM stop
// being ready, finish open requests, exit (forcibly after SHUTDOWN_TIMEOUT_MS).
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { createSite } from './site.js';
import { createApp } from './app.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);
let ready = false;

process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));

try {
  const deps = await createSite(config);
  const app = createApp(deps, { logger, isReady: () => ready });
  const server = app.listen(config.port, config.host, () => {
    ready = true;
    logger.info({ port: config.port, build: deps.build.id, siteUrl: config.siteUrl }, 'listening');
  });
  server.keepAliveTimeout = 65_000; // longer than typical PaaS router idle timeouts
  const shutdown = (signal: string) => {
    if (!ready) return;
    ready = false;
    logger.info({ signal }, 'shutting down');
    server.close(() => {
      logger.info('closed');
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn('forced exit after timeout');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
} catch (err) {
  // Content and config errors name the file and field; print them plainly and stop.
  logger.fatal((err as Error).message);
  process.exit(1);
}
