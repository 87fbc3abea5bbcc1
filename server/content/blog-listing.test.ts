import { describe, it, expect } from 'vitest';
import { listQueryString } from './blog-listing.js';
import { readingMinutes } from './reading-time.js';

describe('blog listing helpers', () => {
  it('leaves page 1 and "all" out of the query string', () => {
    const names = { page: 'sayfa', category: 'kategori' };
    expect(listQueryString({ page: 1 }, names)).toBe('');
    expect(listQueryString({ page: 2, category: 'guvenlik' }, names)).toBe('?kategori=guvenlik&sayfa=2');
  });

  it('reads 180 Turkish or 230 English words a minute, at least one minute', () => {
    const words = (n: number) => `<p>${Array.from({ length: n }, () => 'kelime').join(' ')}</p>`;
    expect(readingMinutes(words(900), 'tr')).toBe(5);
    expect(readingMinutes(words(1150), 'en')).toBe(5);
    expect(readingMinutes('<p>Kısa.</p>', 'tr')).toBe(1);
  });
});
