// Starts the site: config from env, then one serving process per WEB_CONCURRENCY (node:cluster;
// the PaaS convention), or just this process when it is 1. Content and config errors name the
// file and field; they are printed plainly and stop start-up.
import cluster from 'node:cluster';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { runWorker } from './worker.js';
import { runPrimary } from './cluster.js';

let logger = createLogger('info');
try {
  const config = loadConfig();
  logger = createLogger(config.logLevel);
  process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));
  if (config.webConcurrency > 1 && cluster.isPrimary) runPrimary(config, logger);
  else await runWorker(config, logger);
} catch (err) {
  logger.fatal((err as Error).message);
  process.exit(1);
}
