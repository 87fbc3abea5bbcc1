// Structured logs on stdout (PaaS log drains read them); one line per request (request-log.ts).
// Lines are written in batches of up to 16 KB, at least every FLUSH_MS, through one destination
// per process, so two loggers' lines never interleave (docs/performance.md, Logging).
import { pino, type DestinationStream, type Logger } from 'pino';

const FLUSH_MS = 100;
const MAX_BATCH = 16384; // sonic-boom's largest single write: a batch goes out in one

let shared: DestinationStream | undefined;

function stdout(): DestinationStream {
  if (shared) return shared;
  const boom = pino.destination({ dest: 1, sync: false });
  let lines: string[] = [];
  let size = 0;
  const drain = () => {
    if (lines.length === 0) return;
    const batch = lines.join('');
    lines = [];
    size = 0;
    boom.write(batch);
  };
  setInterval(drain, FLUSH_MS).unref();
  // Before pino's own exit handler (registered when the destination was made) flushes it.
  process.prependListener('exit', drain);
  shared = {
    write(line: string) {
      if (size + line.length > MAX_BATCH) drain();
      lines.push(line);
      size += line.length;
    },
    flush(cb?: (err?: Error) => void) {
      drain();
      boom.flush(cb);
    },
  } as DestinationStream;
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
  return (fields) => destination.write(`${head},"time":${Date.now()}${between}${fields}${tail}`);
}
