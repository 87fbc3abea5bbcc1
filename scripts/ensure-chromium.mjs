// Finds a Chromium for the browser tests, installing Debian's package when none is there
// (the machine runs as root). Never downloads a browser build of its own, never skips.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync, mkdirSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'].filter(Boolean);
const which = (name) => { try { return execFileSync('which', [name], { encoding: 'utf8' }).trim(); } catch { return ''; } };

let found = candidates.find((p) => existsSync(p)) || which('chromium') || which('chromium-browser');
if (!found) {
  console.log('No Chromium found: installing Debian\'s chromium package (apt-get update && apt-get install -y chromium)…');
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = root ? [] : ['sudo'];
  const run = (args) => execFileSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
  found = candidates.find((p) => existsSync(p)) || which('chromium');
}
if (!found) {
  console.error('Chromium could not be found or installed; set CHROMIUM_PATH to a Chromium binary.');
  process.exit(1);
}
mkdirSync('.cache', { recursive: true });
writeFileSync('.cache/chromium-path', found);
console.log(`browser tests use ${found}`);
