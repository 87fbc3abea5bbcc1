// WEB_CONCURRENCY workers (node:cluster) in the real built server: they share the port, a
// worker killed under load is replaced and only requests in flight on it can fail, and SIGTERM
// drains every worker and exits 0.
import { describe, it, expect, afterEach } from 'vitest';
import { startServerProcess, get, type ServerProcess } from '../../scripts/server-process.js';

let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const until = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
};
const workers = (s: ServerProcess) => s.logs.filter((l) => l.msg === 'listening').map((l) => l.pid as number);

describe('cluster workers', () => {
  it('a worker killed under load is replaced; only requests in flight on it fail', async () => {
    server = await startServerProcess({ WEB_CONCURRENCY: '2' });
    const s = server;
    await until(() => workers(s).length === 2, 20_000);
    const [victim] = workers(s);
    let stop = false;
    let ok = 0;
    let failed = 0;
    const clients = 6;
    const load = Array.from({ length: clients }, async () => {
      while (!stop) {
        try {
          expect((await get(s.port, '/iletisim/', 5000)).status).toBe(200);
          ok += 1;
        } catch {
          failed += 1;
        }
      }
    });
    await new Promise((r) => setTimeout(r, 500));
    process.kill(victim!, 'SIGKILL');
    await until(() => workers(s).length === 3, 20_000);
    stop = true;
    await Promise.all(load);
    expect(s.logs.some((l) => l.msg === 'worker died; starting another' && l.signal === 'SIGKILL')).toBe(true);
    expect(failed).toBeLessThanOrEqual(clients); // at most the requests that were on the killed worker
    expect(ok).toBeGreaterThan(20);
    // With the replacement in place, everything answers again.
    // A new worker warms its page cache as it starts: on a busy machine an answer may wait for that.
    const after = await Promise.all(Array.from({ length: 40 }, () => get(s.port, '/iletisim/', 20_000).then((r) => r.status, () => 0)));
    expect(after).toEqual(Array(40).fill(200));
  });

  it('SIGTERM drains every worker and the primary exits 0', async () => {
    server = await startServerProcess({ WEB_CONCURRENCY: '2', SHUTDOWN_GRACE_MS: '200' });
    const s = server;
    await until(() => workers(s).length === 2, 20_000);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    expect(s.logs.filter((l) => l.msg === 'closed')).toHaveLength(2);
    expect(s.logs.some((l) => l.msg === 'all workers stopped')).toBe(true);
  });
});
