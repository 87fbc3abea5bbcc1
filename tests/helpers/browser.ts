// Real Chromium through playwright-core, and the real app listening on a loopback port.
import { readFileSync, existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { chromium, type Browser } from 'playwright-core';
import { testApp } from './app.js';

export function chromiumPath(): string {
  const file = '.cache/chromium-path';
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  throw new Error('No Chromium recorded: run `npm test` (its pretest step finds or installs Chromium).');
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

export async function startServer(
  overrides: Parameters<typeof testApp>[0] = {},
  mutate?: Parameters<typeof testApp>[1],
): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  const { app } = await testApp(overrides, mutate);
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server, close: () => new Promise((r) => server.close(() => r())) };
}
