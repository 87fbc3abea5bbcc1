// A log destination writing to a file descriptor (stdout) from reused buffers outside the heap.
// Each line is copied into a buffer as it comes and dies young; a full buffer (or one older than
// flushMs) goes out in one fs.write, written on from where a partial write stopped and retried on
// EAGAIN (a non-blocking pipe). At most maxQueued buffers wait; past that, lines are dropped and
// counted, and the count is logged once writes catch up, so a stalled log drain costs bounded memory.
import { write as fsWrite, writeSync } from 'node:fs';

export interface LogDestinationOptions {
  fd?: number;
  /** Bytes per buffer: one write each. */
  size?: number;
  /** The longest a line waits for its buffer to fill. */
  flushMs?: number;
  /** Buffers waiting to be written, beyond which lines are dropped. */
  maxQueued?: number;
  /** Called instead of fs.write (tests). */
  write?: typeof fsWrite;
}

export interface LogDestination {
  write(line: string): void;
  /** Calls back once every line handed over so far is written (pino's logger.flush). */
  flush(cb?: (err?: Error) => void): void;
  /** Writes what waits synchronously (process exit). */
  flushSync(): void;
  stats: { dropped: number; written: number };
}

interface Pending { buf: Buffer; len: number; lines: number }

const RETRY_MS = 10;

export function createLogDestination(o: LogDestinationOptions = {}): LogDestination {
  const { fd = 1, size = 16384, flushMs = 100, maxQueued = 256, write = fsWrite } = o;
  const queue: Pending[] = [];
  const spare: Buffer[] = [];
  const waiters: ((err?: Error) => void)[] = [];
  const stats = { dropped: 0, written: 0 };
  let buf: Buffer = Buffer.allocUnsafeSlow(size);
  let used = 0;
  let lines = 0;
  let writing = false;
  let reported = 0;

  const seal = () => {
    if (used === 0) return;
    if (queue.length >= maxQueued) stats.dropped += lines;
    else {
      queue.push({ buf, len: used, lines });
      buf = spare.pop() ?? Buffer.allocUnsafeSlow(size);
    }
    used = 0;
    lines = 0;
    next();
  };
  const next = () => {
    if (writing) return;
    const head = queue[0];
    if (!head) return settle();
    writing = true;
    writeFrom(head, 0);
  };
  const writeFrom = (p: Pending, offset: number) => {
    write(fd, p.buf, offset, p.len - offset, null, (err, n) => {
      if (err && (err as NodeJS.ErrnoException).code === 'EAGAIN') return void setTimeout(writeFrom, RETRY_MS, p, offset);
      if (!err && offset + n < p.len) return writeFrom(p, offset + n);
      if (err) stats.dropped += p.lines; // the log drain is gone: nothing is left to tell
      else stats.written += p.len;
      queue.shift();
      if (p.buf.length === size && spare.length < 2) spare.push(p.buf);
      writing = false;
      next();
    });
  };
  const settle = () => {
    if (stats.dropped > reported) {
      const dropped = stats.dropped - reported;
      reported = stats.dropped;
      append(`{"level":40,"time":${Date.now()},"dropped":${dropped},"msg":"log lines dropped: stdout was not keeping up"}\n`);
    }
    for (const cb of waiters.splice(0)) cb();
  };
  const append = (line: string) => {
    if (line.length * 3 > size - used) {
      seal();
      if (line.length * 3 > size) {
        if (queue.length >= maxQueued) stats.dropped += 1;
        else queue.push({ buf: Buffer.from(line), len: Buffer.byteLength(line), lines: 1 });
        return next();
      }
    }
    used += buf.write(line, used);
    lines++;
  };
  setInterval(seal, flushMs).unref();

  return {
    stats,
    write: append,
    flush(cb) {
      if (cb) waiters.push(cb);
      seal();
      if (!writing && queue.length === 0) settle();
    },
    flushSync() {
      seal();
      // The write under way, if any, finishes on its own or is lost with the process.
      for (const p of queue.splice(writing ? 1 : 0)) writeAllSync(fd, p.buf, p.len);
    },
  };
}

function writeAllSync(fd: number, buf: Buffer, len: number) {
  let offset = 0;
  for (let tries = 0; offset < len && tries < 1000; tries++) {
    try {
      offset += writeSync(fd, buf, offset, len - offset);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') return;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    }
  }
}
