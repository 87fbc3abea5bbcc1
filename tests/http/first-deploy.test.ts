// An operator's first deploy to a PaaS, as the Procfile runs it: a production start that would
// store forms on a disk lost at each restart refuses with one line naming the fix; the release
// step reports a missing setting the same way, without a stack trace; and the number of
// serving processes follows the container's memory, not the host's cores.
import { describe, it, expect, afterEach } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { procfileWeb, startServerProcess, type ServerProcess } from '../../scripts/server-process.js';

const temp = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));

/** Runs a dist script as the platform would, with only the given settings; its output and exit code. */
function run(script: string, env: Record<string, string>): Promise<{ code: number | null; out: string[]; err: string }> {
  const main = path.resolve(process.env.DIST_DIR || 'dist', script);
  const child = spawn(process.execPath, [main], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => (err += c));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, out: out.split('\n').filter(Boolean), err })));
}

const PRODUCTION = { NODE_ENV: 'production', SITE_URL: 'https://www.unilira.example', PORT: '0', HOST: '127.0.0.1' };

let running: ServerProcess | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

describe('a first deploy', () => {
  it('a production start with forms on a local SQLite file and no word that the disk persists refuses, in one line', async () => {
    const { code, out, err } = await run('server/main.js', { ...PRODUCTION, DATA_DIR: temp('deploy-') });
    expect(code).toBe(1);
    expect(out).toHaveLength(1);
    const line = JSON.parse(out[0]!) as { level: number; msg: string };
    expect(line.level).toBe(60);
    expect(line.msg).toMatch(/DATABASE_URL: required in production, or DATA_DIR_PERSISTENT=true/);
    expect(err).not.toMatch(/\n\s+at /);
  });

  it('the release step without SITE_URL says so in one line, with no stack trace', async () => {
    const release = readRelease();
    const { code, out, err } = await run(release, { NODE_ENV: 'production', DATA_DIR: temp('deploy-'), DATA_DIR_PERSISTENT: 'true' });
    expect(code).toBe(1);
    expect(out).toHaveLength(1);
    expect((JSON.parse(out[0]!) as { msg: string }).msg).toMatch(/SITE_URL: required in production/);
    expect(err).toBe('');
  });

  it('the release step migrates the store it is told is persistent', async () => {
    const { code, out } = await run(readRelease(), { ...PRODUCTION, DATA_DIR: temp('deploy-'), DATA_DIR_PERSISTENT: 'true' });
    expect(code).toBe(0);
    expect((JSON.parse(out.at(-1)!) as { msg: string }).msg).toMatch(/^form store (migrated|up to date)$/);
  });

  it('starts as many workers as the container memory holds, not one per core', async () => {
    const cgroup = temp('cgroup-');
    writeFileSync(path.join(cgroup, 'memory.max'), `${250 * 2 ** 20}\n`);
    running = await startServerProcess({ ...procfileWeb().env, NODE_ENV: 'production', CGROUP_DIR: cgroup, WORKER_MEMORY_MB: '200' });
    const line = running.logs.find((l) => l.msg === 'starting workers');
    expect(line).toMatchObject({ workers: 1, from: 'capacity', memoryLimitMb: 250, workerBudgetMb: 200 });
    expect(line!.cores).toBeGreaterThanOrEqual(1);
    // The embedded fee schedule is marked unconfirmed: a live site is told so once, at start.
    await expect.poll(() => running!.logs.some((l) => l.level === 40 && String(l.msg).includes('"confirmed": false'))).toBe(true);
  });
});

/** The script the Procfile's release command runs, relative to dist/. */
function readRelease(): string {
  const line = readFileSync(path.resolve('Procfile'), 'utf8').split('\n').find((l) => l.startsWith('release:')) ?? '';
  const m = /node dist\/(\S+\.js)/.exec(line);
  if (!m) throw new Error(`release command runs no dist script: ${line}`);
  return m[1]!;
}
