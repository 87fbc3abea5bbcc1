// node-cache in front of every call to the CMS, with HTTP's stale-content rules (RFC 5861):
// - fresh for `freshMs`: answered from memory;
// - then stale-while-revalidate for `staleWhileRevalidateMs`: answered from memory at once
//   while one call in the background fetches the new value;
// - past that, a call is made and waited for; if it fails (down, timeout, 5xx), the last good
//   value is answered for up to `staleIfErrorMs` after it went stale;
// - concurrent misses of one key share one upstream call;
// - every call has a timeout (the caller's `load` receives an AbortSignal that fires after it);
// - the cache is bounded: at most `maxEntries` keys, the oldest making room (cached.ts's remember).
// Keys are built by the Umbraco source from the content model, never from request data.
// invalidate() (a webhook) makes entries due for a call at their next read while keeping
// them as the stale-if-error fallback.
import NodeCache from 'node-cache';

/** Stores a value; when the cache is full, the oldest entry makes room (node-cache refuses a new
 *  key when full, ECACHEFULL, and keeps keys in insertion order), so a read never fails on it. */
export function remember(cache: NodeCache, key: string, value: unknown): void {
  try {
    cache.set(key, value);
  } catch {
    const oldest = cache.keys()[0];
    if (oldest !== undefined) cache.del(oldest);
    try {
      cache.set(key, value);
    } catch {
      // Not cached this time; the read itself still succeeds.
    }
  }
}

export interface CmsCacheOptions {
  freshMs: number;
  staleWhileRevalidateMs: number;
  staleIfErrorMs: number;
  timeoutMs: number;
  maxEntries: number;
  now?: () => number;
  /** Told when a stale value is answered because the call failed. */
  onStaleIfError?: (key: string, err: unknown) => void;
}

interface Entry<T> { value: T; at: number; invalid: boolean }

export class UpstreamTimeout extends Error {
  override name = 'UpstreamTimeout';
}

export interface CmsCacheStats { hits: number; staleServed: number; staleIfError: number; calls: number; failures: number }

export class CmsCache {
  private readonly cache: NodeCache;
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly now: () => number;
  readonly stats: CmsCacheStats = { hits: 0, staleServed: 0, staleIfError: 0, calls: 0, failures: 0 };

  constructor(private readonly o: CmsCacheOptions) {
    this.now = o.now ?? Date.now;
    // Entries live as long as any rule may still answer them, then node-cache drops them.
    const ttl = Math.ceil((o.freshMs + Math.max(o.staleWhileRevalidateMs, o.staleIfErrorMs)) / 1000);
    this.cache = new NodeCache({ stdTTL: ttl, checkperiod: Math.min(600, Math.max(1, ttl)), useClones: false, maxKeys: o.maxEntries });
  }

  get size() { return this.cache.keys().length; }
  keys(): string[] { return this.cache.keys(); }
  get timeoutMs() { return this.o.timeoutMs; }

  /** Marks every entry (or the given ones) due for a fresh call at its next read. */
  invalidate(keys?: string[]): void {
    for (const k of keys ?? this.cache.keys()) {
      const e = this.cache.get<Entry<unknown>>(k);
      if (e) e.invalid = true;
    }
  }

  private call<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Promise<T> {
    let p = this.pending.get(key) as Promise<T> | undefined;
    if (p) return p;
    this.stats.calls++;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new UpstreamTimeout(`no answer within ${this.o.timeoutMs} ms`)), this.o.timeoutMs);
    p = new Promise<T>((resolve, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
      load(controller.signal).then(resolve, reject);
    })
      .then((value) => {
        remember(this.cache, key, { value, at: this.now(), invalid: false } satisfies Entry<T>);
        return value;
      })
      .finally(() => {
        clearTimeout(timer);
        this.pending.delete(key);
      });
    this.pending.set(key, p);
    p.catch(() => { this.stats.failures++; });
    return p;
  }

  async get<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const e = this.cache.get<Entry<T>>(key);
    if (e) {
      const age = this.now() - e.at;
      if (!e.invalid && age < this.o.freshMs) {
        this.stats.hits++;
        return e.value;
      }
      if (!e.invalid && age < this.o.freshMs + this.o.staleWhileRevalidateMs) {
        this.stats.staleServed++;
        this.call(key, load).catch(() => {}); // the background refresh; its failure keeps the stale value
        return e.value;
      }
    }
    try {
      return await this.call(key, load);
    } catch (err) {
      // `at` is when the value was fetched; it may answer until staleIfError past its freshness.
      if (e && this.now() - e.at < this.o.freshMs + this.o.staleIfErrorMs) {
        this.stats.staleIfError++;
        this.o.onStaleIfError?.(key, err);
        return e.value;
      }
      throw err;
    }
  }

  close(): void {
    this.cache.close();
  }
}
