// Politeness toward the source: request starts spaced by a minimum interval (however many run
// at once), a bounded number at once, and per-day pauses before a failed day is asked again.
import { setTimeout as sleep } from 'node:timers/promises';

/** Waits for the next free slot; slots are taken in call order, `intervalMs` apart. */
export function spacing(intervalMs: number): (signal: AbortSignal) => Promise<void> {
  let next = 0;
  return async (signal) => {
    const now = performance.now();
    const at = Math.max(now, next);
    next = at + intervalMs;
    if (at > now) await sleep(at - now, undefined, { signal, ref: false });
  };
}

/** Runs `fn` over `items` with at most `n` at once, in order. */
export async function eachLimited<T>(items: readonly T[], n: number, fn: (item: T) => Promise<void>): Promise<void> {
  let i = 0;
  const worker = async () => {
    while (i < items.length) await fn(items[i++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(n, items.length)) }, worker));
}

/** Days that failed: when each may be asked again, and those the source answered 404. */
export class Pauses {
  private until = new Map<string, number>();
  readonly notFound = new Set<string>();

  ready(date: string): boolean { return (this.until.get(date) ?? 0) <= performance.now(); }
  pause(date: string, ms: number): void { this.until.set(date, performance.now() + ms); }
  forget(date: string): void {
    this.until.delete(date);
    this.notFound.delete(date);
  }
}
