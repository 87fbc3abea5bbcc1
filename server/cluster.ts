// The primary of WEB_CONCURRENCY workers (node:cluster): it serves nothing itself, forks the
// workers (they share the port), replaces one that dies — with a growing pause when workers
// keep dying at start-up, and exiting 1 after five such deaths, so a broken deploy does not
// spin — and on SIGTERM passes the signal
// on, waits for every worker to drain, and exits 0 (1 after SHUTDOWN_TIMEOUT_MS).
// On a PaaS that scales by adding instances, each instance runs one primary and its workers.
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { serveClusterMetrics } from './http/cluster-metrics.js';
import { relayContentChanges } from './content/umbraco/relay.js';
import { workerEnv, workerExecArgv } from './runtime.js';

export function runPrimary(config: Config, logger: Logger): void {
  let stopping = false;
  let quickDeaths = 0;
  const started = new Map<number, number>();
  // Every worker runs with the runtime settings (server/runtime.ts), however the primary was started.
  cluster.setupPrimary({ execArgv: workerExecArgv(config.runtime) });
  const env = workerEnv(config.runtime);
  const fork = () => {
    const w = cluster.fork(env);
    started.set(w.id, Date.now());
    relayContentChanges(w);
  };

  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info('all workers stopped');
        process.exit(0);
      }
      return;
    }
    quickDeaths = lived < 10_000 ? quickDeaths + 1 : 0;
    if (quickDeaths >= 5) {
      // Not a crash but a process that cannot start (content, config, port): let the platform see it.
      logger.fatal({ code, signal }, 'workers keep failing at start-up; stopping');
      process.exit(1);
    }
    const pause = Math.min(100 * 2 ** quickDeaths, 30_000);
    logger.error({ pid: worker.process.pid, code, signal, restartInMs: pause }, 'worker died; starting another');
    setTimeout(fork, quickDeaths ? pause : 0);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: Object.keys(cluster.workers ?? {}).length }, 'stopping workers');
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
    setTimeout(() => {
      logger.warn('forced exit after timeout');
      process.exit(1);
    }, config.shutdownTimeoutMs + 1000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // Content reload: every worker reads content/ again (server/worker.ts).
  process.on('SIGHUP', () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGHUP');
  });

  serveClusterMetrics();
  logWorkers(config, logger);
  for (let i = 0; i < config.webConcurrency; i++) fork();
}

/** One line at start: how many serving processes, and what that was worked out from. */
export function logWorkers(config: Config, logger: Logger): void {
  const { cores, memoryLimitBytes, workerBudgetBytes, from } = config.capacity;
  const mb = (b?: number) => (b === undefined ? null : Math.round(b / 2 ** 20));
  logger.info({ workers: config.webConcurrency, from, cores, memoryLimitMb: mb(memoryLimitBytes), workerBudgetMb: mb(workerBudgetBytes) }, 'starting workers');
}
