// A log destination writing to a file descriptor (stdout) from reused buffers outside the heap.
// Each line is copied into a buffer as it comes and dies young; a full buffer (or one older than
// flushMs) goes out in one write, written on from where a partial write stopped and retried on
// EAGAIN (a non-blocking pipe). The write is made on the event loop's own thread where it cannot
// block it (directWrites), else through libuv's thread pool. At most maxQueued buffers wait;
// past that, lines are dropped and counted, and the count is reported (onDropped) once writes
// catch up, so a stalled log drain costs bounded memory.
import { fstatSync, readFileSync, write as fsWrite, writeSync } from 'node:fs';

export interface LogDestinationOptions {
  fd?: number;
  /** Bytes per buffer: one write each. */
  size?: number;
  /** The longest a line waits for its buffer to fill. */
  flushMs?: number;
  /** Buffers waiting to be written, beyond which lines are dropped. */
  maxQueued?: number;
  /** Write with fs.writeSync on the event loop's thread, for a descriptor that never blocks it (directWrites). */
  direct?: boolean;
  /** Called instead of fs.write (tests). */
  write?: typeof fsWrite;
  /** Called instead of fs.writeSync for direct writes (tests). */
  writeNow?: typeof writeSync;
  /** Told how many lines were dropped, once writes succeed again (logger.ts logs a warning). */
  onDropped?: (lines: number) => void;
}

export interface LogDestination {
  write(line: string): void;
  /** Calls back once every line handed over so far is written (pino's logger.flush). */
  flush(cb?: (err?: Error) => void): void;
  /** Writes what waits synchronously (process exit). */
  flushSync(): void;
  stats: { dropped: number };
}

interface Pending { buf: Buffer; len: number; lines: number }

const RETRY_MS = 10;

export function createLogDestination(o: LogDestinationOptions = {}): LogDestination {
  return new BufferedDestination(o);
}

class BufferedDestination implements LogDestination {
  readonly stats = { dropped: 0 };
  private readonly fd: number;
  private readonly size: number;
  private readonly maxQueued: number;
  private readonly fsWrite: typeof fsWrite;
  private readonly writeNow?: typeof writeSync;
  private readonly queue: Pending[] = [];
  private readonly spare: Buffer[] = [];
  private readonly waiters: ((err?: Error) => void)[] = [];
  private buf: Buffer;
  private used = 0;
  private lines = 0;
  /** A write is under way, or waits to be retried (retry). */
  private writing = false;
  private retry?: { p: Pending; offset: number };
  /** The last write failed other than with EAGAIN: a warning about it would fail too. */
  private failed = false;
  private reported = 0;
  private readonly onDropped?: (lines: number) => void;

  constructor({ fd = 1, size = 16384, flushMs = 100, maxQueued = 256, direct = false, write = fsWrite, writeNow = writeSync, onDropped }: LogDestinationOptions) {
    this.fd = fd;
    this.size = size;
    this.maxQueued = maxQueued;
    this.fsWrite = write;
    if (direct) this.writeNow = writeNow;
    this.onDropped = onDropped;
    this.buf = Buffer.allocUnsafeSlow(size);
    setInterval(() => this.seal(), flushMs).unref();
  }

  write(line: string): void {
    if (line.length * 3 > this.size - this.used) { // utf-8 takes at most 3 bytes per UTF-16 unit
      this.seal();
      if (line.length * 3 > this.size) return this.enqueue({ buf: Buffer.from(line), len: Buffer.byteLength(line), lines: 1 });
    }
    this.used += this.buf.write(line, this.used);
    this.lines++;
  }

  flush(cb?: (err?: Error) => void): void {
    if (cb) this.waiters.push(cb);
    this.seal();
    if (!this.writing && this.queue.length === 0) this.settle();
  }

