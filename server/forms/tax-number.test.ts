import { describe, it, expect } from 'vitest';
import { isCompanyTaxNumber, isTcIdentityNumber } from './tax-number.js';
import { PROVINCES, isProvince } from './provinces.js';

describe('T.C. identity number', () => {
  it('accepts numbers whose two check digits are right', () => {
    for (const n of ['10000000146', '11111111110', '12345678950']) expect(isTcIdentityNumber(n), n).toBe(true);
  });
  it('refuses a wrong check digit, a leading zero, other lengths and non-digits', () => {
    for (const n of ['10000000147', '10000000156', '01234567890', '1000000014', '100000001460', '1000000014a', '']) {
      expect(isTcIdentityNumber(n), n).toBe(false);
    }
  });
});

describe('company tax number', () => {
  it('is exactly ten digits', () => {
    expect(isCompanyTaxNumber('1234567890')).toBe(true);
    expect(isCompanyTaxNumber('123456789')).toBe(false);
    expect(isCompanyTaxNumber('12345678901')).toBe(false);
    expect(isCompanyTaxNumber('12345 67890')).toBe(false);
  });
});

describe('provinces', () => {
  it('are the 81 provinces in Turkish alphabetical order', () => {
    expect(PROVINCES).toHaveLength(81);
    expect(new Set(PROVINCES).size).toBe(81);
    expect(PROVINCES.slice(0, 3)).toEqual(['Adana', 'Adıyaman', 'Afyonkarahisar']);
    // Turkish order: Ç after C, I before İ, Ş after S.
    expect(PROVINCES.indexOf('Çanakkale')).toBeGreaterThan(PROVINCES.indexOf('Burdur'));
    expect(PROVINCES.indexOf('Iğdır')).toBeLessThan(PROVINCES.indexOf('İstanbul'));
    expect(PROVINCES.indexOf('Şanlıurfa')).toBeGreaterThan(PROVINCES.indexOf('Sivas'));
    expect(PROVINCES.at(-1)).toBe('Zonguldak');
    expect(isProvince('İstanbul')).toBe(true);
    expect(isProvince('istanbul')).toBe(false);
  });
});
