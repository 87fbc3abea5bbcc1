// One pass of the archive reader, run by the process holding the lease: every day of the window
// not stored yet, newest first. Weekends and the whole-day holidays content lists are stored as
// "no bulletin" without a request; a
// business day's 404 becomes "no bulletin" only once a later bulletin is held (a holiday the
// bank skipped); otherwise the day, like any failure, is left unstored and asked again later.
import { readArchiveDay, type ArchiveOptions } from './archive.js';
import { addDays, isWeekend } from '../../calendar.js';
import { datesBack, isDue, today } from './calendar.js';
import { eachLimited, type Pauses } from './pace.js';
import type { DayLog, DayMemory } from './memory.js';
import type { DayStore } from './store.js';
import type { HistoryDay } from './types.js';

export interface FillContext {
  store: DayStore;
  memory: DayMemory;
  archive: ArchiveOptions;
  pauses: Pauses;
  /** Waits for the next request slot (pace.ts spacing). */
  slot: (signal: AbortSignal) => Promise<void>;
  /** Renews this process's lease; false when another process took it. */
  renew: () => Promise<boolean>;
  now: () => Date;
  windowDays: number;
  concurrency: number;
  retryMs: number;
  signal: AbortSignal;
  log?: DayLog;
  /** Türkiye's whole-day holidays (content): no bulletin, known without a request. */
  closed: ReadonlySet<string>;
}

/** Failures in a row that end a pass: a source that is down is not asked for every day. */
const MAX_FAILURES = 3;

async function save(c: FillContext, day: HistoryDay): Promise<void> {
  const stored = await c.store.put(day);
  // Stored meanwhile by another process: what the store holds is the day.
  const held = stored ? [day] : await c.store.read([day.date]);
  c.pauses.forget(day.date);
  c.memory.add(held, true);
}

/** 404'd business days with a later bulletin now held: skipped by the bank, stored without a request. */
async function settleSkipped(c: FillContext): Promise<void> {
  for (const date of [...c.pauses.notFound].sort().reverse()) {
    if (!c.memory.has(date) && c.memory.hasBulletinAfter(date)) await save(c, { date, bulletin: null });
  }
}

/** The window's days to ask the source for now: not held, business days, published, not paused. */
export function dueDays(c: Pick<FillContext, 'memory' | 'pauses' | 'now' | 'windowDays'> & { closed?: ReadonlySet<string> }): { weekends: string[]; requests: string[] } {
  const now = c.now();
  const to = today(now);
  const open = datesBack(addDays(to, 1 - c.windowDays), to).filter((d) => !c.memory.has(d));
  const closed = (d: string) => isWeekend(d) || !!c.closed?.has(d);
  return {
    weekends: open.filter(closed),
    requests: open.filter((d) => !closed(d) && isDue(d, now) && c.pauses.ready(d)),
  };
}

export async function fillPass(c: FillContext): Promise<void> {
  const { weekends, requests } = dueDays(c);
  const held = c.memory.size;
  for (const date of weekends) await save(c, { date, bulletin: null });
  await settleSkipped(c);
  const pass = { failures: 0, over: false };
  await eachLimited(requests, c.concurrency, (date) => readDay(c, date, pass));
  await settleSkipped(c);
  if (c.memory.size > held) c.log?.info({ stored: c.memory.size - held, newest: c.memory.newest()?.date }, 'rate history: days stored from the archive');
}

async function readDay(c: FillContext, date: string, pass: { failures: number; over: boolean }): Promise<void> {
  if (pass.over || c.memory.has(date) || (c.pauses.notFound.has(date) && c.memory.hasBulletinAfter(date))) return;
  await c.slot(c.signal);
  if (!(await c.renew())) return void (pass.over = true);
  try {
    const answer = await readArchiveDay(c.archive, date, c.signal);
    if (answer.kind === 'bulletin') await save(c, { date, bulletin: answer.bulletin });
    else notFound(c, date);
    pass.failures = 0;
  } catch (err) {
    if (c.signal.aborted) throw err;
    c.pauses.pause(date, c.retryMs);
    c.log?.warn({ date, err: (err as Error).message }, 'rate archive read failed; the day is asked again later');
    if (++pass.failures >= MAX_FAILURES) pass.over = true;
  }
}

function notFound(c: FillContext, date: string): void {
  c.pauses.notFound.add(date);
  // Skipped or not published yet: asked again later unless a later bulletin settles it first.
  if (!c.memory.hasBulletinAfter(date)) c.pauses.pause(date, c.retryMs);
}
