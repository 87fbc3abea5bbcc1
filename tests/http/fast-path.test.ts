// The cached-page fast path answers exactly as the full pipeline does (same bytes, headers,
// ETag, 304, request log line), and hands over every case it must not decide alone.
import { describe, it, expect, beforeAll } from 'vitest';
import request from 'supertest';
import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo, Socket } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { testConfig, testApp } from '../helpers/app.js';
import { createSite, type SiteDeps } from '../../server/site.js';
import { createApp, type FrontDoor } from '../../server/app.js';
import { createLogger } from '../../server/logger.js';
import { createFastPath } from '../../server/http/fast-path.js';
import { msText } from '../../server/http/request-log.js';
import { securityHeaders, securityHeaderList } from '../../server/http/security-headers.js';

const comparable = (h: Record<string, string>) => {
  const { date: _d, 'x-request-id': _r, 'server-timing': _s, connection: _c, 'keep-alive': _k, ...rest } = h;
  return rest;
};

describe('a cached page answered on the fast path', () => {
  let app: FrontDoor;
  beforeAll(async () => ({ app } = await testApp()));

  it('has the bytes and headers of the rendered answer, for each encoding, HEAD and a conditional GET', async () => {
    // A browser's list gets brotli; each encoding has its own ETag (server/http/page-encoding.ts).
    const cases = [['/kurumsal/', 'gzip', 'gzip'], ['/iletisim/', 'br', 'br'], ['/en/', 'identity', undefined], ['/hakkimizda/', 'gzip, deflate, br, zstd', 'br']] as const;
    for (const [path, encoding, sent] of cases) {
      const rendered = await request(app).get(path).set('accept-encoding', encoding).buffer(true);
      expect(rendered.headers['server-timing']).toBeDefined(); // the first answer was a render
      const cached = await request(app).get(path).set('accept-encoding', encoding).buffer(true);
      expect(cached.headers['server-timing']).toBeUndefined();
      expect(comparable(cached.headers)).toEqual(comparable(rendered.headers));
      expect(cached.text).toBe(rendered.text);
      expect(cached.headers['content-encoding']).toBe(sent);
      expect(cached.headers.etag).toMatch(sent ? new RegExp(`^W/"[\\w-]{22}-${sent}"$`) : /^W\/"[\w-]{22}"$/);
      expect(cached.headers['x-request-id']).toMatch(/^[\w.-]{8,128}$/);
      expect(cached.headers['x-request-id']).not.toBe(rendered.headers['x-request-id']);
      const head = await request(app).head(path).set('accept-encoding', encoding);
      expect(head.headers['content-length']).toBe(cached.headers['content-length']);
      const again = await request(app).get(path).set('accept-encoding', encoding).set('if-none-match', cached.headers.etag!);
      expect(again.status).toBe(304);
      expect(again.headers['content-security-policy']).toBe(cached.headers['content-security-policy']);
      expect(again.headers['content-length']).toBeUndefined();
    }
  });

  it('gives every request its own id (one process prefix, a counter), or keeps the router’s', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 20; i++) ids.add((await request(app).get('/kurumsal/')).headers['x-request-id']!);
    expect(ids.size).toBe(20);
    const prefixes = new Set([...ids].map((id) => id.slice(0, id.lastIndexOf('-'))));
    expect(prefixes.size).toBe(1);
    expect([...prefixes][0]!.length).toBeGreaterThanOrEqual(8);
    expect((await request(app).get('/kurumsal/').set('x-request-id', 'router-abc-12345')).headers['x-request-id']).toBe('router-abc-12345');
    expect((await request(app).get('/kurumsal/').set('x-request-id', 'bad id<script>')).headers['x-request-id']).not.toContain('<');
  });

  it('tracking parameters get the same bytes and ETag; a malformed query still gets the guard’s 400', async () => {
    const bare = await request(app).get('/kurumsal/');
    const tracked = await request(app).get('/kurumsal/?utm_source=x&gclid=abc&fbclid=1');
    expect(tracked.status).toBe(200);
    expect(tracked.headers.etag).toBe(bare.headers.etag);
    expect(tracked.text).toBe(bare.text);
    expect((await request(app).get('/kurumsal/?utm_source=%E0%A4%A')).status).toBe(400);
  });

  it('the home page with a language cookie still gets the root redirect; without one, Vary: Cookie', async () => {
    await request(app).get('/');
    const plain = await request(app).get('/');
    expect(plain.headers.vary).toBe('Cookie, Accept-Encoding');
    const en = await request(app).get('/').set('cookie', 'a=1; i18n_redirected=en');
    expect([en.status, en.headers.location]).toEqual([302, '/en/']);
  });

  it('logs one line with the pipeline’s fields, the route key and query names, no values', async () => {
    const deps = await createSite(testConfig());
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({ write: (chunk, _e, done) => (lines.push(JSON.parse(String(chunk))), done()) });
    const logged = createApp(deps, { logger: pino({ level: 'info' }, stream) });
    await request(logged).get('/kurumsal/?utm_source=ilk');
    await request(logged).get('/kurumsal/?utm_source=gizlikampanya').set('x-request-id', 'router-abc-12345');
    const [rendered, cached] = lines.filter((l) => l.msg === 'request');
    // The same fields in the same order as the pipeline's line (the fast path writes its own).
    expect(Object.keys(cached!)).toEqual(Object.keys(rendered!));
    expect(Object.keys(cached!)).toContain('query');
    expect(cached).toMatchObject({ reqId: 'router-abc-12345', method: 'GET', route: 'corporate', path: '/kurumsal/', query: ['utm_source'], status: 200 });
    expect(rendered).toMatchObject({ route: 'corporate', path: '/kurumsal/', status: 200 });
    expect(JSON.stringify(lines)).not.toContain('gizlikampanya');
  });

  it('writes the cached answer’s line preformatted, byte for byte the line pino writes for its fields', async () => {
    const deps = await createSite(testConfig());
    const raw: string[] = [];
    const stream = new Writable({ write: (chunk, _e, done) => (raw.push(String(chunk)), done()) });
    const logger = createLogger('info', stream);
    const logged = createApp(deps, { logger });
    await request(logged).get('/kurumsal/');
    await request(logged).get('/kurumsal/?utm_source=ilk&x"y=1').set('x-request-id', 'router-abc-12345');
    await request(logged).get('/kurumsal/').set('if-none-match', (await request(logged).get('/kurumsal/')).headers.etag!);
    const answers = raw.filter((l) => JSON.parse(l).msg === 'request').slice(1);
    expect(answers).toHaveLength(3);
    for (const line of answers) {
      const f = JSON.parse(line) as Record<string, unknown>;
      raw.length = 0;
      logger.info({ reqId: f.reqId, method: f.method, route: f.route, path: f.path, query: f.query, status: f.status, ms: f.ms, bytes: f.bytes }, 'request');
      const time = /"time":\d+/;
      expect(line.replace(time, '"time":0')).toBe(raw[0]!.replace(time, '"time":0'));
    }
    expect(answers.map((l) => JSON.parse(l).status)).toEqual([200, 200, 304]);
  });

  it('writes a duration as pino writes the number: 0.021, 0.02, 1.5, 12, never 0.020 or 1.500', () => {
    const samples = [0, 1, 10, 20, 21, 100, 999, 1000, 1001, 1500, 12_000, 12_345, 999_999, 1_000_000, 86_400_000];
    for (let us = 0; us < 30_000; us += 7) samples.push(us);
    for (const us of samples) expect(msText(us)).toBe(String(us / 1000));
  });
});

