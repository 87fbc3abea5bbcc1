// The green theme marks the business section as a whole: the corporate solutions page and
// the virtual POS family carry it in both languages, and no other page does, so a visitor
// moving between business pages never sees the palette switch back and forth.
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';

const BUSINESS = new Set(['corporate', 'virtualPos', 'multiCurrencyPos', 'linkPayment']);

describe('page themes', () => {
  it('green exactly on the business pages, in both languages', () => {
    const files = readdirSync('content/pages').filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(40);
    const wrong = files.flatMap((f) => {
      const key = f.split('.')[0]!;
      const theme = (JSON.parse(readFileSync(`content/pages/${f}`, 'utf8')) as { theme?: string }).theme ?? 'purple';
      const want = BUSINESS.has(key) ? 'green' : 'purple';
      return theme === want ? [] : [`${f}: ${theme}, expected ${want}`];
    });
    expect(wrong).toEqual([]);
  });
});
