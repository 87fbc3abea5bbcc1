// Webhook signatures: HMAC-SHA256 over "<timestamp>.<body>", sent as
//   X-Unilira-Timestamp: <unix seconds>
//   X-Unilira-Signature: sha256=<hex>
// The timestamp is signed too, so a captured request cannot be replayed later under a new one.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-unilira-signature';
export const TIMESTAMP_HEADER = 'x-unilira-timestamp';

export function signBody(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver runs: the signature matches and the timestamp is within `toleranceSeconds` of now. */
export function verifySignature(opts: { secret: string; timestamp: string | undefined; body: string; signature: string | undefined; toleranceSeconds?: number; now?: Date }): boolean {
  const ts = Number(opts.timestamp);
  if (!Number.isInteger(ts) || typeof opts.signature !== 'string') return false;
  const nowSeconds = Math.floor((opts.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - ts) > (opts.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(signBody(opts.secret, ts, opts.body));
  const given = Buffer.from(opts.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
