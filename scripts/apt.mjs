// Installs a Debian package for the project's own set-up scripts (Chromium, PostgreSQL,
// Redis): as root directly, otherwise through sudo; never anything but Debian's packages.
import { execFileSync } from 'node:child_process';

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export function run(args) {
  execFileSync(isRoot ? args[0] : 'sudo', isRoot ? args.slice(1) : args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

export function aptInstall(pkg) {
  console.log(`Installing Debian's ${pkg} package (apt-get update && apt-get install -y ${pkg})…`);
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', pkg]);
}
