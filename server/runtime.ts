// The runtime settings of every serving process, whatever starts the site (`npm start`, the
// Procfile, a bare `node dist/server/main.js`): V8 heap flags and glibc's malloc arena limit.
// Both must be in place when a process starts (V8 sizes its heap, glibc reads
// MALLOC_ARENA_MAX, before any of our code runs), so they are given to the processes that
// serve: the cluster primary forks its workers with them (execArgv and environment), and a
// single process started without them replaces itself (process.execve: same process id, so
// the platform's signals still reach it) with one that has them.
//
// The defaults below are chosen by `npm run bench` (its runtime A/B; figures in
// docs/performance.md); an operator changes them with NODE_RUNTIME_FLAGS and MALLOC_ARENA_MAX
// (server/config.ts), nowhere else. Each serving process also keeps one tick object from its
// start and its latest request and response (keepTickShape, keepingRequestShapes), so a full GC
// never drops the shapes Node's code builds them with.
import { executionAsyncResource } from 'node:async_hooks';
import type { RequestListener } from 'node:http';

export interface RuntimeSettings {
  /** Node options for each serving process, e.g. --max-semi-space-size=2. */
  nodeFlags: string[];
  /** glibc's MALLOC_ARENA_MAX for each serving process; 0 leaves glibc's default (8 per core). */
  mallocArenaMax: number;
}

// A small young generation and one malloc arena keep a worker's memory down at no measured cost
// to visitors; without allocation-site pretenuring, V8 never starts making each request's
// short-lived state in the old generation, which answers cached pages faster. V8's compilers
// stay as they are (docs/performance.md, Runtime settings).
export const DEFAULT_RUNTIME: RuntimeSettings = {
  nodeFlags: ['--max-semi-space-size=2', '--heap-growing-percent=20', '--no-allocation-site-pretenuring'],
  mallocArenaMax: 1,
};

/** An operator's option for an instance short of memory (docs/operations.md): without V8's two
 *  middle compilers a worker keeps less compiled code, and renders what is not cached more slowly. */
export const SMALL_INSTANCE_FLAGS = ['--no-maglev', '--no-sparkplug'];

/** The option's name, without its value: --max-semi-space-size=2 → --max-semi-space-size. */
const flagName = (f: string) => f.split('=')[0]!;

/** Whether this process already runs with the settings (its command line and environment). */
export function hasRuntime(settings: RuntimeSettings, execArgv = process.execArgv, env = process.env): boolean {
  const arenaOk = settings.mallocArenaMax === 0 ? env.MALLOC_ARENA_MAX === undefined || env.MALLOC_ARENA_MAX === '0' : env.MALLOC_ARENA_MAX === String(settings.mallocArenaMax);
  return arenaOk && settings.nodeFlags.every((f) => execArgv.includes(f));
}

/** A worker's Node options: the parent's own, less any it sets itself, then the settings'. */
export function workerExecArgv(settings: RuntimeSettings, execArgv = process.execArgv): string[] {
  const managed = new Set(settings.nodeFlags.map(flagName));
  return [...execArgv.filter((f) => !managed.has(flagName(f))), ...settings.nodeFlags];
}

/** A worker's environment additions. */
export const workerEnv = (settings: RuntimeSettings): Record<string, string> => ({ MALLOC_ARENA_MAX: String(settings.mallocArenaMax) });

/** Set in the environment of a process that re-executed itself: it never does so twice. */
const REEXECUTED = 'SITE_RUNTIME_REEXECUTED';

/**
 * Replaces this process with the same command plus the runtime settings (same pid, stdio and
 * arguments); on success it does not return. It returns, doing nothing, in a process that
 * already did so once (its settings then are what Node accepted) or where execve is missing.
 */
export function reexecWithRuntime(settings: RuntimeSettings): void {
  if (process.env[REEXECUTED] || typeof process.execve !== 'function') return;
  const args = [process.execPath, ...workerExecArgv(settings), ...process.argv.slice(1)];
  process.execve(process.execPath, args, { ...process.env, ...workerEnv(settings), [REEXECUTED]: '1' });
}

/**
 * Keeps one of Node's tick objects for the life of the process, so the object shape every
 * process.nextTick builds is never collected by a full GC. Rebuilt after each one, it leaves
 * nextTick's property stores megamorphic for good (CHANGELOG.md, The tick object's shape).
 */
let keptTick: object | undefined;
export function keepTickShape(): Promise<void> {
  return new Promise((resolve) => process.nextTick(() => {
    keptTick ??= executionAsyncResource();
    resolve();
  }));
}

/**
 * Keeps the latest request and response a server answered, for the same reason: a full GC with
 * no request alive drops their shapes, and Node's request constructors stop caching their stores.
 * The latest, not the first: nothing a visitor sent is held past the next request. It wraps the
 * server's listener rather than adding one: a second listener costs every request an array copy.
 */
let keptRequest: object | undefined;
let keptResponse: object | undefined;
export function keepingRequestShapes(listener: RequestListener): RequestListener {
  return (req, res) => {
    keptRequest = req;
    keptResponse = res;
    listener(req, res);
  };
}
