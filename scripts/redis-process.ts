// A throw-away Redis on a free loopback port, for the tests and benchmarks that share state
// between processes (Debian's redis-server, found or installed by scripts/ensure-redis.mjs).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';

export const freePort = () => new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as net.AddressInfo;
    s.close(() => resolve(port));
  });
});

const accepts = (port: number) => new Promise<boolean>((r) => net.connect(port, '127.0.0.1').once('connect', function (this: net.Socket) { this.destroy(); r(true); }).once('error', () => r(false)));

/** Starts redis-server without persistence and resolves once it accepts connections. */
export async function startRedis(): Promise<{ url: string; process: ChildProcess; stop(): void }> {
  const port = await freePort();
  const child = spawn(readFileSync('.cache/redis-server', 'utf8').trim(), ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    if (await accepts(port)) return { url: `redis://127.0.0.1:${port}`, process: child, stop: () => void child.kill('SIGKILL') };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('redis-server did not start');
}
