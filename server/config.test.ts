import { describe, it, expect } from 'vitest';
import { loadConfig } from './config.js';

describe('config', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.siteUrl).toBe('http://localhost:3000');
    expect(c.rootRedirect).toBe(true);
  });
  it('names every bad setting', () => {
    expect(() => loadConfig({ PORT: 'abc', SITE_URL: 'not a url' })).toThrow(/PORT[\s\S]*SITE_URL/);
  });
});
