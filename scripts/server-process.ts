// The built server (dist/server/main.js, as the Procfile runs it) in a child process on a
// loopback port, for what only a real process shows: sockets, signals and exit codes. Used by
// the process tests and by `npm run bench:abuse`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Every log line the process wrote, parsed. */
  logs: Record<string, unknown>[];
  /** Every line the process wrote on stdout, as written. */
  lines: string[];
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * The Procfile's web command, read so that processes started here run as production does:
 * its environment assignments (NODE_ENV=production…) and any Node flags, and the command itself.
 */
export function procfileWeb(): { env: Record<string, string>; nodeArgs: string[]; command: string } {
  const line = readFileSync(path.resolve('Procfile'), 'utf8').split('\n').find((l) => l.startsWith('web:'));
  if (!line) throw new Error('Procfile has no web: line');
  const command = line.slice('web:'.length).trim();
  const words = command.split(/\s+/);
  const env: Record<string, string> = {};
  let i = 0;
  for (; i < words.length && /^[A-Z_]+=/.test(words[i]!); i++) {
    const eq = words[i]!.indexOf('=');
    env[words[i]!.slice(0, eq)] = words[i]!.slice(eq + 1);
  }
  if (words[i] !== 'node') throw new Error(`Procfile's web command is not node: ${words[i]}`);
  return { env, nodeArgs: words.slice(i + 1).filter((w) => w.startsWith('--')), command };
}

/**
 * How the process is started: `node` runs dist/server/main.js with the Procfile's Node flags
 * (the default); `npm start` and `procfile` run those commands through a shell, as a developer
 * or a PaaS does, in their own process group (a PaaS signals the whole group).
 */
export type StartVia = 'node' | 'npm start' | 'procfile';

export async function startServerProcess(env: Record<string, string> = {}, opts: { fdLimit?: number; via?: StartVia } = {}): Promise<ServerProcess> {
  // LOG_LEVEL must leave info on: the 'listening' line carries the port.
  const main = path.resolve(process.env.DIST_DIR || 'dist', 'server/main.js');
  // Inside vitest and in dist/scripts alike, process.execPath is the project's Node 24.
  // Its own form store (SQLite) in a temporary folder, unless the caller names one.
  const dataDir = env.DATA_DIR ? undefined : mkdtempSync(path.join(tmpdir(), 'unilira-server-'));
  // The Procfile's settings, but NODE_ENV=test, unless the caller says.
  const procfile = procfileWeb();
  const fullEnv = {
    ...process.env, ...procfile.env, PORT: '0', HOST: '127.0.0.1', SITE_URL: 'https://www.unilira.example', HTTPS_REDIRECT: 'false', LOG_LEVEL: 'info', NODE_ENV: 'test',
    // Production's defaults that need the outside world: the temporary folder stands for a
    // persistent disk, and the embedded bulletin for the Central Bank.
    DATA_DIR_PERSISTENT: 'true', RATES_SOURCE: 'file',
    ...(dataDir ? { DATA_DIR: dataDir } : {}), ...env,
  };
  // `ulimit -n` gives the process as few file descriptors as a small PaaS instance has.
  const via = opts.via ?? 'node';
  const bin = path.resolve('node_modules/.bin'); // the project's Node 24 as `node`, as on the platform
  const shellEnv = { ...fullEnv, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
  const limit = opts.fdLimit ? `ulimit -n ${opts.fdLimit} && ` : '';
  const child = via !== 'node'
    ? spawn('sh', ['-c', limit + (via === 'npm start' ? 'exec npm start' : procfile.command.replace(/^((?:[A-Z_]+=\S*\s+)*)/, '$1exec '))], { env: shellEnv, stdio: ['ignore', 'pipe', 'inherit'], detached: true })
    : opts.fdLimit
    ? spawn('sh', ['-c', `ulimit -n ${opts.fdLimit} && exec "$0" "$@"`, process.execPath, ...procfile.nodeArgs, main], { env: fullEnv, stdio: ['ignore', 'pipe', 'inherit'] })
    : spawn(process.execPath, [...procfile.nodeArgs, main], { env: fullEnv, stdio: ['ignore', 'pipe', 'inherit'] });
  const logs: Record<string, unknown>[] = [];
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    resolve(code);
  }));
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      buffer += chunk;
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        lines.push(line);
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          logs.push(entry);
          if (entry.msg === 'listening') resolve(entry.port as number);
        } catch { /* not a log line */ }
      }
    });
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening`)));
  });
  return {
    child, port, logs, lines, exited,
    async stop() {
      if (via === 'node') {
        if (child.exitCode === null) child.kill('SIGKILL');
      } else {
        try {
          process.kill(-child.pid!, 'SIGKILL'); // the shell and whatever it started
        } catch { /* the group has exited */ }
      }
      await exited;
    },
  };
}

/** A GET on a fresh connection; resolves with the status, or rejects on a socket error or after `timeoutMs`. */
export function get(port: number, path: string, timeoutMs = 5000, agent?: http.Agent): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: agent ?? false, timeout: timeoutMs }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (c: string) => (body += c)).on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
  });
}

/**
 * `count` hostile sockets on 127.0.0.1, in thirds: slow headers (a request line and one header,
 * then nothing), a body dribbling in (a POST promising 5,000 bytes, a byte every 200 ms), and
 * silent (connected, nothing sent). Resolves once all are connected; `close()` ends them.
 */
export async function openHostileSockets(port: number, count: number): Promise<{ sockets: net.Socket[]; close(): void }> {
  const sockets: net.Socket[] = [];
  const timers: NodeJS.Timeout[] = [];
  for (let i = 0; i < count; i++) {
    const s = net.connect({ host: '127.0.0.1', port });
    s.on('error', () => {});
    await new Promise<void>((resolve) => {
      s.once('connect', () => resolve());
      s.once('error', () => resolve());
    });
    sockets.push(s);
    if (i % 3 === 0) s.write('GET / HTTP/1.1\r\nHost: x\r\n');
    if (i % 3 === 1) {
      s.write('POST /csp-report HTTP/1.1\r\nHost: x\r\nContent-Type: application/csp-report\r\nContent-Length: 5000\r\n\r\n{');
      timers.push(setInterval(() => s.writable && s.write(' '), 200));
    }
  }
  return {
    sockets,
    close() {
      timers.forEach(clearInterval);
      sockets.forEach((s) => s.destroy());
    },
  };
}
