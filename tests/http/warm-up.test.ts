// After start-up the page cache is warmed with every sitemap URL, so the first visitor of a
// page gets the cached answer (no Server-Timing: that header is only on renders); readiness
// does not wait for it longer than a few seconds.
import { describe, it, expect, afterEach } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app.js';
import { warmPageCache } from '../../server/http/warm-up.js';
import { startServerProcess, get, type ServerProcess } from '../../scripts/server-process.js';

describe('page-cache warm-up', () => {
  it('renders every sitemap page into the cache; the first request for each is a hit', async () => {
    const { app } = await testApp();
    expect((await request(app).get('/hakkimizda/')).headers['server-timing']).toBeDefined(); // cold: rendered
    const { app: warmed, deps: warm } = await testApp();
    const result = await warmPageCache(warm);
    expect(result.pages).toBeGreaterThan(40);
    expect(warm.pageCache.size).toBe(result.pages);
    for (const path of ['/hakkimizda/', '/en/about-us/', '/sikca-sorulan-sorular/', '/blog/']) {
      const res = await request(warmed).get(path);
      expect([path, res.status, res.headers['server-timing']]).toEqual([path, 200, undefined]);
    }
    expect(warm.pageCache.stats).toEqual({ hits: 4, misses: 0 });
  });

  it('answers requests while it runs, and stops when told to', async () => {
    const { app, deps } = await testApp();
    let n = 0;
    const running = warmPageCache(deps, { stopped: () => ++n > 5 });
    expect((await request(app).get('/iletisim/')).status).toBe(200);
    expect((await running).pages).toBeLessThanOrEqual(5);
  });

  it('in the real server: warmed after start, ready within a few seconds, the first visit a cache hit', async () => {
    let server: ServerProcess | undefined;
    try {
      server = await startServerProcess();
      const s = server;
      const end = Date.now() + 30_000;
      while (!s.logs.some((l) => l.msg === 'page cache warmed') && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
      expect(s.logs.find((l) => l.msg === 'page cache warmed')?.pages).toBeGreaterThan(40);
      expect((await get(s.port, '/readyz')).status).toBe(200);
      const first = await get(s.port, '/kurumsal-yonetim/');
      expect([first.status, first.headers['server-timing']]).toEqual([200, undefined]);
    } finally {
      await server?.stop();
    }
  }, 60_000);
});
