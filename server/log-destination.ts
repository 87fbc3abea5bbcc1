// A log destination writing to a file descriptor (stdout) from reused buffers outside the heap.
// Each line is copied into a buffer as it comes and dies young; a full buffer (or one older than
// flushMs) goes out in one fs.write, written on from where a partial write stopped and retried on
// EAGAIN (a non-blocking pipe). At most maxQueued buffers wait; past that, lines are dropped and
// counted, and the count is reported (onDropped) once writes catch up, so a stalled log drain
// costs bounded memory.
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

  constructor({ fd = 1, size = 16384, flushMs = 100, maxQueued = 256, write = fsWrite, onDropped }: LogDestinationOptions) {
    this.fd = fd;
    this.size = size;
    this.maxQueued = maxQueued;
    this.fsWrite = write;
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

  private writeFrom(p: Pending, offset: number) {
    this.retry = undefined;
    this.fsWrite(this.fd, p.buf, offset, p.len - offset, null, (err, n) => {
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
    });
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
