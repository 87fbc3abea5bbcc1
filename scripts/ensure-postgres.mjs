// Finds Debian's PostgreSQL server binaries for the tests and `npm run bench:forms`, installing
// the `postgresql` package when none are there (the machine runs as root), and makes sure a
// non-root system user exists to run them (postgres refuses to run as root). Records the bin
// folder in .cache/postgres-bin. Never downloads anything else, never lets the tests skip.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

import { isRoot, run, aptInstall } from './apt.mjs';

function findBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return '';
  // Newest major version first.
  const versions = readdirSync(base).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
  const v = versions.find((x) => ['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(path.join(base, x, 'bin', b))));
  return v ? path.join(base, v, 'bin') : '';
}

let bin = findBin();
if (!bin) {
  aptInstall('postgresql');
  bin = findBin();
}
if (!bin) {
  console.error('PostgreSQL could not be found or installed: install Debian\'s postgresql package (initdb, pg_ctl and postgres under /usr/lib/postgresql/<version>/bin).');
  process.exit(1);
}

if (isRoot) {
  let hasUser = true;
  try { execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' }); } catch { hasUser = false; }
  if (!hasUser) run(['useradd', '--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
}

mkdirSync('.cache', { recursive: true });
writeFileSync('.cache/postgres-bin', bin);
console.log(`PostgreSQL server binaries: ${bin}`);
