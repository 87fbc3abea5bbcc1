// Builds the server (with its views) and the scripts into dist/, and the widget bundles
// into dist/public/assets/ with content hashes and a manifest the server reads.
// `--if-needed` skips the build when nothing under the source folders is newer than it.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readdirSync, statSync, existsSync, readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// DIST_DIR lets parallel work build side by side (default dist/).
const dist = path.resolve(root, process.env.DIST_DIR || 'dist');
const stampFile = path.join(dist, 'build.json');
const sourceDirs = ['shared', 'server', 'pages', 'blocks', 'views', 'widgets', 'scripts', 'public/images'];

function newestMtime(p) {
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), st.mtimeMs);
}

function upToDate() {
  if (!existsSync(stampFile)) return false;
  const built = statSync(stampFile).mtimeMs;
  const inputs = [...sourceDirs.map((d) => path.join(root, d)), path.join(root, 'package-lock.json')].filter(existsSync);
  return inputs.every((p) => newestMtime(p) <= built);
}

if (process.argv.includes('--if-needed') && upToDate()) process.exit(0);

const started = Date.now();
rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

const { buildAssets, writeCompressed } = await import('./build-assets.mjs');
const manifest = await buildAssets({ root, outdir: path.join(dist, 'public', 'assets') });

// Copies of the SVG images with their words set as paths in the site's typeface
// (scripts/svg-outline.mjs), compressed; the server sends these before public/images/.
const { buildOutlinedImages } = await import('./svg-outline.mjs');
const imagesOut = path.join(dist, 'public', 'images');
for (const rel of await buildOutlinedImages({ srcDir: path.join(root, 'public', 'images'), outDir: imagesOut })) await writeCompressed(path.join(imagesOut, rel), { zopfli: false });

const common = {
  absWorkingDir: root,
  outdir: dist,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
};

// The server in chunks: what main.js imports at once (config, logger, the cluster primary) and
// what it imports only to serve (worker.js and the site), so a cluster primary never loads the
// site. Chunk names carry their content's hash, so main.js changes whenever a chunk does.
await build({ ...common, entryPoints: { 'server/main': 'server/main.ts' }, splitting: true, chunkNames: 'server/chunks/[name]-[hash]' });

await build({
  ...common,
  entryPoints: {
    'scripts/validate-content': 'scripts/validate-content.ts',
    'scripts/bench': 'scripts/bench.ts',
    'scripts/bench-abuse': 'scripts/bench-abuse.ts',
    'scripts/preview-token': 'scripts/preview-token.ts',
    'scripts/db-migrate': 'scripts/db-migrate.ts',
    'scripts/submissions-export': 'scripts/submissions-export.ts',
    'scripts/submissions-purge': 'scripts/submissions-purge.ts',
    'scripts/forms-server': 'scripts/forms-server.ts',
    'scripts/bench-forms': 'scripts/bench-forms.ts',
    'scripts/bench-cdn': 'scripts/bench-cdn.ts',
    'scripts/bench-search': 'scripts/bench-search.ts',
    'scripts/search-report': 'scripts/search-report.ts',
    'scripts/screenshots': 'scripts/screenshots.ts',
    'scripts/lighthouse': 'scripts/lighthouse.ts',
    'scripts/og-images': 'scripts/og-images.ts',
    'scripts/umbraco-stand-in': 'scripts/umbraco-stand-in.ts',
    'scripts/rates-sample': 'scripts/rates-sample.ts',
    'scripts/umbraco-model-doc': 'scripts/umbraco-model-doc.ts',
    'scripts/bench-cms': 'scripts/bench-cms.ts',
    'scripts/tcmb-stand-in': 'scripts/tcmb-stand-in.ts',
    'scripts/bench-quote': 'scripts/bench-quote.ts',
    'scripts/bench-rates': 'scripts/bench-rates.ts',
  },
});

// main.js names its chunks by content hash, so its bytes stand for the whole server.
const id = createHash('sha256').update(JSON.stringify(manifest)).update(readFileSync(path.join(dist, 'server/main.js'))).digest('hex').slice(0, 12);
writeFileSync(stampFile, JSON.stringify({ id, timestamp: new Date().toISOString() }, null, 2));
console.log(`built ${id} in ${Date.now() - started} ms`);
