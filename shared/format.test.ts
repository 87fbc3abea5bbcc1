// Numbers, money, percentages and dates as each language writes them, exactly, however large.
import { describe, it, expect } from 'vitest';
import { formatMoney, formatAmount, formatPercent, formatDate, formatDay, decimalText, formatNumber } from './format.js';

describe('format', () => {
  it('writes exact amounts as each language does', () => {
    expect(formatMoney({ minor: 125000n, currency: 'TRY' }, 'tr')).toBe('1.250,00 TL');
    expect(formatMoney({ minor: 125000n, currency: 'TRY' }, 'en')).toBe('1,250.00 TL');
    expect(formatMoney({ minor: 125000n, currency: 'EUR' }, 'en')).toBe('€1,250.00');
    expect(formatMoney({ minor: 125000n, currency: 'EUR' }, 'tr')).toBe('€1.250,00');
    expect(formatMoney({ minor: 1250n, currency: 'JPY' }, 'en')).toBe('¥1,250');
    expect(formatMoney({ minor: 1250500n, currency: 'KWD' }, 'en')).toBe('KWD\u00a01,250.500');
  });

  it('writes a content figure in the same notation, its cents only when it has them', () => {
    expect([formatAmount(1000, 'TRY', 'tr'), formatAmount(50, 'EUR', 'en'), formatAmount(12.5, 'EUR', 'tr')]).toEqual(['1.000 TL', '€50', '€12,50']);
    expect(formatNumber(1250.5, 'en')).toBe('1,250.50');
  });

  it('writes a percentage with at most two decimals, the sign where each language puts it', () => {
    expect([formatPercent(1.5, 'tr'), formatPercent(1.5, 'en'), formatPercent(2.47, 'tr'), formatPercent(0.5, 'en')]).toEqual(['%1,5', '1.5%', '%2,47', '0.5%']);
  });

  it('writes a date with its month in words, day first, in both languages', () => {
    expect([formatDate('2026-03-05', 'tr'), formatDate('2026-03-05', 'en')]).toEqual(['5 Mart 2026', '5 March 2026']);
    expect([formatDay('2026-11-04', 'tr'), formatDay('2026-11-04', 'en')]).toEqual(['4 Kasım', '4 November']);
  });

  it('never passes through a float: twenty-digit amounts keep every digit', () => {
    expect(formatMoney({ minor: 12345678901234567891n, currency: 'USD' }, 'en')).toBe('$123,456,789,012,345,678.91');
    expect(decimalText(10n + 20n, 2)).toBe('0.30');
  });
});
