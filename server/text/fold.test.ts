import { describe, it, expect } from 'vitest';
import { fold } from './fold.js';

describe('fold', () => {
  it('lower-cases the Turkish way: I is ı, İ is i, and both end up as i', () => {
    expect(fold('İLETİŞİM')).toBe('iletisim');
    expect(fold('IŞIK')).toBe('isik');
    expect(fold('İstanbul')).toBe('istanbul');
    expect(fold('IBAN')).toBe('iban');
  });

  it('folds Turkish letters so text typed without them matches', () => {
    expect(fold('Ödeme Çağrı Şube Ürün Kağıt')).toBe('odeme cagri sube urun kagit');
    expect(fold('Şikâyet')).toBe('sikayet');
    expect(fold('odeme')).toBe(fold('ÖDEME'));
  });

  it('drops other accents and keeps digits and punctuation', () => {
    expect(fold('Café 3D-Secure, %5')).toBe('cafe 3d-secure, %5');
  });
});
