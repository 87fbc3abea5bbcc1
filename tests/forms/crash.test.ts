// Kill -9 under load: every submission the server acknowledged must be in the store afterwards.
// The server is scripts/forms-server.ts in a child process on the project's Node 24.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { build } from 'esbuild';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, newTarget, sample, type StoreTarget } from './stores.js';
import { waitFor } from './receiver.js';

// Bundled inside the project (.cache/) so its packages resolve from node_modules.
const serverFile = path.resolve('.cache/forms-test', `forms-server-${process.pid}.mjs`);

beforeAll(async () => {
  mkdirSync(path.dirname(serverFile), { recursive: true });
  await build({ entryPoints: ['scripts/forms-server.ts'], outfile: serverFile, bundle: true, platform: 'node', target: 'node24', format: 'esm', packages: 'external', logLevel: 'warning' });
});
afterAll(() => rmSync(serverFile, { force: true }));

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [serverFile, '--port', '0'], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`forms server exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /^listening (\d+)$/.exec(line);
      if (m) resolve({ child, port: Number(m[1]) });
    });
  });
}

describe.each(DIALECTS)('forms server killed mid-load on %s', (dialect) => {
  let target: StoreTarget;
  let child: ChildProcess | undefined;
  afterEach(async () => {
    child?.kill('SIGKILL');
    await target?.cleanup();
  });

  it('keeps every acknowledged submission', async () => {
    target = await newTarget(dialect);
    const { dataDir, databaseUrl } = target.location;
    const server = await startServer({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
    child = server.child;
    const exited = new Promise((resolve) => server.child.once('exit', resolve));

    const acknowledged = new Map<string, string>();
    let lost = 0;
    let killed = false;
    const clients = Array.from({ length: 20 }, async (_, c) => {
      for (let i = 0; !killed; i++) {
        const idempotencyKey = `crash-${c}-${i}`;
        try {
          const res = await fetch(`http://127.0.0.1:${server.port}/submit`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ kind: 'contact', locale: 'tr', idempotencyKey, data: sample(i) }),
          });
          if (res.status === 201) acknowledged.set(idempotencyKey, ((await res.json()) as { reference: string }).reference);
          else throw new Error(`status ${res.status}`);
        } catch {
          lost++;
        }
      }
    });
    await waitFor(() => acknowledged.size >= 300, 20_000, '300 acknowledged submissions');
    server.child.kill('SIGKILL');
    killed = true;
    await Promise.all(clients);
    await exited;
    expect(lost).toBeGreaterThan(0); // requests were in flight when it died

    const store = await target.open();
    const stored = new Map((await store.list()).map((s) => [s.idempotencyKey, s.reference]));
    const missing = [...acknowledged].filter(([key, reference]) => stored.get(key) !== reference);
    expect(missing).toEqual([]);
    // Each stored submission still has its outbox row: delivery will pick it up.
    expect(await store.claimDue(new Date(Date.now() + 60_000), 10_000, 60_000)).toHaveLength(stored.size);
    expect(stored.size).toBeGreaterThanOrEqual(acknowledged.size);
  });
});
