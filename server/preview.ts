// Preview of unpublished content needs a signed, expiring token: `?preview=<expiry>.<hmac>`.
// A bare `?preview=true` is ignored. Without PREVIEW_SECRET preview is off.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The longest a token may live; the server refuses any token that expires later. */
export const MAX_PREVIEW_SECONDS = 7 * 24 * 3600;

const sign = (secret: string, expiry: string) => createHmac('sha256', secret).update(`preview:${expiry}`).digest('base64url');

export function createPreviewToken(secret: string, ttlSeconds = 3600, now = Date.now()): string {
  const expiry = String(Math.floor(now / 1000) + ttlSeconds);
  return `${expiry}.${sign(secret, expiry)}`;
}

export function verifyPreviewToken(secret: string | undefined, token: unknown, now = Date.now()): boolean {
  if (!secret || typeof token !== 'string') return false;
  const m = /^(\d{10})\.([\w-]{43})$/.exec(token);
  if (!m) return false;
  const [, expiry, mac] = m as unknown as [string, string, string];
  const expiresAt = Number(expiry) * 1000;
  if (expiresAt < now || expiresAt > now + MAX_PREVIEW_SECONDS * 1000) return false;
  const expected = Buffer.from(sign(secret, expiry));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
