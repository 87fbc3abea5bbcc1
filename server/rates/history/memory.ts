// The days held in memory, answering the request path: a year of ~20 currencies is small, so
// days() and newest() never wait on a store or the network, and never throw.
import type { Bulletin } from '../tcmb-xml.js';
import type { HistoryDay, RateHistory } from './types.js';

export interface DayLog { warn(obj: object, msg: string): void; info(obj: object, msg: string): void }

export class DayMemory implements Pick<RateHistory, 'days' | 'newest' | 'onBulletin'> {
  private byDate = new Map<string, HistoryDay>();
  private sorted: HistoryDay[] = [];
  private newestBulletin?: Bulletin;
  private listeners = new Set<(b: Bulletin) => void>();

  constructor(private log?: DayLog) {}

  has(date: string): boolean { return this.byDate.has(date); }
  get size(): number { return this.byDate.size; }

  /** The newest date with a bulletin after `date`, if any: proof that `date` was skipped. */
  hasBulletinAfter(date: string): boolean { return !!this.newestBulletin && this.newestBulletin.date > date; }

  /** Adds days not held yet; `announce` tells the listeners of each new bulletin. */
  add(days: readonly HistoryDay[], announce: boolean): void {
    const fresh = days.filter((d) => !this.byDate.has(d.date));
    if (!fresh.length) return;
    for (const d of fresh) {
      this.byDate.set(d.date, d);
      if (d.bulletin && (!this.newestBulletin || d.bulletin.date > this.newestBulletin.date)) this.newestBulletin = d.bulletin;
    }
    this.sorted = [...this.byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
    if (announce) for (const d of fresh) if (d.bulletin) this.announce(d.bulletin);
  }

  private announce(b: Bulletin): void {
    for (const l of this.listeners) {
      try {
        l(b);
      } catch (err) {
        this.log?.warn({ err: (err as Error).message, date: b.date }, 'a rate-history listener failed');
      }
    }
  }

  days(from: string, to: string): readonly HistoryDay[] {
    return this.sorted.filter((d) => d.date >= from && d.date <= to);
  }

  newest(): Bulletin | undefined { return this.newestBulletin; }

  onBulletin(listener: (b: Bulletin) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
}
