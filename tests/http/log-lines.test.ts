// Every line the real server process writes is JSON that a strict log pipeline accepts: no key
// twice in one object (some pipelines keep the last value, some refuse the line). Requests of
// every kind go through: a static file, a page rendered and then served from the cache, an API
// answer, a 400, a 404, a query string and a router's request id.
import { describe, it, expect, afterEach } from 'vitest';
import { startServerProcess, get, type ServerProcess } from '../../scripts/server-process.js';
import { parseStrict } from '../helpers/strict-json.js';
import http from 'node:http';

let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const getWithId = (port: number, path: string, id: string) => new Promise<string | undefined>((resolve, reject) => {
  http.get({ host: '127.0.0.1', port, path, agent: false, headers: { 'X-Request-Id': id } }, (res) => {
    res.resume().on('end', () => resolve(res.headers['x-request-id'] as string | undefined));
  }).on('error', reject);
});

describe('log lines', () => {
  it('every line of a run parses with a parser that refuses duplicate keys, and each request line names its request id once', async () => {
    server = await startServerProcess({ PAGE_CACHE_WARM: 'false' });
    const paths = ['/favicon.svg', '/', '/', '/en/', '/en/?utm_source=x', '/api/language', '/api/fetcher?lang=xx', '/no-such-page/', '/en/no-such-page/'];
    const ids: string[] = [];
    for (const p of paths) ids.push((await get(server.port, p)).headers['x-request-id'] as string);
    ids.push((await getWithId(server.port, '/', 'router-id-12345678'))!);
    expect(ids.at(-1)).toBe('router-id-12345678');

    const requestLines = () => server!.lines.filter((l) => l.includes('"msg":"request'));
    const deadline = Date.now() + 5000;
    while (requestLines().length < ids.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));

    const failures: string[] = [];
    for (const line of server.lines) {
      try {
        parseStrict(line);
      } catch (e) {
        failures.push(`${(e as Error).message}: ${line}`);
      }
    }
    expect(failures).toEqual([]);
    const logged = requestLines().map((l) => parseStrict(l) as Record<string, unknown>);
    expect(logged.map((l) => l.reqId).sort()).toEqual([...ids].sort());
    expect(logged.map((l) => l.path)).toEqual(expect.arrayContaining(['/favicon.svg', '/', '/en/', '/api/language', '/no-such-page/']));
  });
});
