// Under a burst of uncached renders a real server refuses what its render queue cannot hold
// with a 503, Retry-After and the readable error page — never a 500 — and serves again as
// soon as the burst is over. Loopback only, a few dozen requests.
import { describe, it, expect } from 'vitest';
import http from 'node:http';
import { startServerProcess, get } from '../../scripts/server-process.js';

describe('render limit in a real server', () => {
  it('answers a burst beyond its queue with 503 + Retry-After and the error page, then serves again', async () => {
    const server = await startServerProcess({ PAGE_CACHE: 'false', PAGE_CACHE_WARM: 'false', RENDER_CONCURRENCY: '1', RENDER_QUEUE: '1' });
    try {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 40 });
      // Forty connections opened first, so the burst's requests arrive together: a render takes
      // well under a millisecond, and requests spread over the connections' set-up would not overlap.
      await Promise.all(Array.from({ length: 40 }, () => get(server.port, '/readyz', 20_000, agent)));
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => get(server.port, i % 2 ? '/kurumsal/' : '/en/about-us/', 20_000, agent)));
      agent.destroy();
      const statuses = answers.map((a) => a.status);
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
      expect(statuses).toContain(200);
      const refused = answers.filter((a) => a.status === 503);
      expect(refused.length).toBeGreaterThan(0);
      for (const [i, a] of answers.entries()) {
        if (a.status !== 503) continue;
        // Each refusal in its page's language (the even requests ask for the English page).
        expect(a.body, `request ${i}`).toContain(i % 2 ? '<html lang="tr"' : '<html lang="en"');
        expect(a.headers['retry-after']).toBe('1');
        expect(a.headers['cache-control']).toBe('no-store');
        expect(a.body).toMatch(/<html lang="(tr|en)"/);
        expect(a.body).toMatch(/yeniden dene|try again/i);
        expect(a.body).toMatch(/class="error-code" aria-hidden="true">503</);
      }
      expect((await get(server.port, '/kurumsal/')).status).toBe(200);
      // Log lines reach stdout in batches, at most 100 ms apart.
      const warned = () => server.logs.filter((l) => l.status === 503 && l.level === 40 && (l.route === 'aboutUs' || l.route === 'corporate')).length;
      for (let i = 0; i < 40 && warned() < refused.length; i++) await new Promise((r) => setTimeout(r, 50));
      // No error lines: a refusal is the server's choice, logged as a warning.
      expect(server.logs.filter((l) => Number(l.level) >= 50)).toEqual([]);
      expect(warned()).toBe(refused.length);
    } finally {
      await server.stop();
    }
  }, 60_000);
});
