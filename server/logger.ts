// Structured logs on stdout (PaaS log drains read them); one line per request (request-log.ts).
// Lines are copied into reused buffers and written at least every 100 ms through one destination
// per process (log-destination.ts), so two loggers' lines never interleave.
import { pino, type DestinationStream, type Logger } from 'pino';
import { createLogDestination, directWrites } from './log-destination.js';

let shared: DestinationStream | undefined;

function stdout(): DestinationStream {
  if (shared) return shared;
  // pino's own destination, for the bench's A/B (BENCH_ONLY=log) and an operator who prefers it.
  if (process.env.LOG_DESTINATION === 'pino') {
    const d = pino.destination({ dest: 1, sync: false });
    process.on('exit', () => d.flushSync());
    return (shared = d);
  }
  let own: Logger | undefined;
  const destination = createLogDestination({ fd: 1, direct: directWrites(1), onDropped: (dropped) => own?.warn({ dropped }, 'log lines dropped: stdout was not keeping up') });
  process.on('exit', () => destination.flushSync());
  shared = destination as DestinationStream;
  own = createLogger('warn', shared);
  return shared;
}

// The destination of each logger made here, for writers of preformatted lines (lineWriter).
const destinations = new WeakMap<Logger, DestinationStream>();

export function createLogger(level: string, destination: DestinationStream = stdout()): Logger {
  const logger = pino({ level, base: { service: 'site' }, redact: ['req.headers.cookie', 'req.headers.authorization'] }, destination);
  destinations.set(logger, destination);
  return logger;
}

/**
 * For a hot path: writes an info line as `logger.info(fields, msg)` would, from its fields
 * already serialized (`,"name":value` each). Undefined for a logger not made by createLogger.
 */
export function lineWriter(logger: Logger, msg: string): ((fields: string) => void) | undefined {
  const destination = destinations.get(logger);
  if (!destination) return undefined;
  const bindings = JSON.stringify(logger.bindings()).slice(1, -1);
  const head = `{"level":${logger.levels.values.info}`;
  const tail = `,"msg":${JSON.stringify(msg)}}\n`;
  const between = bindings ? `,${bindings}` : '';
  // The line's start changes once a millisecond, not once a request.
  let now = 0;
  let start = '';
  return (fields) => {
    const t = Date.now();
    if (t !== now) start = `${head},"time":${(now = t)}${between}`;
    destination.write(start + fields + tail);
  };
}
