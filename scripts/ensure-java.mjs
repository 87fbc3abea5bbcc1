// Finds a Java runtime for the Nu HTML Checker (vnu-jar, which asks for Java 17 or later),
// installing Debian's `default-jre-headless` package when none is there (the machine runs as
// root). Records the binary in .cache/java. Never downloads a runtime of its own (vnu-jar's
// install script, which would fetch one from GitHub, is denied in package.json), never skips.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { aptInstall } from './apt.mjs';

const MIN_MAJOR = 17;
const which = (name) => { try { return execFileSync('which', [name], { encoding: 'utf8' }).trim(); } catch { return ''; } };
const candidates = () => [
  process.env.JAVA,
  process.env.JAVA_HOME && path.join(process.env.JAVA_HOME, 'bin', 'java'),
  '/usr/bin/java',
  which('java'),
].filter((p) => p && existsSync(p));

/** The major version `java -version` reports ("17.0.15" → 17, "1.8.0_412" → 8), or 0. */
function major(bin) {
  // `java -version` writes to stderr.
  const { stdout = '', stderr = '' } = spawnSync(bin, ['-version'], { encoding: 'utf8' });
  const m = /version "(\d+)(?:\.(\d+))?/.exec(`${stderr}${stdout}`);
  if (!m) return 0;
  return m[1] === '1' ? Number(m[2]) : Number(m[1]);
}
const usable = () => candidates().find((bin) => major(bin) >= MIN_MAJOR);

let found = usable();
if (!found) {
  aptInstall('default-jre-headless');
  found = usable();
}
if (!found) {
  console.error(`No Java ${MIN_MAJOR} or later could be found or installed for the HTML checker: install Debian's default-jre-headless package, or set JAVA to a java binary.`);
  process.exit(1);
}
mkdirSync('.cache', { recursive: true });
writeFileSync('.cache/java', found);
console.log(`HTML checker runs on ${found} (Java ${major(found)})`);
