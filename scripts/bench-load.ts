// Load generation and measurement for `npm run bench`: Debian's wrk (found, or installed as the
// browser tests install Chromium) so the client is not the bottleneck, autocannon when wrk
// cannot be had; nginx serving the same bytes as the baseline; resident memory of a server
// and its cluster workers read from /proc.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync, existsSync, chmodSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

export interface LoadResult { requests: number; rps: number; p50: number; p95: number; p99: number; errors: number }

const which = (name: string) => {
  try { return execFileSync('which', [name], { encoding: 'utf8' }).trim(); } catch { return ''; }
};

/** A Debian binary: where it is, or installed through scripts/apt.mjs (never anything else). */
export async function findOrInstall(binary: string, pkg: string, candidates: string[]): Promise<string | undefined> {
  const found = () => candidates.find((p) => existsSync(p)) || which(binary) || undefined;
  if (found()) return found();
  try {
    const apt = (await import(pathToFileURL(path.resolve('scripts/apt.mjs')).href)) as { aptInstall(pkg: string): void };
    apt.aptInstall(pkg);
  } catch (err) {
    console.log(`(could not install ${pkg}: ${(err as Error).message.split('\n')[0]})`);
  }
  return found();
}

// wrk's own summary in microseconds, one machine-readable line (its text report rounds).
export const WRK_SCRIPT = `done = function(s, lat, req)
  local e = s.errors
  io.write(string.format("BENCH %d %d %d %d %d %d\\n", s.requests, s.duration, lat:percentile(50), lat:percentile(95), lat:percentile(99), e.connect + e.read + e.write + e.timeout + e.status))
end`;

export interface LoadOptions { connections: number; seconds: number; headers?: Record<string, string> }

export function createLoader(wrk: string | undefined) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-wrk-'));
  const script = path.join(dir, 'summary.lua');
  writeFileSync(script, WRK_SCRIPT);

  const runWrk = (url: string, seconds: number, o: LoadOptions): Promise<LoadResult> => new Promise((resolve, reject) => {
    const headers = Object.entries(o.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
    const child = spawn(wrk!, ['-t1', `-c${o.connections}`, `-d${seconds}s`, '-s', script, ...headers, url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (c: string) => (out += c));
    child.on('exit', () => {
      const m = /BENCH (\d+) (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(out);
      if (!m) return reject(new Error(`wrk gave no summary: ${out}`));
      if (m[1] === '0') console.error(`wrk made no request: ${out}`);
      const [requests, durationUs, p50, p95, p99, errors] = m.slice(1).map(Number) as [number, number, number, number, number, number];
      resolve({ requests, rps: requests / (durationUs / 1e6), p50: p50 / 1000, p95: p95 / 1000, p99: p99 / 1000, errors });
    });
  });

  const runAutocannon = async (url: string, seconds: number, o: LoadOptions): Promise<LoadResult> => {
    const r = await autocannon({ url, connections: o.connections, duration: seconds, headers: o.headers });
    return { requests: r.requests.total, rps: r.requests.average, p50: r.latency.p50, p95: r.latency.p97_5, p99: r.latency.p99, errors: r.errors + r.non2xx };
  };

  return {
    name: wrk ? `wrk -t1 (${wrk})` : 'autocannon (wrk not available; autocannon is slower than the servers it measures)',
    /** One second of warm-up (not measured), then `onMeasure` and the measured run. */
    async load(url: string, o: LoadOptions, onMeasure?: () => void): Promise<LoadResult> {
      const run = wrk ? runWrk : runAutocannon;
      await run(url, 1, o);
      onMeasure?.();
      return run(url, o.seconds, o);
    },
  };
}

/** nginx (one worker unless told, gzip_static, sendfile, no access log) serving `html` and its gzip -9 copy. */
export async function startNginx(nginx: string, html: string, port: number, workers = 1): Promise<ChildProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
  chmodSync(dir, 0o755); // nginx workers run as an unprivileged user
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(html, { level: 9 }));
  writeFileSync(path.join(dir, 'nginx.conf'), `worker_processes ${workers}; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; gzip_static on; keepalive_requests 100000;
  server { listen 127.0.0.1:${port}; root ${dir}; location / { default_type text/html; } } }`);
  const child = spawn(nginx, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 500));
  return child;
}

const status = (pid: number, field: 'VmRSS' | 'VmHWM' | 'RssAnon') => {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0; // the process is gone
  }
};

/** The process and its direct children (cluster workers). */
function family(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch { /* no children file */ }
  return [pid, ...children];
}

/**
 * CPU time (user + system, in ms) the server and its workers have used so far. Divided by the
 * requests of a run it gives the cost of one answer, which, unlike requests per second, does
 * not depend on what else the machine is doing.
 */
export function cpuMs(pid: number): number {
  let ticks = 0;
  for (const p of family(pid)) {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    } catch { /* gone */ }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** A process's proportional set size: its own pages, and its share of those it shares (the Node binary). */
const pss = (pid: number) => {
  try {
    const m = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0; // the process is gone
  }
};

export interface Rss { total: number; largest: number; largestAnon: number }

/**
 * Resident memory per process (MB) of a server and its workers; `largest` is the biggest single
 * process, `largestAnon` its own memory (RssAnon): RSS also counts the Node binary's code and
 * ICU data mapped from disk (about 60 MB), which every Node process on the machine shares.
 */
export function rssOf(pid: number): Rss {
  const pids = family(pid);
  const each = pids.map((p) => status(p, 'VmRSS'));
  return { total: each.reduce((a, b) => a + b, 0), largest: Math.max(...each), largestAnon: Math.max(...pids.map((p) => status(p, 'RssAnon'))) };
}

/** The largest PSS among a server's processes: a worker's share of the shared pages, what each adds to the instance. */
const largestPssOf = (pid: number) => Math.max(...family(pid).map(pss));

/**
 * Samples RSS every 250 ms while `during` runs and returns the highest sample, with PSS read
 * once as the load ends: smaps_rollup walks every page table, too costly to read while measuring.
 */
export async function sampleRss<T>(pid: number, during: () => Promise<T>): Promise<{ result: T; peak: Rss & { largestPss: number } }> {
  const peak: Rss = { total: 0, largest: 0, largestAnon: 0 };
  const timer = setInterval(() => {
    const r = rssOf(pid);
    peak.total = Math.max(peak.total, r.total);
    peak.largest = Math.max(peak.largest, r.largest);
    peak.largestAnon = Math.max(peak.largestAnon, r.largestAnon);
  }, 250);
  try {
    const result = await during();
    return { result, peak: { ...peak, largestPss: largestPssOf(pid) } };
  } finally {
    clearInterval(timer);
  }
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The build's island entries and the chunks each imports (dist/manifest.json). */
export type Manifest = { entries: Record<string, { file: string; imports: string[] }> };

/** Gzip bytes a page downloads before any interaction: the runtime and every widget on the page
 *  whose strategy fires on its own (load, idle), with the chunks they import. */
export function pageJs(html: string, manifest: Manifest, gz: (p: string) => number, strategies = 'load|idle') {
  const files = new Set<string>();
  const add = (id: string) => {
    const e = manifest.entries[id];
    if (!e) return;
    files.add(e.file);
    e.imports.forEach((f) => files.add(f));
  };
  add('islands');
  for (const m of html.matchAll(new RegExp(`data-island="([\\w-]+)" data-hydrate="(${strategies})"`, 'g'))) add(m[1]!);
  return [...files].reduce((sum, f) => sum + gz(f), 0);
}
