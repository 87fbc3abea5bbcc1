// Reading an amount as a visitor types it, in each language.
import { describe, it, expect } from 'vitest';
import { readAmount } from './calculate.js';
import type { Locale } from '../../shared/locale.js';

const read = (typed: string, locale: Locale, digits = 2) => {
  const r = readAmount(typed, locale, digits);
  return 'value' in r ? r.value : r.problem;
};

describe('readAmount', () => {
  it('reads grouped and plain amounts the way each language writes them', () => {
    expect([read('1.250,50', 'tr'), read('1250,5', 'tr'), read('1 250', 'tr'), read('1,250.50', 'en'), read('1250', 'en')]).toEqual([125050n, 125050n, 125000n, 125050n, 125000n]);
  });
  it('takes a lone point before one or two digits on a Turkish page as the decimal point (and a comma on an English one)', () => {
    expect([read('1250.50', 'tr'), read('1250,5', 'en'), read('1.250', 'tr')]).toEqual([125050n, 125050n, 125000n]);
  });
  it("reads the other language's way when both marks are written, and a lira sign or code around the number", () => {
    expect([read('1,250.50', 'tr'), read('1.250,50', 'en'), read('1.250,50 TL', 'tr'), read('₺1,250.50', 'en'), read('TRY 1250', 'en'), read('1250tl', 'tr')])
      .toEqual([125050n, 125050n, 125050n, 125050n, 125000n, 125000n]);
    expect(read('1,25.0', 'tr')).toMatch(/rakamla/); // both marks, but no thousands group
  });
  it('refuses what is not an amount, zero, a minus, too many decimals and absurd sizes', () => {
    expect(read('', 'tr')).toMatch(/yaz/);
    expect(read('1e309', 'en')).toMatch(/rakamla/);
    expect(read('0,00', 'tr')).toMatch(/sıfırdan büyük/);
    expect(read('-5', 'en')).toMatch(/sıfırdan büyük/);
    expect(read('10,555', 'tr')).toMatch(/ondalık/);
    expect(read('12,5', 'tr', 0)).toMatch(/kuruşsuz/);
    expect(read('9'.repeat(40), 'en')).toMatch(/çok büyük/);
    expect(read('<b>1</b>', 'tr')).toMatch(/rakamla/);
  });
});
