// A widget's styles live in its folder (widgets/<id>/*.css) and reach visitors only through the
// one stylesheet, views/styles/site.css. The stylesheet is bundled here as the build bundles it,
// and every widget stylesheet must be among its inputs: a forgotten @import fails with its path.
import { describe, it, expect } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { islandIds } from './registry.js';

const root = path.resolve(import.meta.dirname, '..');
const widgetStyles = readdirSync(path.join(root, 'widgets'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(path.join(root, 'widgets', d.name)).filter((f) => f.endsWith('.css')).map((f) => `widgets/${d.name}/${f}`));

async function stylesheetInputs(): Promise<string[]> {
  const result = await build({
    entryPoints: [path.join(root, 'views', 'styles', 'site.css')],
    bundle: true, write: false, metafile: true, outdir: path.join(root, 'dist', 'styles-test'), logLevel: 'silent',
    // Fonts and images are not what this checks: kept out of the bundle.
    external: ['/images/*', 'subset:*'], loader: { '.woff2': 'empty' },
    absWorkingDir: root,
  });
  return Object.keys(result.metafile.inputs);
}

describe('widget styles', () => {
  it('finds the styles of the widgets that have them', () => {
    // The folders this walks are the registry's: a styled widget outside it would be a stray folder.
    expect(widgetStyles.length).toBeGreaterThanOrEqual(8);
    for (const file of widgetStyles) expect(islandIds).toContain(file.split('/')[1]);
  });

  it('bundles every widget stylesheet into the site stylesheet', async () => {
    const inputs = await stylesheetInputs();
    const missing = widgetStyles.filter((f) => !inputs.includes(f));
    expect(missing, `not @imported by views/styles/site.css: ${missing.join(', ')}`).toEqual([]);
  });
});
