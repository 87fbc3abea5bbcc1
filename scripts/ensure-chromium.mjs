// Finds a Chromium for the browser tests, installing Debian's package when none is there
// (the machine runs as root). Never downloads a browser build of its own, never skips.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync, mkdirSync } from 'node:fs';
import { aptInstall } from './apt.mjs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'].filter(Boolean);
const which = (name) => { try { return execFileSync('which', [name], { encoding: 'utf8' }).trim(); } catch { return ''; } };

let found = candidates.find((p) => existsSync(p)) || which('chromium') || which('chromium-browser');
if (!found) {
  aptInstall('chromium');
  found = candidates.find((p) => existsSync(p)) || which('chromium');
}
if (!found) {
  console.error('Chromium could not be found or installed; set CHROMIUM_PATH to a Chromium binary.');
  process.exit(1);
}
// The brand typeface's metric-matched fallback is Arial or its metric twin Liberation Sans;
// without either, the layout-shift tests and Lighthouse would measure a fallback nobody ships.
if (!['/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', '/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf'].some((f) => existsSync(f))) {
  aptInstall('fonts-liberation');
}
mkdirSync('.cache', { recursive: true });
writeFileSync('.cache/chromium-path', found);
console.log(`browser tests use ${found}`);
