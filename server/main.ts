// Starts the site: config from env, then one serving process per WEB_CONCURRENCY (node:cluster;
// the PaaS convention), or just this process when it is 1. Every serving process has the
// runtime settings of server/runtime.ts, however the site was started. Content and config errors name the
// file and field; they are printed plainly and stop start-up. The site itself (worker.ts and
// all it imports) is loaded only by a process that serves: the primary of several workers
// holds the cluster, the logger and the metrics aggregation, not the site.
import cluster from 'node:cluster';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { runPrimary, logWorkers } from './cluster.js';
import { hasRuntime, keepTickShape, reexecWithRuntime } from './runtime.js';

let logger = createLogger('info');
try {
  const config = loadConfig();
  logger = createLogger(config.logLevel);
  process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));
  // Workers get the runtime settings from the primary; a single process without them
  // re-executes itself with them (server/runtime.ts).
  if (config.webConcurrency > 1 && cluster.isPrimary) runPrimary(config, logger);
  else {
    // On success execve does not return: this process goes on as its replacement.
    if (cluster.isPrimary && !hasRuntime(config.runtime)) reexecWithRuntime(config.runtime);
    if (cluster.isPrimary) logWorkers(config, logger);
    await keepTickShape(); // before the site's code runs (server/runtime.ts)
    await (await import('./worker.js')).runWorker(config, logger);
  }
} catch (err) {
  logger.fatal((err as Error).message);
  process.exit(1);
}
