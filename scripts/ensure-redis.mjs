// Finds Debian's redis-server for the tests of the shared rate-limit store, installing the
// `redis-server` package when it is missing (the machine runs as root). Records the binary in
// .cache/redis-server. Never downloads anything else, never lets the tests skip.
import { existsSync, writeFileSync, mkdirSync } from 'node:fs';
import { aptInstall } from './apt.mjs';
const find = () => [process.env.REDIS_SERVER, '/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => p && existsSync(p));

let bin = find();
if (!bin) {
  aptInstall('redis-server');
  bin = find();
}
if (!bin) {
  console.error('redis-server could not be found or installed: install Debian\'s redis-server package, or set REDIS_SERVER to its path.');
  process.exit(1);
}
mkdirSync('.cache', { recursive: true });
writeFileSync('.cache/redis-server', bin);
console.log(`Redis server: ${bin}`);
