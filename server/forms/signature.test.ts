import { describe, expect, it } from 'vitest';
import { signBody, verifySignature } from './signature.js';

const secret = 'webhook-secret-0123456789';
const body = '{"reference":"UL-7K3F-9QX2"}';
const now = new Date('2026-04-01T12:00:00Z');
const ts = Math.floor(now.getTime() / 1000);

describe('webhook signature', () => {
  it('verifies what was signed, and nothing else', () => {
    const signature = signBody(secret, ts, body);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifySignature({ secret, timestamp: String(ts), body, signature, now })).toBe(true);
    expect(verifySignature({ secret, timestamp: String(ts), body: body.replace('7K3F', '7K3E'), signature, now })).toBe(false);
    expect(verifySignature({ secret: `${secret}x`, timestamp: String(ts), body, signature, now })).toBe(false);
    // The timestamp is part of what is signed: it cannot be moved to replay the request later.
    expect(verifySignature({ secret, timestamp: String(ts + 1), body, signature, now })).toBe(false);
    expect(verifySignature({ secret, timestamp: String(ts), body, signature: undefined, now })).toBe(false);
  });

  it('refuses a signature older than the tolerance', () => {
    const old = ts - 301;
    const signature = signBody(secret, old, body);
    expect(verifySignature({ secret, timestamp: String(old), body, signature, now })).toBe(false);
    expect(verifySignature({ secret, timestamp: String(old), body, signature, now, toleranceSeconds: 600 })).toBe(true);
  });
});
