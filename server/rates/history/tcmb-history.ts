// The history read from the Central Bank's archive into a store (SQLite or PostgreSQL), in the
// background: every poll, each process re-reads the days others stored (its listeners hear of
// new bulletins) and tries the lease; the holder alone asks the archive for what is missing.
// The request path reads memory only. Nothing here throws to a caller but close().
import { randomUUID } from 'node:crypto';
import { addDays } from '../../calendar.js';
import { today } from './calendar.js';
import { DayMemory, type DayLog } from './memory.js';
import { fillPass, type FillContext } from './fill.js';
import { Pauses, spacing } from './pace.js';
import type { ArchiveOptions } from './archive.js';
import type { DayStore } from './store.js';
import type { RateHistory } from './types.js';

export interface TcmbHistoryOptions {
  openStore: () => Promise<DayStore>;
  archive: ArchiveOptions;
  requestsPerSecond: number;
  concurrency: number;
  pollMs: number;
  retryMs: number;
  leaseMs: number;
  windowDays: number;
  now: () => Date;
  log?: DayLog;
  /** Türkiye's whole-day holidays, read before each pass (content may change them). */
  closedDays?: () => Promise<ReadonlySet<string>>;
}

export function tcmbHistory(o: TcmbHistoryOptions): RateHistory {
  const memory = new DayMemory(o.log);
  const stop = new AbortController();
  const holder = randomUUID();
  let store: DayStore | undefined;
  let loaded = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const context = (s: DayStore, closed: ReadonlySet<string> = new Set()): FillContext => ({ closed,
    store: s, memory, archive: o.archive, pauses, slot, now: o.now, windowDays: o.windowDays, concurrency: o.concurrency,
    retryMs: o.retryMs, signal: stop.signal, log: o.log, renew: () => s.lease(holder, o.now().getTime(), o.leaseMs),
  });
  const pauses = new Pauses();
  const slot = spacing(1000 / o.requestsPerSecond);

  // Days stored by any process (this one's included) that memory lacks.
  const reread = async (s: DayStore) => {
    const from = addDays(today(o.now()), 1 - o.windowDays);
    const missing = (await s.dates(from)).filter((d) => !memory.has(d));
    if (missing.length) memory.add(await s.read(missing), loaded);
    loaded = true;
  };
  const tick = async () => {
    store ??= await o.openStore();
    await reread(store);
    if (await context(store).renew()) await fillPass(context(store, (await o.closedDays?.()) ?? new Set()));
  };
  const loop = () => {
    running = tick()
      .catch((err: Error) => { if (!stop.signal.aborted) o.log?.warn({ err: err.message }, 'rate history: store or archive failed; retried at the next poll'); })
      .finally(() => { if (!stop.signal.aborted) timer = setTimeout(loop, o.pollMs).unref(); });
  };
  loop();

  return {
    sample: false,
    days: (from, to) => memory.days(from, to),
    newest: () => memory.newest(),
    onBulletin: (listener) => memory.onBulletin(listener),
    async close() {
      if (stop.signal.aborted) return;
      stop.abort();
      clearTimeout(timer);
      await running;
      await store?.release(holder).catch(() => {});
      await store?.close();
    },
  };
}
