// /metrics in Prometheus format: requests by route key and status (never a raw path), latency,
// page-cache hits and misses, memory and event-loop lag; behind a bearer token, 404 in
// production without one; with cluster workers, one scrape counts the whole instance.
import { describe, it, expect, afterEach } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app.js';
import { startServerProcess, get, type ServerProcess } from '../../scripts/server-process.js';
import http from 'node:http';

const TOKEN = 'metrics-token-0123456789';
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(series + ' '));
  return line ? Number(line.slice(series.length + 1)) : undefined;
};

describe('/metrics', () => {
  it('counts pages by route key and status, cache hits and misses, without raw paths; needs the token', async () => {
    const { app } = await testApp({ metricsToken: TOKEN });
    await request(app).get('/kurumsal/'); // rendered: a miss
    await request(app).get('/kurumsal/'); // fast path: a hit
    await request(app).get('/kurumsal/?utm_source=gizli'); // a hit
    await request(app).get('/blog/yok-boyle-bir-yazi-05321234567/'); // 404
    expect((await request(app).get('/metrics')).status).toBe(401);
    expect((await request(app).get('/metrics').set('authorization', 'Bearer wrong-token-0123456789')).status).toBe(401);
    const res = await request(app).get('/metrics').set('authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(value(res.text, 'http_requests_total{route="corporate",status="200"}')).toBe(3);
    expect(value(res.text, 'page_cache_hits_total')).toBe(2);
    expect(value(res.text, 'page_cache_misses_total')).toBe(1);
    expect(value(res.text, 'page_cache_pages')).toBe(1);
    expect(value(res.text, 'page_cache_bytes')).toBeGreaterThan(10_000);
    expect(res.text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",route="corporate"\} \d/);
    expect(res.text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(res.text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(res.text).not.toMatch(/^nodejs_gc_duration_seconds/m); // METRICS_GC is off by default
    // The whole number: its first digits can turn up inside a metric value (1805324288 bytes).
    expect(res.text).not.toMatch(/yok-boyle|05321234567|gizli|kurumsal/);
  });

  it('times garbage collections by kind when METRICS_GC asks for it', async () => {
    const { app } = await testApp({ metricsToken: TOKEN, metricsGc: true });
    let garbage: object[] = [];
    for (let i = 0; i < 1e6; i++) { // a few young-generation collections
      garbage.push({ i });
      if (garbage.length > 10_000) garbage = [];
    }
    await new Promise((r) => setTimeout(r, 50)); // the observer's entries arrive on a later turn
    const res = await request(app).get('/metrics').set('authorization', `Bearer ${TOKEN}`);
    expect(value(res.text, 'nodejs_gc_duration_seconds_count{kind="minor"}')).toBeGreaterThan(0);
  });

  it('is a 404 in production without a token, and open in development', async () => {
    const { app: prod } = await testApp({ env: 'production' });
    const res = await request(prod).get('/metrics');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('http_requests_total');
    const { app: dev } = await testApp({ env: 'development' });
    expect((await request(dev).get('/metrics')).status).toBe(200);
  });
});

describe('/content-problems', () => {
  it('needs the operators\' token as /metrics does, and lists none for the embedded content', async () => {
    const { app } = await testApp({ metricsToken: TOKEN });
    expect((await request(app).get('/content-problems')).status).toBe(401);
    const res = await request(app).get('/content-problems').set('authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ source: 'file', documents: [] });
    expect((await request((await testApp({ env: 'production' })).app).get('/content-problems')).status).toBe(404);
  });
});

describe('/metrics with cluster workers', () => {
  let server: ServerProcess | undefined;
  afterEach(async () => server?.stop());

  it('one scrape sums the requests every worker answered', async () => {
    server = await startServerProcess({ WEB_CONCURRENCY: '2', METRICS_TOKEN: TOKEN });
    const s = server;
    const end = Date.now() + 40_000;
    // Both workers warmed (so the requests below do not queue behind the warm-up's renders).
    while (s.logs.filter((l) => l.msg === 'page cache warmed').length < 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    // Fresh connections: the primary hands them to the workers in turn (node:cluster's round robin),
    // so a scrape answered by one worker alone would count about half.
    await Promise.all(Array.from({ length: 40 }, () => get(s.port, '/kurumsal/')));
    const scrape = await new Promise<string>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: s.port, path: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (c: string) => (body += c)).on('end', () => resolve(body));
      }).on('error', reject);
    });
    expect(value(scrape, 'http_requests_total{route="corporate",status="200"}')).toBe(40);
  }, 60_000);
});
