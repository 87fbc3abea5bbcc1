// What the browser build takes from the island registry (widgets/registry.tsx), so no file
// says it again: each island's bundle entry (written here for a React island, its folder's
// `<id>.client.ts` for a DOM one) and the widget stylesheets that follow the site's own.
import { build } from 'esbuild';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

const REACT_ENTRY = 'react-island:';

/** The registry's islands in order: id, kind and the component's exported name. */
export async function readIslands(root) {
  // Bundled for node inside the project (so its packages resolve), read, and removed.
  const outfile = path.join(root, '.cache', `registry-${process.pid}.mjs`);
  await build({
    absWorkingDir: root, entryPoints: [path.join(root, 'widgets', 'registry.tsx')], outfile, bundle: true,
    platform: 'node', format: 'esm', packages: 'external', jsx: 'automatic', keepNames: true, logLevel: 'warning',
  });
  try {
    const { islands } = await import(pathToFileURL(outfile).href);
    return Object.entries(islands).map(([id, def]) => ({ id, kind: def.kind, component: def.Component.name }));
  } finally {
    rmSync(outfile, { force: true });
  }
}

/** Each island's entry, keyed by its id; a React island's is a module this plugin writes. */
export function islandEntries(root, islands) {
  const entryPoints = {};
  for (const { id, kind } of islands) {
    const client = path.join(root, 'widgets', id, `${id}.client.ts`);
    if (kind === 'dom' && !existsSync(client)) throw new Error(`island "${id}" enhances without React but has no widgets/${id}/${id}.client.ts`);
    if (kind === 'react' && existsSync(client)) throw new Error(`island "${id}" is hydrated with React: its entry is written by the build, so remove widgets/${id}/${id}.client.ts`);
    entryPoints[id] = kind === 'react' ? REACT_ENTRY + id : client;
  }
  const plugin = {
    name: 'react-island-entries',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${REACT_ENTRY}`) }, (a) => ({ path: a.path.slice(REACT_ENTRY.length), namespace: 'react-island' }));
      b.onLoad({ filter: /.*/, namespace: 'react-island' }, ({ path: id }) => {
        const { component } = islands.find((i) => i.id === id);
        return {
          loader: 'ts', resolveDir: path.join(root, 'widgets', id),
          contents: `import { hydrator } from '../islands/hydrate';\nimport { ${component} } from './${id}';\nexport const mount = hydrator(${component});\n`,
        };
      });
    },
  };
  return { entryPoints, plugin };
}

/** The widget stylesheets in registry order, @imported after the site stylesheet's own. */
export function widgetStyles(root, islands, siteCss) {
  const files = islands.flatMap(({ id }) => {
    const dir = path.join(root, 'widgets', id);
    return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.css')).sort().map((f) => path.join(dir, f)) : [];
  });
  return {
    name: 'widget-styles',
    setup(b) {
      b.onLoad({ filter: /\.css$/ }, async ({ path: file }) => {
        if (path.resolve(file) !== path.resolve(siteCss)) return undefined;
        const imports = files.map((f) => `@import ${JSON.stringify(path.relative(path.dirname(siteCss), f))};`).join('\n');
        return { contents: `${await readFile(file, 'utf8')}\n${imports}\n`, loader: 'css' };
      });
    },
  };
}

/** React's packages as ES modules with named exports: a widget then calls `useState(…)`
 *  rather than `(0,r.useState)(…)` through a CommonJS wrapper in every file, and the React
 *  chunk keeps only the exports some widget uses. */
export function reactAsModules(root) {
  const require = createRequire(path.join(root, 'package.json'));
  return {
    name: 'react-as-modules',
    setup(b) {
      b.onResolve({ filter: /^react(-dom)?(\/client|\/jsx-runtime)?$/ }, (a) => (a.namespace === 'react-esm' || a.importer.includes('node_modules') ? undefined : { path: a.path, namespace: 'react-esm' }));
      b.onLoad({ filter: /.*/, namespace: 'react-esm' }, ({ path: spec }) => {
        const names = Object.keys(require(spec)).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n));
        // Each export a pure read of the CommonJS object, so unused ones are dropped.
        const exports = names.map((n) => `export const ${n} = /* @__PURE__ */ (() => R.${n})();`);
        return { resolveDir: root, contents: [`import R from ${JSON.stringify(spec)};`, ...exports].join('\n') };
      });
    },
  };
}
