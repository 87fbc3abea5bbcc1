// Every serving process runs with the runtime settings of server/runtime.ts (Node's heap flags
// and glibc's MALLOC_ARENA_MAX), whether the site is started by `npm start`, by the Procfile's
// command or by a bare `node dist/server/main.js`, alone or as cluster workers. Each serving
// process names its own settings in its 'listening' log line.
import { describe, it, expect, afterEach } from 'vitest';
import { startServerProcess, type ServerProcess, type StartVia } from '../../scripts/server-process.js';
import { DEFAULT_RUNTIME } from '../../server/runtime.js';

let running: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(running.map((p) => p.stop()));
  running = [];
});

const listening = (s: ServerProcess) => s.logs.filter((l) => l.msg === 'listening') as { pid: number; runtime: { execArgv: string[]; mallocArenaMax: string | null } }[];
async function serving(env: Record<string, string>, via: StartVia, count: number) {
  const s = await startServerProcess({ PAGE_CACHE_WARM: 'false', ...env }, { via });
  running.push(s);
  const end = Date.now() + 20_000;
  while (listening(s).length < count && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return { s, lines: listening(s) };
}

describe('runtime settings', () => {
  it('npm start, the Procfile and a bare node give every serving process the same flags and arena limit, alone and as two workers', async () => {
    const expected = { execArgv: expect.arrayContaining(DEFAULT_RUNTIME.nodeFlags), mallocArenaMax: String(DEFAULT_RUNTIME.mallocArenaMax) };
    for (const via of ['node', 'npm start', 'procfile'] as const) {
      for (const workers of [1, 2]) {
        const { s, lines } = await serving({ WEB_CONCURRENCY: String(workers) }, via, workers);
        expect([via, workers, lines.length]).toEqual([via, workers, workers]);
        for (const l of lines) expect([via, workers, l.runtime]).toEqual([via, workers, expected]);
        // A single process re-executes itself in place: the process the platform signals is the one that serves.
        if (via === 'node' && workers === 1) expect(lines[0]!.pid).toBe(s.child.pid);
        await s.stop();
      }
    }
  }, 180_000); // six processes started one after another

  it('NODE_RUNTIME_FLAGS and MALLOC_ARENA_MAX change them, the one place to do so', async () => {
    const { lines } = await serving({ WEB_CONCURRENCY: '2', NODE_RUNTIME_FLAGS: '--max-semi-space-size=4', MALLOC_ARENA_MAX: '4' }, 'node', 2);
    expect(lines).toHaveLength(2);
    for (const l of lines) {
      expect(l.runtime.execArgv).toContain('--max-semi-space-size=4');
      expect(l.runtime.execArgv).not.toContain('--heap-growing-percent=20');
      expect(l.runtime.mallocArenaMax).toBe('4');
    }
    const { lines: none } = await serving({ NODE_RUNTIME_FLAGS: 'none', MALLOC_ARENA_MAX: '0' }, 'node', 1);
    expect(none).toHaveLength(1);
    expect(none[0]!.runtime.execArgv.filter((f) => f.startsWith('--max-semi') || f.startsWith('--heap-growing'))).toEqual([]);
  });
});
