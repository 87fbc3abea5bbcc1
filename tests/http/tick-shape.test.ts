// A full GC that finds no object of a shape drops the shape, and the next object of that kind
// gets a new one. process.nextTick builds one object per call; after a few such GCs its property
// stores stop being cached (megamorphic) for good, and each cached answer costs about a quarter
// more CPU. Every serving process keeps one tick object (server/runtime.ts). A probe loaded into
// the real server forces full GCs between answers and reads V8's feedback (--allow-natives-syntax).
import { describe, it, expect, afterEach } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process.js';
import { DEFAULT_RUNTIME } from '../../server/runtime.js';

let server: ServerProcess | undefined;
let dir: string | undefined;
afterEach(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the tick object kept alive', () => {
  it('after many full GCs between cached answers, Node still caches every store process.nextTick makes', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tick-shape-'));
    const out = path.join(dir, 'megamorphic');
    server = await startServerProcess({
      NODE_RUNTIME_FLAGS: [...DEFAULT_RUNTIME.nodeFlags, '--allow-natives-syntax', '--expose-gc'].join(' '),
      NODE_OPTIONS: `--import ${path.resolve('tests/helpers/feedback-probe.mjs')}`,
      FEEDBACK_OUT: out,
    });
    const s = server;
    const end = Date.now() + 30_000;
    while (!s.logs.some((l) => l.msg === 'page cache warmed') && Date.now() < end) await sleep(100);
    for (let gcs = 0; gcs < 12; gcs++) {
      for (const page of ['/', '/en/', '/ucret-ve-limitler/']) expect((await fetch(`http://127.0.0.1:${s.port}${page}`)).status).toBe(200);
      s.child.kill('SIGUSR2');
      await sleep(100);
    }
    expect(readFileSync(out, 'utf8')).toBe('0');
  }, 60_000);
});
