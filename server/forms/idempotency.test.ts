import { describe, it, expect } from 'vitest';
import { idempotencyKey } from './idempotency.js';

const data = { fullName: 'Ayşe Yılmaz', email: 'ayse@example.com', message: 'Merhaba, kartım gelmedi.' };
const at = (iso: string) => new Date(iso);

describe('idempotencyKey', () => {
  it('uses the page\'s random key when there is one', () => {
    const given = '3b241101-e2bb-4255-8caf-4136c566a962';
    expect(idempotencyKey({ kind: 'contact', locale: 'tr', data, given, now: at('2026-03-01T10:00:00Z') })).toBe(`page:${given}`);
    // Something that is not such a key is ignored, not trusted.
    expect(idempotencyKey({ kind: 'contact', locale: 'tr', data, given: 'x y', now: at('2026-03-01T10:00:00Z') })).toMatch(/^content:/);
  });
  it('without one, the same data on the same day in Türkiye gives the same key', () => {
    const key = (d: object, now: string, kind: 'contact' | 'enquiry' = 'contact') => idempotencyKey({ kind, locale: 'tr', data: d as Record<string, unknown>, now: at(now) });
    const first = key(data, '2026-03-01T06:00:00Z');
    expect(key({ ...data }, '2026-03-01T20:59:00Z')).toBe(first); // 23:59 in İstanbul
    expect(key(data, '2026-03-01T21:00:00Z')).not.toBe(first); // the next day there
    expect(key({ ...data, message: 'Merhaba, kartım hâlâ gelmedi.' }, '2026-03-01T06:00:00Z')).not.toBe(first);
    expect(key(data, '2026-03-01T06:00:00Z', 'enquiry')).not.toBe(first);
    expect(first).toMatch(/^content:[\w-]{43}$/);
  });
});
