// Purge requests as each CDN's public API defines them, sent to a local listener that checks
// method, path, headers and body; failures retried a bounded number of times and logged.
import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createPurge } from './purge.js';
import { loadConfig, type CdnConfig } from '../config.js';

interface Seen { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }
let seen: Seen[] = [];
/** What the listener answers, in turn (the last one repeats). */
let answers: number[] = [200];
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (c: string) => (body += c)).on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const status = answers.length > 1 ? answers.shift()! : answers[0]!;
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 'ok', success: status < 300 }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
  answers = [200];
});

function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (s: string) => void lines.push(JSON.parse(s) as Record<string, unknown>) });
  return { logger, lines };
}

const TOKEN = 'tok-0123456789abcdef';
const ZONE = '0123456789abcdef0123456789abcdef';
const cdnOf = (env: Record<string, string>): CdnConfig => loadConfig({ ...env, CDN_PURGE_URL: base }).cdn;
const keys = (n: number) => Array.from({ length: n }, (_, i) => `blog-tr-post-${i}`);

describe('purge requests', () => {
  it('Varnish: PURGE to the configured address with the keys in xkey-purge', async () => {
    const { logger } = capture();
    const result = await createPurge(cdnOf({ CDN: 'varnish' }), { logger })(['page-contact-tr', 'footer-tr']);
    expect(result).toEqual({ purged: 2, failed: 0 });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('PURGE');
    expect(seen[0]!.url).toBe('/');
    expect(seen[0]!.headers['xkey-purge']).toBe('page-contact-tr footer-tr');
  });

  it('Fastly: POST /service/{id}/purge with Fastly-Key and surrogate_keys, at most 256 keys a request', async () => {
    const { logger } = capture();
    const result = await createPurge(cdnOf({ CDN: 'fastly', CDN_PURGE_TOKEN: TOKEN, FASTLY_SERVICE_ID: 'SU1Z0isxPaozGVKXdv0eY' }), { logger })(keys(300));
    expect(result).toEqual({ purged: 300, failed: 0 });
    expect(seen).toHaveLength(2);
    for (const r of seen) {
      expect(r.method).toBe('POST');
      expect(r.url).toBe('/service/SU1Z0isxPaozGVKXdv0eY/purge');
      expect(r.headers['fastly-key']).toBe(TOKEN);
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.headers.authorization).toBeUndefined();
    }
    const sent = seen.map((r) => (JSON.parse(r.body) as { surrogate_keys: string[] }).surrogate_keys);
    expect(sent.map((k) => k.length).sort((a, b) => b - a)).toEqual([256, 44]);
    expect(sent.flat().sort()).toEqual(keys(300).sort());
  });

  it('Cloudflare: POST /client/v4/zones/{zone}/purge_cache with a bearer token and tags, at most 30 a request', async () => {
    const { logger } = capture();
    const result = await createPurge(cdnOf({ CDN: 'cloudflare', CDN_PURGE_TOKEN: TOKEN, CLOUDFLARE_ZONE_ID: ZONE }), { logger })(keys(31));
    expect(result).toEqual({ purged: 31, failed: 0 });
    expect(seen).toHaveLength(2);
    for (const r of seen) {
      expect(r.method).toBe('POST');
      expect(r.url).toBe(`/client/v4/zones/${ZONE}/purge_cache`);
      expect(r.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(r.headers['content-type']).toBe('application/json');
      expect(Object.keys(JSON.parse(r.body) as object)).toEqual(['tags']);
    }
    expect(seen.flatMap((r) => (JSON.parse(r.body) as { tags: string[] }).tags).sort()).toEqual(keys(31).sort());
  });

  it('sends nothing without a CDN or without keys', async () => {
    const { logger } = capture();
    expect(await createPurge(loadConfig({}).cdn, { logger })(['site'])).toEqual({ purged: 0, failed: 0 });
    expect(await createPurge(cdnOf({ CDN: 'varnish' }), { logger })([])).toEqual({ purged: 0, failed: 0 });
    expect(seen).toHaveLength(0);
  });
});

