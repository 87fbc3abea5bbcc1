// Which islands hydrate with React, read from what the build produced: each entry's file and
// every chunk it imports (dist/manifest.json). The registry's `react` islands load
// React DOM's client from the one shared chunk; the runtime and the DOM enhancers never load
// it (they start before any interaction, where React would be eight times the budget).
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { islandIds, islands } from '../registry.js';
import { RUNTIME_ENTRY } from './protocol.js';

const dist = path.resolve(process.env.DIST_DIR || 'dist');
// In React DOM's client and nowhere else: the root API's own error for a missing container,
// as the production build words it (an error code with a link), and hydrateRoot's name.
const REACT_DOM = /hydrateRoot/;
const PRODUCTION = /react\.dev\/errors\//;

const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8')) as {
  entries: Record<string, { file: string; imports: string[] }>; react: string | null;
};
const read = (file: string) => readFileSync(path.join(dist, 'public', file), 'utf8');
const graph = (id: string) => [manifest.entries[id]!.file, ...manifest.entries[id]!.imports];

describe('React in the browser', () => {
  it('the markers find React DOM as it is bundled (so their absence below means something)', () => {
    const client = readFileSync(path.resolve('node_modules/react-dom/cjs/react-dom-client.production.js'), 'utf8');
    expect(REACT_DOM.test(client) && PRODUCTION.test(client)).toBe(true);
  });

  it('is one chunk, in its production build, and no other asset holds a copy', () => {
    expect(manifest.react).toMatch(/^\/assets\/chunk-\w+\.js$/);
    const holders = readdirSync(path.join(dist, 'public', 'assets')).filter((f) => f.endsWith('.js') && REACT_DOM.test(read(`/assets/${f}`)));
    expect(holders.map((f) => `/assets/${f}`)).toEqual([manifest.react]);
    expect(PRODUCTION.test(read(manifest.react!))).toBe(true);
  });

  it.each(islandIds.map((id) => [id, islands[id].kind === 'react']))('%s: hydrated with React = %s, and loads React DOM only then', (id, react) => {
    expect(graph(id).includes(manifest.react!), id).toBe(react);
    for (const file of graph(id).filter((f) => f !== manifest.react)) expect(REACT_DOM.test(read(file)), `${id}: ${file}`).toBe(false);
  });

  it('starts with the compile hint, so the browser compiles React DOM while it streams in', () => {
    expect(read(manifest.react!).startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  });

  it('widgets import React by name: only React\'s own chunk unwraps a CommonJS module', () => {
    const files = readdirSync(path.join(dist, 'public', 'assets')).filter((f) => f.endsWith('.js'));
    const interop = files.filter((f) => read(`/assets/${f}`).includes('__esModule'));
    const unwrapping = files.filter((f) => interop.some((h) => new RegExp(`import\\{[^}]+\\}from"\\./${h.replace('.', '\\.')}"`).test(read(`/assets/${f}`))));
    expect(unwrapping.map((f) => `/assets/${f}`)).toEqual([manifest.react]);
  });

  it('at least the four widgets of the design card hydrate with React', () => {
    for (const id of ['search-box', 'nav-menu', 'qr-overlay', 'phone-input'] as const) expect(islands[id].kind, id).toBe('react');
  });

  it('the runtime, the only script before any interaction, loads none', () => {
    expect(graph(RUNTIME_ENTRY)).toEqual([manifest.entries[RUNTIME_ENTRY]!.file]);
    expect(REACT_DOM.test(read(manifest.entries[RUNTIME_ENTRY]!.file))).toBe(false);
  });
});
