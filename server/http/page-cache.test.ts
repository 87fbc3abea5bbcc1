// The page cache's lifetimes: read on every cached answer, so a read must cost no more than the
// lookup (no timer per read), and a page past its lifetime is never answered.
import { describe, it, expect, afterEach, vi } from 'vitest';
import { createPageCache, toPage } from './page-cache.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('the page cache', () => {
  it('reads a page with a lifetime without scheduling a timer', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const cache = createPageCache({ maxBytes: 1 << 20, ttlSeconds: 300 });
    cache.set('/', toPage('<!doctype html><p>Merhaba</p>'));
    for (let i = 0; i < 3; i++) expect(cache.get('/')).toBeDefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops answering with a page once its lifetime has ended', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20, ttlSeconds: 300 });
    cache.set('/kampanyalar/', toPage('<!doctype html><p>Son gün</p>'), 30);
    expect(cache.get('/kampanyalar/')).toBeDefined();
    await new Promise((r) => setTimeout(r, 60));
    expect(cache.get('/kampanyalar/')).toBeUndefined();
  });
});
