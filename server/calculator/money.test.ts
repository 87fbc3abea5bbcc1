// Money written per language from integer minor units, exactly, however large.
import { describe, it, expect } from 'vitest';
import { formatMoney, formatPercent, parseDecimal, decimalText } from './money.js';

describe('money', () => {
  it('writes amounts as each language does', () => {
    expect(formatMoney({ minor: 125000n, currency: 'TRY' }, 'tr')).toBe('1.250,00 TL');
    expect(formatMoney({ minor: 125000n, currency: 'TRY' }, 'en')).toBe('1,250.00 TL');
    expect(formatMoney({ minor: 125000n, currency: 'EUR' }, 'en')).toBe('€1,250.00');
    expect(formatMoney({ minor: 125000n, currency: 'EUR' }, 'tr')).toBe('€1.250,00');
    expect(formatMoney({ minor: 1250n, currency: 'JPY' }, 'en')).toBe('¥1,250');
    expect(formatMoney({ minor: 1250500n, currency: 'KWD' }, 'en')).toBe('KWD\u00a01,250.500');
    expect(formatPercent(50n, 'tr')).toBe('%0,50');
    expect(formatPercent(50n, 'en')).toBe('0.50%');
  });

  it('never passes through a float: twenty-digit amounts keep every digit', () => {
    expect(formatMoney({ minor: 12345678901234567891n, currency: 'USD' }, 'en')).toBe('$123,456,789,012,345,678.91');
    expect(decimalText(parseDecimal('0.1', 2)! + parseDecimal('0.2', 2)!, 2)).toBe('0.30');
  });
});
