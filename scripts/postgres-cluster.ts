// A throw-away PostgreSQL cluster for the tests and the forms benchmark: initdb in a temporary
// folder, postgres on a free loopback port as a non-root user (postgres refuses root), a random
// password, and everything removed on stop. Takes about a second.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface TempCluster {
  /** postgres://… of the `postgres` database, as the superuser. */
  url: string;
  stop(): void;
}

const PREFIX = 'unilira-pg-';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function binDir(): string {
  const recorded = '.cache/postgres-bin';
  const valid = (dir: string) => existsSync(path.join(dir, 'pg_ctl'));
  if (existsSync(recorded) && valid(readFileSync(recorded, 'utf8').trim())) return readFileSync(recorded, 'utf8').trim();
  // Not provisioned yet (vitest run directly, without npm test's pretest): do it now.
  execFileSync(process.execPath, ['scripts/ensure-postgres.mjs'], { stdio: 'inherit' });
  return readFileSync(recorded, 'utf8').trim();
}

/** Runs a PostgreSQL program as the `postgres` user when we are root. */
function pgRun(bin: string, program: string, args: string[]) {
  const cmd = path.join(bin, program);
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Clusters left behind by a run that was killed before its teardown: stop them, remove them. */
function removeStale(bin: string) {
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith(PREFIX))) {
    const dir = path.join(tmpdir(), name);
    const owner = Number(existsSync(path.join(dir, 'owner.pid')) ? readFileSync(path.join(dir, 'owner.pid'), 'utf8') : NaN);
    if (!Number.isInteger(owner) || alive(owner)) continue;
    try {
      if (existsSync(path.join(dir, 'data', 'postmaster.pid'))) pgRun(bin, 'pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
    } catch { /* already stopped */ }
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startTempCluster(options: { durable?: boolean } = {}): Promise<TempCluster> {
  const bin = binDir();
  removeStale(bin);
  const dir = mkdtempSync(path.join(tmpdir(), PREFIX));
  writeFileSync(path.join(dir, 'owner.pid'), String(process.pid));
  const password = randomBytes(18).toString('base64url');
  const pwfile = path.join(dir, 'pw');
  writeFileSync(pwfile, password, { mode: 0o600 });
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
    chownSync(pwfile, uid, gid);
  }
  const data = path.join(dir, 'data');
  const stop = () => {
    try {
      pgRun(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch { /* not running */ }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    pgRun(bin, 'initdb', ['-D', data, '-U', 'postgres', `--pwfile=${pwfile}`, '--auth=scram-sha-256', '-E', 'UTF8', '--no-locale', '--no-sync', '--no-instructions']);
    rmSync(pwfile);
    // Tests throw the cluster away, so they skip fsync; the benchmark keeps the defaults.
    const speed = options.durable ? '' : ' -c fsync=off -c full_page_writes=off';
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      try {
        pgRun(bin, 'pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '30', '-o',
          `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c max_connections=200${speed}`, 'start']);
        break;
      } catch (err) {
        // Another process may have taken the port between probing and starting.
        if (attempt >= 3) throw new Error(`PostgreSQL did not start: ${readLog(dir)}`, { cause: err });
      }
    }
    const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
    return { url, stop };
  } catch (err) {
    stop();
    throw err;
  }
}

/** Creates an empty database on the cluster at `adminUrl` and returns its URL. */
export async function createDatabase(adminUrl: string): Promise<string> {
  const name = `forms_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function readLog(dir: string) {
  const log = path.join(dir, 'log');
  return existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-5).join(' ') : 'no log';
}
