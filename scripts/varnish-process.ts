// Debian's varnishd with the shipped VCL (server/edge/default.vcl) in front of a server on a
// loopback port, in a temporary folder of its own: for the CDN tests and `npm run bench:cdn`.
// scripts/ensure-varnish.mjs has found varnishd and the xkey module (.cache/varnish.json).
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import http from 'node:http';
import path from 'node:path';

export interface VarnishProcess {
  child: ChildProcess;
  port: number;
  /** Everything varnishd wrote (start-up problems, VCL errors). */
  output(): string;
  stop(): Promise<void>;
}

/** Where the shipped VCL is; the benchmark and tests substitute only the backend's port. */
export const VCL_PATH = path.resolve('server/edge/default.vcl');

function varnishPaths(): { varnishd: string; vmodDir?: string } {
  const recorded = path.resolve('.cache/varnish.json');
  if (existsSync(recorded)) return JSON.parse(readFileSync(recorded, 'utf8')) as { varnishd: string; vmodDir: string };
  throw new Error('varnishd not found: run node scripts/ensure-varnish.mjs (npm test runs it first)');
}

export const freePort = () => new Promise<number>((resolve, reject) => {
  const s = net.createServer();
  s.once('error', reject);
  s.listen(0, '127.0.0.1', () => {
    const { port } = s.address() as net.AddressInfo;
    s.close(() => resolve(port));
  });
});

/** The shipped VCL with the backend's port put in place of the one it ships with. */
export function vclFor(backendPort: number): string {
  const vcl = readFileSync(VCL_PATH, 'utf8');
  const withPort = vcl.replace(/(backend origin \{[^}]*?\.port = ")\d+(";)/, (_m, a: string, b: string) => a + String(backendPort) + b);
  if (withPort === vcl) throw new Error(`${VCL_PATH}: no backend origin port to set`);
  return withPort;
}

/** `edit` changes the VCL before it is loaded (a test narrows the purgers ACL). */
export async function startVarnish(backendPort: number, { memory = '128m', edit = (vcl: string) => vcl } = {}): Promise<VarnishProcess> {
  const { varnishd, vmodDir } = varnishPaths();
  const dir = mkdtempSync(path.join(tmpdir(), 'unilira-varnish-'));
  // Started as root, varnishd reads the VCL and works in -n as its own unprivileged user (-j unix).
  chmodSync(dir, 0o755);
  const vclFile = path.join(dir, 'default.vcl');
  writeFileSync(vclFile, edit(vclFor(backendPort)), { mode: 0o644 });
  const port = await freePort();
  // -F: in the foreground, so the child is varnishd's manager and stopping it stops the cache.
  // No management port (-T none): nothing listens but the cache itself.
  const args = ['-F', '-n', path.join(dir, 'n'), '-a', `127.0.0.1:${port}`, '-f', vclFile, '-s', `malloc,${memory}`, '-T', 'none',
    '-p', 'vcc_allow_inline_c=off', ...(vmodDir ? ['-p', `vmod_path=${vmodDir}`] : [])];
  const child = spawn(varnishd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.setEncoding('utf8').on('data', (c: string) => (out += c));
  child.stderr!.setEncoding('utf8').on('data', (c: string) => (out += c));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  // Ready when it answers a request of its own (a PURGE with no keys: 400 from the VCL, or the
  // ACL's 403).
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`varnishd exited with ${child.exitCode}:\n${out}`);
    }
    const status = await new Promise<number>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'PURGE', path: '/', agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', () => resolve(0));
      req.end();
    });
    if (status === 400 || status === 403) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`varnishd did not answer in 20 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, port, output: () => out, stop };
}
