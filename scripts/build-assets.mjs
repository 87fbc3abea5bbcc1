// Browser assets: the stylesheet (with the typeface's files, cut down to what the site uses); one
// bundle per island of the registry (scripts/island-entries.mjs), split so React DOM is one shared
// chunk, imported only by the widgets that hydrate with React; and the islands runtime as a
// single file, the one script file a page names, so it arrives in one request. The widgets it
// starts before any interaction (consent on load, footer columns and colour mode when idle) use
// no React. Every .js and .css is also written compressed (.br, .gz). Returns the manifest.
import { build } from 'esbuild';
import { existsSync, readdirSync, writeFileSync, mkdirSync, readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import path from 'node:path';
import subsetFont from 'subset-font';
import { gzipAsync } from '@gfx/zopfli';
import { minify } from 'terser';
import { interPath, openFace } from './inter.mjs';
import { readIslands, islandEntries, widgetStyles, reactAsModules } from './island-entries.mjs';

/** The weights the site can draw. No rule sets less than 400; 900 stays for `bolder` (a <strong>
 *  inside a 600 or 700 line), so only the thin half of the variable axis (100-399) is cut away. */
export const WEIGHTS = { min: 400, max: 900 };

/** The OpenType features kept: those browsers apply by default, and tabular figures (the
 *  stylesheet's `tabular-nums`). Fractions, numerators, denominators and proportional figures are
 *  never asked for, so their glyphs go. */
export const FEATURES = ['calt', 'ccmp', 'clig', 'kern', 'liga', 'locl', 'mark', 'mkmk', 'rlig', 'rvrn', 'tnum'];

/** The code points of the `unicode-range` in the @font-face rule of `css` whose src is `url`. */
export function unicodeRange(css, url) {
  const rule = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]).find((body) => body.includes(`"${url}"`));
  const range = rule && /unicode-range:\s*([^;]+);/.exec(rule)?.[1];
  if (!range) throw new Error(`no @font-face with a unicode-range names ${url}`);
  return range.split(',').flatMap((part) => {
    const m = /^U\+([\da-f]+)(?:-([\da-f]+))?$/i.exec(part.trim());
    if (!m) throw new Error(`unicode-range "${part.trim()}" (for ${url}) is not U+XXXX or U+XXXX-YYYY`);
    const from = parseInt(m[1], 16);
    return Array.from({ length: parseInt(m[2] ?? m[1], 16) - from + 1 }, (_, i) => from + i);
  });
}

/** esbuild plugin: `url("subset:<fontsource file>")` in the stylesheet is that file cut down
 *  (harfbuzz through subset-font) to the characters its @font-face's unicode-range names (a
 *  browser asks the file for no others), to WEIGHTS and to FEATURES, then copied like any font.
 *  "inter-turkish-…" is cut from the latin-ext file, where Turkish's ğ Ğ ş Ş İ ₺ sit. The cuts
 *  run one at a time: two of wawoff2's decompressions at once can return no characters. */
function fontSubsets() {
  let queue = Promise.resolve();
  return {
    name: 'font-subsets',
    setup(b) {
      b.onResolve({ filter: /^subset:/ }, (args) => ({ path: args.path.slice('subset:'.length), namespace: 'font-subset', pluginData: { importer: args.importer, url: args.path } }));
      b.onLoad({ filter: /.*/, namespace: 'font-subset' }, (args) => {
        const cut = async () => {
          const source = interPath(args.path.replace(/-turkish-/, '-latin-ext-'));
          const woff2 = readFileSync(source);
          const wanted = new Set(unicodeRange(readFileSync(args.pluginData.importer, 'utf8'), args.pluginData.url));
          const text = String.fromCodePoint(...[...(await openFace(woff2)).collectUnicodes()].filter((c) => wanted.has(c)));
          const contents = await subsetFont(woff2, text, { targetFormat: 'woff2', keepFeatures: FEATURES, variationAxes: { wght: WEIGHTS } });
          return { contents, loader: 'file', watchFiles: [source, args.pluginData.importer] };
        };
        const result = queue.then(cut);
        queue = result.catch(() => {});
        return result;
      });
    },
  };
}

// React DOM's client, as esbuild names the module it bundles for the browser.
const REACT_DOM = /node_modules\/react-dom\/cjs\/react-dom-client\.(production|development)\.js$/;

/** The one chunk that holds React DOM; the build stops if it is bundled twice, or in its development build. */
function oneReact(metafile) {
  const holders = Object.entries(metafile.outputs).filter(([, out]) => Object.keys(out.inputs).some((i) => REACT_DOM.test(i)));
  const dev = holders.filter(([, out]) => Object.keys(out.inputs).some((i) => /development\.js$/.test(i) && REACT_DOM.test(i)));
  if (holders.length > 1) throw new Error(`React DOM is bundled ${holders.length} times: ${holders.map(([f]) => f).join(', ')}`);
  if (dev.length) throw new Error(`React DOM's development build is bundled in ${dev[0][0]}: process.env.NODE_ENV must be "production"`);
  return holders.length ? '/assets/' + path.basename(holders[0][0]) : null;
}

