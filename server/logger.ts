// Structured logs on stdout (PaaS log drains read them); one line per request via pino-http.
//
// Writes are buffered: one write to stdout per ~4 KB of lines instead of one system call per
// request (under load the log line's write was the fast path's largest cost after the answer
// itself). Lines never wait longer than FLUSH_MS, and pino writes what is left when the process
// exits (its destination flushes synchronously on exit). Every logger of a process shares the
// one destination, so buffers of two loggers never interleave mid-line.
import { pino, type DestinationStream, type Logger } from 'pino';

const FLUSH_MS = 100;
const MIN_WRITE = 4096;

let shared: DestinationStream | undefined;

function stdout(): DestinationStream {
  if (shared) return shared;
  const boom = pino.destination({ dest: 1, sync: false, minLength: MIN_WRITE });
  let pending = false;
  setInterval(() => {
    if (!pending) return;
    pending = false;
    boom.flush();
  }, FLUSH_MS).unref();
  shared = {
    write(line: string) {
      pending = true;
      boom.write(line);
    },
    flush: (cb?: (err?: Error) => void) => boom.flush(cb),
  } as DestinationStream;
  return shared;
}

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'site' }, redact: ['req.headers.cookie', 'req.headers.authorization'] }, stdout());
}
