// Finds Debian's varnishd and the xkey module (varnish-modules) for the CDN tests and
// `npm run bench:cdn`, installing the `varnish` and `varnish-modules` packages when either is
// missing (the machine runs as root). Records both in .cache/varnish.json. Never downloads
// anything else, never lets the tests skip.
import { existsSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { aptInstall } from './apt.mjs';

const findVarnishd = () => [process.env.VARNISHD, '/usr/sbin/varnishd', '/usr/local/sbin/varnishd'].find((p) => p && existsSync(p));
// Debian puts modules in /usr/lib/<triplet>/varnish/vmods, varnishd's default vmod_path.
function findVmodDir() {
  const roots = [process.env.VARNISH_VMOD_DIR, ...['/usr/lib', '/usr/local/lib'].flatMap((lib) => {
    const triplets = existsSync(lib) ? readdirSync(lib).filter((d) => d.endsWith('-linux-gnu')) : [];
    return [...triplets.map((t) => path.join(lib, t, 'varnish', 'vmods')), path.join(lib, 'varnish', 'vmods')];
  })];
  return roots.find((d) => d && existsSync(path.join(d, 'libvmod_xkey.so')));
}

let varnishd = findVarnishd();
if (!varnishd) {
  aptInstall('varnish');
  varnishd = findVarnishd();
}
let vmodDir = findVmodDir();
if (!vmodDir) {
  aptInstall('varnish-modules');
  vmodDir = findVmodDir();
}
if (!varnishd || !vmodDir) {
  console.error(`${varnishd ? 'The xkey module (libvmod_xkey.so)' : 'varnishd'} could not be found or installed: install Debian's varnish and varnish-modules packages, or set VARNISHD and VARNISH_VMOD_DIR.`);
  process.exit(1);
}
mkdirSync('.cache', { recursive: true });
writeFileSync('.cache/varnish.json', JSON.stringify({ varnishd, vmodDir }));
console.log(`Varnish: ${varnishd} (modules in ${vmodDir})`);
