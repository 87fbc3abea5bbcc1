import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { checkBuild } from './build-check.js';

function storage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), map: m };
}

describe('checkBuild (stale tab after a deploy)', () => {
  let store: ReturnType<typeof storage>;
  beforeEach(() => {
    store = storage();
    vi.stubGlobal('sessionStorage', store);
  });
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number, body: unknown = {}) => {
    const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('reloads once when the latest build differs, and marks the reload', async () => {
    const fetch = answer(200, { id: 'new' });
    const reload = vi.fn();
    expect(await checkBuild('old', reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]![0]).toMatch(/^\/builds\/latest\.json\?t=\d+$/);
    expect(Date.now() - Number(store.map.get('islands:reload'))).toBeLessThan(1000);
  });

  it('does not reload for the same build, a 404, a 403, a 500, bad JSON or a network error', async () => {
    const reload = vi.fn();
    answer(200, { id: 'same' });
    expect(await checkBuild('same', reload)).toBe(false);
    for (const status of [404, 403, 500]) {
      answer(status, { id: 'new' });
      expect(await checkBuild('old', reload)).toBe(false);
    }
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 200 }));
    expect(await checkBuild('old', reload)).toBe(false);
    vi.stubGlobal('fetch', async () => { throw new TypeError('offline'); });
    expect(await checkBuild('old', reload)).toBe(false);
    answer(200, { other: 'shape' });
    expect(await checkBuild('old', reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(store.map.has('islands:reload')).toBe(false);
  });

  it('does not even ask within 10 s of a reload, and asks again after', async () => {
    const fetch = answer(200, { id: 'new' });
    const reload = vi.fn();
    store.setItem('islands:reload', String(Date.now() - 9_000));
    expect(await checkBuild('old', reload)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    store.setItem('islands:reload', String(Date.now() - 11_000));
    expect(await checkBuild('old', reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('works when sessionStorage is blocked (no reload loop guard, so no reload)', async () => {
    vi.stubGlobal('sessionStorage', { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } });
    answer(200, { id: 'new' });
    const reload = vi.fn();
    expect(await checkBuild('old', reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks once per page when several chunks fail together', async () => {
    vi.resetModules();
    const { recoverFromChunkError } = await import('./build-check.js');
    const fetch = answer(200, { id: 'new' });
    const reload = vi.fn();
    const results = await Promise.all([recoverFromChunkError('old', reload), recoverFromChunkError('old', reload)]);
    expect(results).toEqual([true, true]);
    expect(fetch).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });
});
