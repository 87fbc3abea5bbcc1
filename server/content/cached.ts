// node-cache in front of any content source. Every method is cached by its name and
// arguments; concurrent misses for the same key share one call to the source.
import NodeCache from 'node-cache';
import type { ContentSource } from './source.js';

export function cachedContentSource(source: ContentSource, cache: NodeCache): ContentSource {
  const pending = new Map<string, Promise<unknown>>();
  const wrap =
    <A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const key = `content:${name}:${JSON.stringify(args)}`;
      const hit = cache.get<{ v: R }>(key);
      if (hit) return hit.v;
      let p = pending.get(key) as Promise<R> | undefined;
      if (!p) {
        p = fn(...args).then(
          (v) => {
            // Wrapped so that `undefined` (a missing page) is cached too.
            cache.set(key, { v });
            pending.delete(key);
            return v;
          },
          (e: unknown) => {
            pending.delete(key);
            throw e;
          },
        );
        pending.set(key, p);
      }
      return p;
    };
  const out = {} as Record<string, unknown>;
  for (const [name, fn] of Object.entries(source)) out[name] = wrap(name, fn as (...a: unknown[]) => Promise<unknown>);
  return out as unknown as ContentSource;
}
