import { describe, it, expect } from 'vitest';
import { foldTurkish } from './search-index.js';

describe('foldTurkish', () => {
  it('folds Turkish letters the Turkish way', () => {
    expect(foldTurkish('ÖDEME')).toBe('odeme');
    expect(foldTurkish('IŞIK')).toBe('isik');
    expect(foldTurkish('İstanbul')).toBe('istanbul');
    expect(foldTurkish('Çağrı')).toBe('cagri');
  });
});
