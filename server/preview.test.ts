import { describe, it, expect } from 'vitest';
import { createPreviewToken, verifyPreviewToken } from './preview.js';

const secret = 'a-long-enough-secret-123';
describe('preview tokens', () => {
  it('verifies a fresh token and refuses expired, forged, bare and secret-less ones', () => {
    const token = createPreviewToken(secret, 60);
    expect(verifyPreviewToken(secret, token)).toBe(true);
    expect(verifyPreviewToken(secret, createPreviewToken(secret, 60, Date.now() - 120_000))).toBe(false);
    expect(verifyPreviewToken('another-secret-123456', token)).toBe(false);
    expect(verifyPreviewToken(secret, 'true')).toBe(false);
    expect(verifyPreviewToken(undefined, token)).toBe(false);
    expect(verifyPreviewToken(secret, token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'))).toBe(false);
  });
});
