// Debian's Chromium as every tool of the project starts it: the browser tests, the benchmarks,
// Lighthouse, the screenshots and the share images. `npm test`'s pretest step
// (scripts/ensure-chromium.mjs) finds or installs it and records its path; no browser build is
// ever downloaded.
import { existsSync, readFileSync } from 'node:fs';

/** The recorded Chromium, or the one CHROMIUM_PATH (or CHROME_PATH) names. */
export function chromiumPath(): string {
  const named = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH;
  if (named) return named;
  const file = '.cache/chromium-path';
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  throw new Error('No Chromium recorded: run `node scripts/ensure-chromium.mjs` (or `npm test`) first.');
}

/** The flags for this machine: no sandbox (root), no GPU, and no background traffic to Google. */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
