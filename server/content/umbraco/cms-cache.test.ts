import { describe, it, expect } from 'vitest';
import NodeCache from 'node-cache';
import { CmsCache, UpstreamTimeout, remember } from './cms-cache.js';

function setup(over: Partial<ConstructorParameters<typeof CmsCache>[0]> = {}) {
  let t = 1_000_000;
  const cache = new CmsCache({ freshMs: 1000, staleWhileRevalidateMs: 5000, staleIfErrorMs: 60_000, timeoutMs: 200, maxEntries: 100, now: () => t, ...over });
  let calls = 0;
  let answer: () => Promise<string> = async () => `v${calls}`;
  const load = () => { calls++; return answer(); };
  return {
    cache, load,
    advance: (ms: number) => { t += ms; },
    calls: () => calls,
    answer: (f: () => Promise<string>) => { answer = f; },
  };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('CmsCache (RFC 5861 rules in front of the CMS)', () => {
  it('answers from memory while fresh', async () => {
    const s = setup();
    expect(await s.cache.get('k', s.load)).toBe('v1');
    s.advance(999);
    expect(await s.cache.get('k', s.load)).toBe('v1');
    expect(s.calls()).toBe(1);
  });

  it('stale-while-revalidate: answers the stale value at once and refreshes it in the background', async () => {
    const s = setup();
    await s.cache.get('k', s.load);
    s.advance(2000);
    expect(await s.cache.get('k', s.load)).toBe('v1');
    await tick();
    expect(s.calls()).toBe(2);
    expect(await s.cache.get('k', s.load)).toBe('v2');
  });

  it('stale-if-error: past stale-while-revalidate a failing call answers the last good value, until stale-if-error runs out', async () => {
    const s = setup();
    await s.cache.get('k', s.load);
    s.advance(10_000);
    s.answer(async () => { throw new Error('503'); });
    expect(await s.cache.get('k', s.load)).toBe('v1');
    expect(s.cache.stats.staleIfError).toBe(1);
    s.advance(60_000);
    await expect(s.cache.get('k', s.load)).rejects.toThrow('503');
  });

  it('many concurrent misses make one upstream call', async () => {
    const s = setup();
    s.answer(() => new Promise((r) => setTimeout(() => r('once'), 20)));
    const all = await Promise.all(Array.from({ length: 50 }, () => s.cache.get('k', s.load)));
    expect(new Set(all)).toEqual(new Set(['once']));
    expect(s.calls()).toBe(1);
  });

  it('a call that takes longer than the timeout fails (and its signal is aborted)', async () => {
    const s = setup({ timeoutMs: 30 });
    let aborted = false;
    await expect(s.cache.get('k', (signal) => new Promise((r) => {
      signal.addEventListener('abort', () => { aborted = true; });
      setTimeout(() => r('late'), 300);
    }))).rejects.toBeInstanceOf(UpstreamTimeout);
    expect(aborted).toBe(true);
  });

  it('invalidate() makes the next read call upstream, and keeps the old value for stale-if-error', async () => {
    const s = setup();
    await s.cache.get('k', s.load);
    s.cache.invalidate();
    expect(await s.cache.get('k', s.load)).toBe('v2');
    s.cache.invalidate();
    s.answer(async () => { throw new Error('down'); });
    expect(await s.cache.get('k', s.load)).toBe('v2');
  });

  it('is bounded: past maxEntries the oldest key makes room', async () => {
    const s = setup({ maxEntries: 100 });
    for (let i = 0; i < 250; i++) await s.cache.get(`k${i}`, s.load);
    expect(s.cache.size).toBe(100);
    s.cache.close();
  });
});

describe('remember', () => {
  it('when the node-cache is full, evicts its oldest entry instead of refusing the new one', () => {
    const cache = new NodeCache({ maxKeys: 2, useClones: false });
    remember(cache, 'a', 1);
    remember(cache, 'b', 2);
    expect(() => remember(cache, 'c', 3)).not.toThrow();
    expect(cache.keys().sort()).toEqual(['b', 'c']);
    expect(cache.get('c')).toBe(3);
  });
});
