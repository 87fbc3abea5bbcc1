// A widget's styles live in its folder (widgets/<id>/*.css) and reach visitors through the one
// stylesheet, which the build extends with them in registry order (scripts/island-entries.mjs).
import { describe, it, expect } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { islandIds } from './registry.js';
// @ts-expect-error: a build module in plain JavaScript, without type declarations
import { widgetStyles } from '../scripts/island-entries.mjs';

const root = path.resolve(import.meta.dirname, '..');
const siteCss = path.join(root, 'views', 'styles', 'site.css');
const widgetCss = readdirSync(path.join(root, 'widgets'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(path.join(root, 'widgets', d.name)).filter((f) => f.endsWith('.css')).map((f) => `widgets/${d.name}/${f}`));

async function stylesheetInputs(): Promise<string[]> {
  const result = await build({
    entryPoints: [siteCss],
    bundle: true, write: false, metafile: true, outdir: path.join(root, 'dist', 'styles-test'), logLevel: 'silent',
    // Fonts and images are not what this checks: kept out of the bundle.
    external: ['/images/*', 'subset:*'], loader: { '.woff2': 'empty' },
    plugins: [widgetStyles(root, islandIds.map((id) => ({ id })), siteCss)],
    absWorkingDir: root,
  });
  return Object.keys(result.metafile.inputs);
}

describe('widget styles', () => {
  it('are kept in the folders of registered islands', () => {
    expect(widgetCss.length).toBeGreaterThanOrEqual(8);
    for (const file of widgetCss) expect(islandIds).toContain(file.split('/')[1]);
  });

  it('all reach the site stylesheet, after its own and in registry order', async () => {
    const inputs = await stylesheetInputs();
    const widgets = inputs.filter((f) => f.startsWith('widgets/'));
    const order = (f: string) => islandIds.indexOf(f.split('/')[1] as (typeof islandIds)[number]);
    expect([...widgets].sort()).toEqual([...widgetCss].sort());
    expect(widgets).toEqual([...widgets].sort((a, b) => order(a) - order(b)));
    expect(inputs.indexOf(widgets[0]!)).toBeGreaterThan(inputs.indexOf('views/styles/blog.css'));
  });
});
