// Starts the site: config from env, then one serving process per WEB_CONCURRENCY (node:cluster;
// the PaaS convention), or just this process when it is 1. Content and config errors name the
// file and field; they are printed plainly and stop start-up. The site itself (worker.ts and
// all it imports) is loaded only by a process that serves: the primary of several workers
// holds the cluster, the logger and the metrics aggregation, not the site.
import cluster from 'node:cluster';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { runPrimary } from './cluster.js';

let logger = createLogger('info');
try {
  const config = loadConfig();
  logger = createLogger(config.logLevel);
  process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));
  if (config.webConcurrency > 1 && cluster.isPrimary) runPrimary(config, logger);
  else await (await import('./worker.js')).runWorker(config, logger);
} catch (err) {
  logger.fatal((err as Error).message);
  process.exit(1);
}
