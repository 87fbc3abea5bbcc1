import { describe, it, expect } from 'vitest';
import { maskLogged, maskPersonal } from './mask.js';

describe('masking request text for the logs', () => {
  it('masks e-mail addresses and phone-like digit runs, written plainly or percent-encoded', () => {
    expect(maskPersonal('/blog/ayse@example.com/')).toBe('/blog/[email]/');
    expect(maskPersonal('/blog/ayse%40example.com/')).toBe('/blog/[email]/');
    expect(maskPersonal('+90 (532) 987-65-43')).toBe('[digits]');
    expect(maskPersonal('%2B905329876543')).toBe('[digits]');
    expect(maskPersonal('/kampanyalar/2026-yaz/')).toBe('/kampanyalar/2026-yaz/');
  });

  it('keeps a short ordinary name as it is, and shows odd characters as "?" within the length', () => {
    expect(maskLogged('utm_source')).toBe('utm_source');
    expect(maskLogged('Umbraco.ContentPublish')).toBe('Umbraco.ContentPublish');
    expect(maskLogged('<script>"x"</script>')).toBe('?script??x???script?');
    expect(maskLogged('a'.repeat(100))).toHaveLength(40);
    expect(maskLogged(`${'a'.repeat(38)}05329876543`)).toBe(`${'a'.repeat(38)}[d`);
  });
});