  flushSync(): void {
    // Nothing new is handed to the thread pool: a write there finishes on its own or is lost with
    // the process. One waiting to be retried, the queue and the buffer being filled are written here.
    const { retry } = this;
    if (retry) writeAllSync(this.fd, retry.p.buf, retry.p.len, retry.offset);
    for (const p of this.queue.splice(this.writing ? 1 : 0)) writeAllSync(this.fd, p.buf, p.len, 0);
    writeAllSync(this.fd, this.buf, this.used, 0);
    this.used = this.lines = 0;
  }

  private seal() {
    if (this.used === 0) return;
    const full = { buf: this.buf, len: this.used, lines: this.lines };
    if (this.queue.length < this.maxQueued) this.buf = this.spare.pop() ?? Buffer.allocUnsafeSlow(this.size);
    this.used = this.lines = 0;
    this.enqueue(full);
  }

  private enqueue(p: Pending) {
    if (this.queue.length >= this.maxQueued) this.stats.dropped += p.lines;
    else this.queue.push(p);
    this.next();
  }

  private next() {
    if (this.writing) return;
    const head = this.queue[0];
    if (!head) return this.settle();
    this.writing = true;
    this.writeFrom(head, 0);
  }

  private writeFrom(p: Pending, offset: number): void {
    this.retry = undefined;
    if (!this.writeNow) return this.fsWrite(this.fd, p.buf, offset, p.len - offset, null, (err, n) => this.written(p, offset, err, n));
    let n = 0;
    try {
      n = this.writeNow(this.fd, p.buf, offset, p.len - offset);
    } catch (err) {
      return this.written(p, offset, err as Error, 0);
    }
    this.written(p, offset, null, n);
  }

  private written(p: Pending, offset: number, err: Error | null, n: number): void {
    if (err && (err as NodeJS.ErrnoException).code === 'EAGAIN') {
      this.retry = { p, offset };
      return void setTimeout(() => this.writeFrom(p, offset), RETRY_MS);
    }
    if (!err && offset + n < p.len) return this.writeFrom(p, offset + n);
    this.failed = !!err;
    if (err) this.stats.dropped += p.lines;
    this.queue.shift();
    if (p.buf.length === this.size && this.spare.length < 2) this.spare.push(p.buf);
    this.writing = false;
    this.next();
  }

  private settle() {
    if (this.stats.dropped > this.reported && !this.failed) {
      const dropped = this.stats.dropped - this.reported;
      this.reported = this.stats.dropped;
      this.onDropped?.(dropped);
    }
    for (const cb of this.waiters.splice(0)) cb();
  }
}

function writeAllSync(fd: number, buf: Buffer, len: number, from: number) {
  let offset = from;
  for (let tries = 0; offset < len && tries < 1000; tries++) {
    try {
      offset += writeSync(fd, buf, offset, len - offset);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') return;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1); // a millisecond for the pipe to drain
    }
  }
}

/**
 * Whether writes to fd can be made on the event loop's thread: a file or a character device
 * (/dev/null, a terminal), or a pipe or socket in non-blocking mode, where a full pipe answers
 * EAGAIN at once. Node's process.stdout and process.stderr put theirs in that mode (libuv); it
 * is read back from /proc rather than assumed, and anything else keeps the thread pool.
 */
export function directWrites(fd: number): boolean {
  try {
    const stat = fstatSync(fd);
    if (stat.isFile() || stat.isCharacterDevice()) return true;
    if (!stat.isFIFO() && !stat.isSocket()) return false;
    if (fd === 1) void process.stdout;
    else if (fd === 2) void process.stderr;
    const flags = /^flags:\s+([0-7]+)$/m.exec(readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8'))?.[1];
    return flags !== undefined && (parseInt(flags, 8) & O_NONBLOCK) !== 0;
  } catch {
    return false;
  }
}

/** Linux's O_NONBLOCK, as /proc/<pid>/fdinfo shows a descriptor's flags (octal). */
const O_NONBLOCK = 0o4000;