/** A second pass over esbuild's scripts with terser, whose compressor finds what esbuild's
 *  leaves (about 1 KB gzip of the heaviest page's widgets, most of it in React DOM). */
async function minifyFurther(outdir) {
  for (const name of readdirSync(outdir).filter((f) => f.endsWith('.js'))) {
    const file = path.join(outdir, name);
    const { code } = await minify(readFileSync(file, 'utf8'), { module: true, ecma: 2020, compress: { passes: 2 }, format: { comments: false } });
    writeFileSync(file, code);
  }
}

/** Writes the file compressed beside it (.gz, .br), so the server never compresses it per
 *  request. Scripts and the stylesheet get zopfli's gzip (smaller, for the widget budget);
 *  images zlib's best, as zopfli would slow the build for little. */
export async function writeCompressed(file, { zopfli = true } = {}) {
  const raw = readFileSync(file);
  writeFileSync(`${file}.gz`, zopfli ? await gzipAsync(raw, { numiterations: 15 }) : gzipSync(raw, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

export async function buildAssets({ root, outdir }) {
  mkdirSync(outdir, { recursive: true });
  const islands = await readIslands(root);
  const { entryPoints: widgets, plugin: reactEntries } = islandEntries(root, islands);
  const manifest = { entries: {}, css: null, fonts: {}, react: null };
  const common = {
    outdir, bundle: true, format: 'esm', platform: 'browser', target: ['es2022', 'chrome100', 'safari15', 'firefox100'],
    jsx: 'automatic', minify: true, metafile: true, entryNames: '[name]-[hash]', chunkNames: 'chunk-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' }, legalComments: 'none', logLevel: 'warning',
  };
  // An entry's output is named `<id>-<hash>.js` (entryNames below).
  const record = (result, ids) => {
    for (const [file, out] of Object.entries(result.metafile.outputs)) {
      const id = out.entryPoint && ids.find((k) => new RegExp(`^${k}-[A-Z0-9]+\\.js$`).test(path.basename(file)));
      if (id) manifest.entries[id] = { file: '/assets/' + path.basename(file), imports: out.imports.filter((i) => i.kind === 'import-statement').map((i) => '/assets/' + path.basename(i.path)) };
    }
  };
  const runtime = path.join(root, 'widgets', 'islands', 'islands.client.ts');
  const result = await build({ ...common, entryPoints: widgets, splitting: true, plugins: [reactEntries, reactAsModules(root)] });
  record(result, Object.keys(widgets));
  manifest.react = oneReact(result.metafile);
  record(await build({ ...common, entryPoints: { islands: runtime }, splitting: false }), ['islands']);
  await minifyFurther(outdir);
  // V8's compile hint: every function of React DOM runs when a widget hydrates, so the browser
  // compiles them off the main thread while the file streams in (docs/performance.md, Widgets).
  if (manifest.react) {
    const file = path.join(outdir, path.basename(manifest.react));
    writeFileSync(file, '//# allFunctionsCalledOnLoad\n' + readFileSync(file, 'utf8'));
  }
  const siteCss = path.join(root, 'views', 'styles', 'site.css');
  const css = await build({
    entryPoints: { site: siteCss },
    outdir,
    bundle: true,
    minify: true,
    metafile: true,
    entryNames: '[name]-[hash]',
    external: ['/images/*'],
    plugins: [widgetStyles(root, islands, siteCss), fontSubsets()],
    // The brand typeface's files (views/styles/fonts.css) are copied beside the stylesheet with
    // hashed names; only the ones the stylesheet names are copied.
    loader: { '.woff2': 'file' },
    assetNames: '[name]-[hash]',
    publicPath: '/assets/',
    target: ['chrome100', 'safari15', 'firefox100'],
    logLevel: 'warning',
  });
  manifest.css = '/assets/' + path.basename(Object.keys(css.metafile.outputs).find((f) => f.endsWith('.css')));
  // The font files a page needs before its first text paints, which the document head preloads:
  // the latin file everywhere (it also holds Turkish ç ö ü ı), and on Turkish pages the small
  // file with ğ Ğ ş Ş İ.
  const fontFile = (re) => Object.keys(css.metafile.outputs).filter((f) => re.test(path.basename(f))).map((f) => '/assets/' + path.basename(f));
  const latin = fontFile(/^inter-latin-wght-normal-[\w-]+\.woff2$/);
  manifest.fonts = { en: latin, tr: [...latin, ...fontFile(/^inter-turkish-wght-normal-[\w-]+\.woff2$/)] };
  for (const name of readdirSync(outdir)) if (/\.(js|css)$/.test(name)) await writeCompressed(path.join(outdir, name));
  writeFileSync(path.join(outdir, '..', '..', 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}
