// Rate limits shared across processes through a real Redis (Debian's redis-server, found or
// installed by scripts/ensure-redis.mjs in npm test's pretest): two app instances, as two
// processes behind a router would be, count one client together; with Redis gone, the site
// keeps answering.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import request from 'supertest';
import type { ChildProcess } from 'node:child_process';
import { startRedis } from '../../scripts/redis-process.js';
import { pino } from 'pino';
import { testConfig } from '../helpers/app.js';
import { createSite } from '../../server/site.js';
import { createApp } from '../../server/app.js';
import { redisRateLimitStore, type SharedRateLimitStore } from '../../server/http/rate-limit-redis.js';

let redis: ChildProcess;
let url: string;
const stores: SharedRateLimitStore[] = [];
beforeAll(async () => {
  ({ url, process: redis } = await startRedis());
});
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close().catch(() => undefined)));
  redis?.kill('SIGKILL');
});

async function instance() {
  const config = testConfig({ redisUrl: url, rateLimits: { search: 3, phone: 5, forms: 5, reports: 5 } });
  const shared = await redisRateLimitStore(url, pino({ level: 'silent' }));
  stores.push(shared);
  return createApp(await createSite(config), { logger: pino({ level: 'silent' }), rateLimitStore: shared.store });
}

describe('rate limits in Redis', () => {
  it('two processes count one client together', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    const search = (app: typeof a) => request(app).get('/api/umbraco').set('x-forwarded-for', '198.51.100.7').query({ endpoint: '/SearchApi/Search', searchTerm: 'kart', lang: 'tr' });
    expect((await search(a)).status).toBe(200);
    expect((await search(b)).status).toBe(200);
    expect((await search(a)).status).toBe(200);
    const fourth = await search(b);
    expect(fourth.status).toBe(429);
    expect(fourth.headers['ratelimit-policy']).toMatch(/^"search"; q=3; w=60/);
    // Another client is counted apart, on either process.
    expect((await request(a).get('/api/umbraco').set('x-forwarded-for', '198.51.100.8').query({ endpoint: '/SearchApi/Search', searchTerm: 'kart', lang: 'tr' })).status).toBe(200);
  });

  it('with Redis gone, requests are let through rather than failing', async () => {
    const app = await instance();
    redis.kill('SIGKILL');
    await new Promise((r) => redis.once('exit', r));
    for (let i = 0; i < 5; i++) {
      const res = await request(app).get('/api/umbraco').set('x-forwarded-for', '198.51.100.9').query({ endpoint: '/SearchApi/Search', searchTerm: 'kart', lang: 'tr' });
      expect(res.status).toBe(200);
    }
  });
});