describe('what the fast path hands to the full pipeline', () => {
  let deps: SiteDeps;
  let port: number;
  let server: http.Server;
  beforeAll(async () => {
    deps = await createSite(testConfig({ httpsRedirect: true }));
    await request(createApp(deps, { logger: pino({ level: 'silent' }) })).get('/kurumsal/').set('x-forwarded-proto', 'https');
    const fast = createFastPath(deps, { logger: pino({ level: 'silent' }), isDraining: () => false, securityHeaders: securityHeaderList(securityHeaders(deps.config, undefined)) });
    // 599: handed over.
    server = http.createServer((req, res) => fast(req, res) || res.writeHead(599).end());
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
    return () => server.close();
  });
  const status = async (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    (await fetch(`http://127.0.0.1:${port}${path}`, { method, headers: { 'x-forwarded-proto': 'https', ...headers } })).status;

  it('answers a cached page over https, with tracking parameters, and HEAD', async () => {
    expect(await status('/kurumsal/')).toBe(200);
    expect(await status('/kurumsal/?utm_source=a')).toBe(200);
    expect(await status('/kurumsal/', {}, 'HEAD')).toBe(200);
  });

  it('hands over plain HTTP (to be redirected), POST, pages not cached, preview and malformed queries', async () => {
    expect(await status('/kurumsal/', { 'x-forwarded-proto': 'http' })).toBe(599);
    expect(await status('/kurumsal/', {}, 'POST')).toBe(599);
    expect(await status('/iletisim/')).toBe(599);
    expect(await status('/kurumsal/?preview=abc')).toBe(599);
    expect(await status('/kurumsal/?a=%E0%A4%A')).toBe(599);
  });
});

describe('the fast path and the pipeline read the scheme alike', () => {
  /** Listens on a loopback port; with `tls`, each socket says it is one, which is all either rule reads of it. */
  async function serve(listener: http.RequestListener, tls: boolean) {
    const server = http.createServer(listener);
    if (tls) server.on('connection', (s: Socket & { encrypted?: boolean }) => (s.encrypted = true));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return { port: (server.address() as AddressInfo).port, close: () => server.close() };
  }
  const status = async (port: number, proto: string | undefined) =>
    (await fetch(`http://127.0.0.1:${port}/kurumsal/`, { redirect: 'manual', headers: proto === undefined ? {} : { 'x-forwarded-proto': proto } })).status;

  it('serves a cached page exactly when the pipeline would not redirect it to https', async () => {
    const fastSays: Record<string, string> = {};
    const pipelineSays: Record<string, string> = {};
    for (const trustProxy of [0, 1]) {
      const deps = await createSite(testConfig({ httpsRedirect: true, trustProxy }));
      const fast = createFastPath(deps, { logger: pino({ level: 'silent' }), isDraining: () => false, securityHeaders: [] });
      // Draining, the fast path steps aside: the pipeline alone decides.
      const pipeline = createApp(deps, { logger: pino({ level: 'silent' }), isDraining: () => true });
      for (const tls of [true, false]) {
        const servers = [await serve((req, res) => fast(req, res) || res.writeHead(599).end(), tls), await serve(pipeline, tls)];
        const [fastPort, pipelinePort] = servers.map((s) => s.port) as [number, number];
        // A TLS socket is https at either setting: this answer puts the page in the cache first.
        if (tls) expect(await status(pipelinePort, undefined)).toBe(200);
        for (const proto of [undefined, 'https', 'http', 'https, http', 'http, https']) {
          const label = `trust proxy ${trustProxy}, ${tls ? 'TLS' : 'plain'} socket, X-Forwarded-Proto ${proto ?? '(none)'}`;
          fastSays[label] = (await status(fastPort, proto)) === 200 ? 'https' : 'http';
          pipelineSays[label] = (await status(pipelinePort, proto)) === 301 ? 'http' : 'https';
        }
        servers.forEach((s) => s.close());
      }
    }
    expect(fastSays).toEqual(pipelineSays);
    // Both outcomes occur: the proxy's first value counts only when it is trusted.
    expect(pipelineSays['trust proxy 1, plain socket, X-Forwarded-Proto https, http']).toBe('https');
    expect(pipelineSays['trust proxy 0, plain socket, X-Forwarded-Proto https']).toBe('http');
    expect(pipelineSays['trust proxy 1, TLS socket, X-Forwarded-Proto http']).toBe('http');
  });
});
