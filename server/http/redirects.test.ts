import { describe, expect, it } from 'vitest';
import { withQuery } from './redirects.js';

describe('withQuery', () => {
  it('carries the query over, joined to one the target has, before its fragment', () => {
    expect(withQuery('/en/', '/?utm_source=x')).toBe('/en/?utm_source=x');
    expect(withQuery('/en/', '/')).toBe('/en/');
    expect(withQuery('/en/', '/?')).toBe('/en/');
    expect(withQuery('/a/?b=1', '/x?c=2')).toBe('/a/?b=1&c=2');
    expect(withQuery('/a/#kartlar', '/x?c=2')).toBe('/a/?c=2#kartlar');
    expect(withQuery('https://example.com/p', '/x?c=%20')).toBe('https://example.com/p?c=%20');
  });
});
