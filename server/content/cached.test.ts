// The content cache in front of the source: bounded, and never the reason a read fails.
import { describe, it, expect } from 'vitest';
import NodeCache from 'node-cache';
import path from 'node:path';
import { loadContent } from './load.js';
import { fileContentSource } from './source.js';
import { cachedContentSource, remember } from './cached.js';
import { LOCALES } from '../../shared/locale.js';

describe('content cache', () => {
  it('when full, evicts its oldest entry instead of refusing the new one', () => {
    const cache = new NodeCache({ maxKeys: 2, useClones: false });
    remember(cache, 'a', 1);
    remember(cache, 'b', 2);
    expect(() => remember(cache, 'c', 3)).not.toThrow();
    expect(cache.keys().sort()).toEqual(['b', 'c']);
    expect(cache.get('c')).toBe(3);
  });

  it('answers every read with a full cache, and caches what it read', async () => {
    const cache = new NodeCache({ maxKeys: 3, useClones: false });
    const content = cachedContentSource(fileContentSource(loadContent(path.resolve('content'))), cache);
    for (const l of LOCALES) {
      expect(await content.getHeader(l)).toBeTruthy();
      expect(await content.getFooter(l)).toBeTruthy();
      expect(await content.getQrMessage(l)).toBeTruthy();
    }
    expect(cache.keys()).toHaveLength(3);
    expect(cache.keys()).toContain('qr:en');
  });
});
