// No island makes the browser download React: the server renders every widget's markup, and
// each client entry only enhances it. The check reads what the build actually produced (each
// entry's file and every chunk it imports, as listed in dist/manifest.json) and looks for the
// element symbols and error links that React and React DOM always contain.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { islandIds } from '../registry.js';
import { RUNTIME_ENTRY } from './protocol.js';

const dist = path.resolve(process.env.DIST_DIR || 'dist');
const REACT_MARKER = /react\.(?:transitional\.)?element|react\.dev\/errors/;

describe('islands without React', () => {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8')) as { entries: Record<string, { file: string; imports: string[] }> };
  const read = (file: string) => readFileSync(path.join(dist, 'public', file), 'utf8');

  it('the marker finds React and React DOM as they are bundled (so its absence below means something)', () => {
    for (const file of ['react/cjs/react.production.js', 'react-dom/cjs/react-dom-client.production.js']) {
      expect(REACT_MARKER.test(readFileSync(path.resolve('node_modules', file), 'utf8')), file).toBe(true);
    }
  });

  it.each([RUNTIME_ENTRY, ...islandIds])('%s loads no React, neither in its file nor in a chunk it imports', (id) => {
    const entry = manifest.entries[id];
    expect(entry, id).toBeDefined();
    for (const file of [entry!.file, ...entry!.imports]) expect(REACT_MARKER.test(read(file)), `${id}: ${file}`).toBe(false);
  });
});
