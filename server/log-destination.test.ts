import { describe, it, expect, afterEach } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readFileSync, rmSync, write as fsWrite, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogDestination, directWrites, type LogDestination } from './log-destination.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function logFile() {
  const dir = mkdtempSync(path.join(tmpdir(), 'log-destination-'));
  dirs.push(dir);
  const file = path.join(dir, 'out.log');
  const fd = openSync(file, 'w');
  return { fd, read: () => readFileSync(file, 'utf8'), close: () => closeSync(fd) };
}

const lines = (n: number, text = 'request') => Array.from({ length: n }, (_, i) => `{"n":${i},"msg":"${text}"}\n`);
const flushed = (d: LogDestination) => new Promise<void>((resolve) => d.flush(() => resolve()));

describe('the log destination', () => {
  it('writes every line, in order, Turkish letters and a line longer than a buffer included', async () => {
    const f = logFile();
    const d = createLogDestination({ fd: f.fd, size: 256, maxQueued: 1000 });
    const all = [...lines(300, 'İstanbul şubesi açık'), `{"msg":"${'ğ'.repeat(400)}"}\n`, ...lines(5)];
    for (const l of all) d.write(l);
    await flushed(d);
    expect(f.read()).toBe(all.join(''));
    f.close();
  });

  it.each(['through the thread pool', 'directly'])('writes on from where a partial write stopped, and retries when the pipe is full (EAGAIN), %s', async (how) => {
    const f = logFile();
    let calls = 0;
    const full = () => ++calls % 3 === 0 && Object.assign(new Error('full'), { code: 'EAGAIN' });
    const write = ((fd: number, buf: Buffer, offset: number, length: number, pos: null, cb: (err: Error | null, n: number) => void) => {
      const err = full();
      if (err) return cb(err, 0);
      fsWrite(fd, buf, offset, Math.min(length, 7), pos, cb); // at most 7 bytes a call
    }) as unknown as typeof fsWrite;
    const writeNow = ((fd: number, buf: Buffer, offset: number, length: number) => {
      const err = full();
      if (err) throw err;
      return writeSync(fd, buf, offset, Math.min(length, 7));
    }) as typeof writeSync;
    const d = createLogDestination({ fd: f.fd, size: 512, ...(how === 'directly' ? { direct: true, writeNow } : { write }) });
    const all = lines(40);
    for (const l of all) d.write(l);
    await flushed(d);
    expect(f.read()).toBe(all.join(''));
    expect(d.stats.dropped).toBe(0);
    f.close();
  });

  it('holds a bounded number of buffers while the log drain is stalled, drops the rest and says how many', async () => {
    const f = logFile();
    const stalled: (() => void)[] = [];
    const write = ((...args: Parameters<typeof fsWrite>) => stalled.push(() => (fsWrite as (...a: unknown[]) => void)(...args))) as unknown as typeof fsWrite;
    const releaseUntil = async (done: Promise<void>) => {
      let finished = false;
      void done.then(() => (finished = true));
      while (!finished) {
        stalled.shift()?.();
        await new Promise((r) => setTimeout(r, 2));
      }
    };
    // As logger.ts does: the count is logged through the same destination.
    const d: LogDestination = createLogDestination({ fd: f.fd, size: 256, maxQueued: 2, write, onDropped: (n) => d.write(`${JSON.stringify({ msg: 'log lines dropped', dropped: n })}\n`) });
    for (const l of lines(200)) d.write(l);
    expect(d.stats.dropped).toBeGreaterThan(150);
    for (let i = 0; i < 2; i++) { // the lines kept, then the count of those dropped
      await releaseUntil(flushed(d));
    }
    const out = f.read().trimEnd().split('\n').map((l) => JSON.parse(l) as { n?: number; msg: string; dropped?: number });
    const kept = out.filter((l) => l.n !== undefined);
    expect(kept.every((l, i) => i === 0 || l.n! > kept[i - 1]!.n!)).toBe(true); // in order, none twice
    expect(out.find((l) => l.msg.startsWith('log lines dropped'))?.dropped).toBe(200 - kept.length);
    f.close();
  });

  it('writes what waits synchronously, for a process about to exit; a write under way finishes by itself', async () => {
    const f = logFile();
    const quiet = createLogDestination({ fd: f.fd });
    const all = lines(50);
    for (const l of all) quiet.write(l);
    quiet.flushSync();
    expect(f.read()).toBe(all.join(''));

    let held: (() => void) | undefined; // the first write, under way in the thread pool
    const write = ((...args: Parameters<typeof fsWrite>) => {
      const go = () => (fsWrite as (...a: unknown[]) => void)(...args);
      if (held === undefined) held = go;
      else go();
    }) as unknown as typeof fsWrite;
    const busy = createLogDestination({ fd: f.fd, size: 256, write });
    const more = lines(30, 'more');
    for (const l of more) busy.write(l);
    busy.flushSync();
    held!();
    const written = () => f.read().slice(all.join('').length).split('\n').filter(Boolean);
    await expect.poll(() => written().length, { timeout: 5000 }).toBeGreaterThanOrEqual(more.length); // the held write has landed
    expect([...written()].sort()).toEqual(more.map((l) => l.trimEnd()).sort()); // every line, once
    f.close();
  });

  it('writes at exit a buffer still waiting for a full pipe (EAGAIN) to take it', async () => {
    const f = logFile();
    const write = ((...args: unknown[]) => (args.at(-1) as (err: Error, n: number) => void)(Object.assign(new Error('full'), { code: 'EAGAIN' }), 0)) as unknown as typeof fsWrite;
    const d = createLogDestination({ fd: f.fd, size: 256, write });
    const all = lines(20);
    for (const l of all) d.write(l);
    d.flush();
    await new Promise((r) => setTimeout(r, 30)); // the first buffers have met a full pipe and wait to be retried
    d.flushSync();
    expect(f.read()).toBe(all.join(''));
    f.close();
  });

  it('stops writing to a stdout that is gone, rather than warning about it into the same stdout every turn', async () => {
    let calls = 0;
    const write = ((...args: unknown[]) => (calls++, (args.at(-1) as (err: Error, n: number) => void)(Object.assign(new Error('gone'), { code: 'EPIPE' }), 0))) as unknown as typeof fsWrite;
    const told: number[] = [];
    const d = createLogDestination({ fd: 1, flushMs: 5, write, onDropped: (n) => told.push(n) });
    for (const l of lines(3)) d.write(l);
    await expect.poll(() => calls, { timeout: 5000 }).toBeGreaterThanOrEqual(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(calls).toBe(1);
    expect(d.stats.dropped).toBe(3);
    expect(told).toEqual([]);
  });

  it('writes a full buffer at once, on the caller\'s turn, where the descriptor cannot block (direct)', () => {
    const f = logFile();
    const d = createLogDestination({ fd: f.fd, size: 256, direct: true });
    const all = lines(20); // more than one buffer
    for (const l of all) d.write(l);
    expect(f.read().length).toBeGreaterThan(0); // no turn of the event loop in between
    expect(all.join('').startsWith(f.read())).toBe(true);
    d.flushSync();
    expect(f.read()).toBe(all.join(''));
    f.close();
  });

  it('writes directly to a file, and to a pipe only once it is in non-blocking mode', () => {
    const f = logFile();
    expect(directWrites(f.fd)).toBe(true);
    f.close();
    const dir = mkdtempSync(path.join(tmpdir(), 'log-fifo-'));
    dirs.push(dir);
    spawnSync('mkfifo', [path.join(dir, 'fifo')]);
    const blocking = openSync(path.join(dir, 'fifo'), constants.O_RDWR); // a pipe nobody made non-blocking
    expect(directWrites(blocking)).toBe(false);
    closeSync(blocking);
  });

  it("puts a piped stdout in non-blocking mode and then writes to it directly", async () => {
    const script = "import('./server/log-destination.ts').then((m) => { const fd1 = () => require('node:fs').readFileSync('/proc/self/fdinfo/1', 'utf8'); const before = /flags:\\s+(\\d+)/.exec(fd1())[1]; process.stderr.write(JSON.stringify({ before: (parseInt(before, 8) & 0o4000) !== 0, direct: m.directWrites(1) })); })";
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stdout.resume();
    child.stderr.setEncoding('utf8').on('data', (c: string) => (err += c));
    await new Promise((r) => child.on('close', r));
    expect(JSON.parse(err)).toEqual({ before: false, direct: true });
  });

  it('carries a start-up failure to stdout before the process exits', () => {
    const r = spawnSync(process.execPath, [path.resolve('dist/server/main.js')], { env: { PATH: process.env.PATH ?? '', PORT: 'not-a-port' }, encoding: 'utf8', timeout: 30_000 });
    expect(r.status).toBe(1);
    const fatal = r.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { level: number; msg: string }).find((l) => l.level === 60);
    expect(fatal?.msg).toMatch(/PORT/);
  });
});
