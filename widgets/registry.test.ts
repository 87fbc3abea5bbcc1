// The island registry, the widget folders and the build's manifest agree, and start-up
// refuses an island the browser could not load.
import { describe, it, expect } from 'vitest';
import { existsSync, readdirSync, readFileSync, mkdtempSync, writeFileSync, copyFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { islandIds, islands } from './registry.js';
import { RUNTIME_ENTRY } from './islands/protocol.js';
import { createSite } from '../server/site.js';
import { testConfig } from '../tests/helpers/app.js';

const dist = path.resolve(process.env.DIST_DIR || 'dist');
const clientFiles = readdirSync('widgets').filter((d) => existsSync(path.join('widgets', d, `${d}.client.ts`)));

describe('island registry', () => {
  it('has a folder per island, and a client file exactly for the DOM islands and the runtime', () => {
    for (const id of islandIds) expect(existsSync(path.join('widgets', id)), id).toBe(true);
    const dom = islandIds.filter((id) => islands[id].kind === 'dom');
    expect([...dom, RUNTIME_ENTRY].sort()).toEqual([...clientFiles].sort());
  });

  it('every island and the runtime have a bundle in the build manifest', () => {
    const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8')) as { entries: Record<string, { file: string }> };
    for (const id of [...islandIds, RUNTIME_ENTRY]) {
      expect(manifest.entries[id]?.file, id).toMatch(new RegExp(`^/assets/${id}-[A-Z0-9]+\\.js$`));
    }
  });

  it('start-up fails, naming the island, when its bundle is missing', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8')) as { entries: Record<string, unknown> };
    delete manifest.entries['phone-input'];
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    copyFileSync(path.join(dist, 'build.json'), path.join(dir, 'build.json'));
    await expect(createSite(testConfig({ distDir: dir }))).rejects.toThrow(/islands without a bundle .*: phone-input/);
  });
});