describe('a purge that fails', () => {
  it('is tried again after a 5xx and succeeds, with each failure logged as a warning', async () => {
    answers = [503, 502, 200];
    const { logger, lines } = capture();
    const result = await createPurge(cdnOf({ CDN: 'fastly', CDN_PURGE_TOKEN: TOKEN, FASTLY_SERVICE_ID: 'svc1' }), { logger, backoffMs: 5 })(['site']);
    expect(result).toEqual({ purged: 1, failed: 0 });
    expect(seen).toHaveLength(3);
    expect(lines.filter((l) => l.msg === 'purge failed, trying again').map((l) => l.problem)).toEqual(['status 503', 'status 502']);
  });

  it('gives up after the configured retries, logs an error without the token, and reports the keys as failed', async () => {
    answers = [500];
    const { logger, lines } = capture();
    const result = await createPurge(cdnOf({ CDN: 'cloudflare', CDN_PURGE_TOKEN: TOKEN, CLOUDFLARE_ZONE_ID: ZONE, CDN_PURGE_RETRIES: '2' }), { logger, backoffMs: 5 })(['a', 'b']);
    expect(result).toEqual({ purged: 0, failed: 2 });
    expect(seen).toHaveLength(3);
    const error = lines.find((l) => l.level === 50);
    expect(error).toMatchObject({ msg: 'purge failed; the pages age out by their s-maxage', attempts: 3, keys: 2, cdn: 'cloudflare' });
    expect(JSON.stringify(lines)).not.toContain(TOKEN);
  });

  it('is not repeated when the CDN refuses it (a bad token)', async () => {
    answers = [403];
    const { logger, lines } = capture();
    const result = await createPurge(cdnOf({ CDN: 'fastly', CDN_PURGE_TOKEN: TOKEN, FASTLY_SERVICE_ID: 'svc1' }), { logger, backoffMs: 5 })(['site']);
    expect(result).toEqual({ purged: 0, failed: 1 });
    expect(seen).toHaveLength(1);
    expect(lines.find((l) => l.level === 50)?.problem).toBe('status 403');
  });

  it('counts an unreachable CDN as a failure after its retries', async () => {
    const { logger, lines } = capture();
    const cdn = { ...cdnOf({ CDN: 'varnish' }), purgeUrl: 'http://127.0.0.1:1/', retries: 1 };
    expect(await createPurge(cdn, { logger, backoffMs: 5 })(['site'])).toEqual({ purged: 0, failed: 1 });
    expect(lines.filter((l) => l.level === 40)).toHaveLength(1);
    expect(lines.filter((l) => l.level === 50)).toHaveLength(1);
  });
});

describe('CDN configuration', () => {
  it('names what is missing or malformed', () => {
    expect(() => loadConfig({ CDN: 'akamai' })).toThrow(/CDN: CDN must be none, varnish, fastly or cloudflare/);
    expect(() => loadConfig({ CDN: 'varnish' })).toThrow(/CDN_PURGE_URL: CDN_PURGE_URL is required with CDN=varnish/);
    expect(() => loadConfig({ CDN: 'fastly', FASTLY_SERVICE_ID: 'svc' })).toThrow(/CDN_PURGE_TOKEN: CDN_PURGE_TOKEN is required/);
    expect(() => loadConfig({ CDN: 'fastly', CDN_PURGE_TOKEN: TOKEN })).toThrow(/FASTLY_SERVICE_ID: FASTLY_SERVICE_ID is required/);
    expect(() => loadConfig({ CDN: 'cloudflare', CDN_PURGE_TOKEN: TOKEN, CLOUDFLARE_ZONE_ID: 'nope' })).toThrow(/CLOUDFLARE_ZONE_ID must be 32 hexadecimal/);
    expect(() => loadConfig({ CDN: 'varnish', CDN_PURGE_URL: 'ftp://x' })).toThrow(/CDN_PURGE_URL must be an http\(s\) URL/);
  });

  it('defaults to no CDN, and to the public APIs of Fastly and Cloudflare', () => {
    expect(loadConfig({}).cdn.kind).toBe('none');
    expect(loadConfig({ CDN: 'fastly', CDN_PURGE_TOKEN: TOKEN, FASTLY_SERVICE_ID: 'svc' }).cdn.purgeUrl).toBe('https://api.fastly.com');
    expect(loadConfig({ CDN: 'cloudflare', CDN_PURGE_TOKEN: TOKEN, CLOUDFLARE_ZONE_ID: ZONE }).cdn.purgeUrl).toBe('https://api.cloudflare.com');
  });
});
