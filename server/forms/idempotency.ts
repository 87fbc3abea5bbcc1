// The idempotency key of a form submission: the same submission sent twice is stored once.
// Pages are cached and the same for everyone, so the server cannot put a key in the HTML.
//  - With JavaScript, the form widget puts a random key in a hidden field at the first submit;
//    every resend from that page view (a double click, a retry after a lost answer, the
//    corrected form after an error, whose answer echoes the key) carries it.
//  - Without JavaScript there is no per-visitor value at all (no token either: the same-origin
//    check needs none), so the key is derived from what was submitted: kind, language, the
//    validated data and the day in Türkiye. A double click, a resend after a timeout, or Back
//    and submit again send the same data the same day and get the first reference back; a
//    different message, or the same one on another day, is a new submission.
import { createHash } from 'node:crypto';
import type { FormKind } from './store.js';
import type { Locale } from '../../shared/locale.js';
import { CLIENT_KEY } from './schemas.js';

const ISTANBUL_OFFSET_MS = 3 * 3_600_000; // UTC+3 all year

export function idempotencyKey(input: { kind: FormKind; locale: Locale; data: Record<string, unknown>; given?: string; now: Date }): string {
  if (input.given && CLIENT_KEY.test(input.given)) return `page:${input.given}`;
  const day = new Date(input.now.getTime() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 10);
  const digest = createHash('sha256').update(JSON.stringify([input.kind, input.locale, day, input.data])).digest('base64url');
  return `content:${digest}`;
}
