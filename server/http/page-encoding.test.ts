// The one rule both page paths (page-routes.tsx, fast-path.ts) use to pick a cached page's copy and
// its ETag; tests/http/fast-path.test.ts checks the two paths send the same answer with it.
import { describe, it, expect } from 'vitest';
import { chooseEncoding, etagFor, notModified } from './page-encoding.js';
import { toPage } from './page-cache.js';

const compressed = toPage('<!doctype html><p>Merhaba</p>', true);
const plain = toPage('<!doctype html><p>Merhaba</p>');

describe('a cached page’s encoding and ETag', () => {
  it('gives brotli to a browser that names it, gzip to one that names only gzip, the HTML to the rest', () => {
    expect(chooseEncoding(compressed, 'gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding(compressed, 'gzip, deflate')).toBe('gzip');
    expect(chooseEncoding(compressed, 'deflate')).toBeUndefined();
    expect(chooseEncoding(compressed, 'identity')).toBeUndefined();
    expect(chooseEncoding(compressed, '')).toBeUndefined();
    expect(chooseEncoding(compressed, undefined)).toBeUndefined();
    // A word that merely contains the name is not the name.
    expect(chooseEncoding(compressed, 'brotli, xgzip')).toBeUndefined();
  });

  it('never gives a copy the client refuses with a weight of zero, whatever the spacing or case', () => {
    expect(chooseEncoding(compressed, 'br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding(compressed, 'gzip, br ; q=0')).toBe('gzip');
    expect(chooseEncoding(compressed, 'br;q=0.0, gzip;q=0')).toBeUndefined();
    expect(chooseEncoding(compressed, 'gzip;q=0.5, br;q=0.2')).toBe('br');
    expect(chooseEncoding(compressed, 'GZIP, BR;Q=1')).toBe('br');
    // Sixteen kilobytes of spaces (a header at Node's limit) are read in one pass.
    expect(chooseEncoding(compressed, `br${' '.repeat(16_000)}x, gzip`)).toBe('gzip');
  });

  it('never picks a copy the page does not have', () => {
    expect(chooseEncoding(plain, 'gzip, br')).toBeUndefined();
    expect(chooseEncoding({ gzip: compressed.gzip }, 'gzip, br')).toBe('gzip');
  });

  it('gives each encoding its own ETag, the HTML the page’s own', () => {
    expect(compressed.etag).toMatch(/^W\/"[\w-]{22}"$/);
    const tag = compressed.etag.slice(3, -1);
    expect(etagFor(compressed.etag, undefined)).toBe(compressed.etag);
    expect(etagFor(compressed.etag, 'gzip')).toBe(`W/"${tag}-gzip"`);
    expect(etagFor(compressed.etag, 'br')).toBe(`W/"${tag}-br"`);
  });

  it('answers 304 only to the exact ETag of the copy being sent', () => {
    const br = etagFor(compressed.etag, 'br');
    expect(notModified(br, br)).toBe(true);
    expect(notModified(compressed.etag, br)).toBe(false);
    expect(notModified(etagFor(compressed.etag, 'gzip'), br)).toBe(false);
    expect(notModified(undefined, br)).toBe(false);
  });
});
