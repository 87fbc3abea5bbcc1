// Reads a form body strictly. Browsers send forms as application/x-www-form-urlencoded in
// UTF-8, so anything else is refused with a reason (the caller answers 4xx): another content
// type or charset, a body over the limit, bytes that are not UTF-8 (raw or percent-encoded),
// broken percent-escapes, too many fields, or a field given twice. body-parser would turn
// invalid UTF-8 into U+FFFD and keep the last of repeated fields without a word.
import type { Request, Response } from 'express';
import express from 'express';

export type BodyProblem = 'contentType' | 'tooLarge' | 'malformed';
export type BodyResult = { ok: true; fields: Map<string, string> } | { ok: false; problem: BodyProblem };

export const MAX_BODY_BYTES = 32 * 1024;
export const MAX_FIELDS = 40;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Percent-decodes one name or value ('+' is a space) into bytes, then decodes them as UTF-8. */
function decode(part: string): string | undefined {
  const bytes: number[] = [];
  for (let i = 0; i < part.length; i++) {
    const c = part.charCodeAt(i); // the body was read as latin1: one char per byte
    if (c === 0x2b) bytes.push(0x20);
    else if (c !== 0x25) bytes.push(c);
    else {
      const hex = part.slice(i + 1, i + 3);
      if (!/^[\da-fA-F]{2}$/.test(hex)) return undefined;
      bytes.push(parseInt(hex, 16));
      i += 2;
    }
  }
  try {
    return utf8.decode(Uint8Array.from(bytes));
  } catch {
    return undefined;
  }
}

export function parseUrlencoded(body: Buffer): BodyResult {
  const fields = new Map<string, string>();
  for (const pair of body.toString('latin1').split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const name = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = decode(eq < 0 ? '' : pair.slice(eq + 1));
    if (name === undefined || value === undefined || fields.has(name)) return { ok: false, problem: 'malformed' };
    fields.set(name, value);
    if (fields.size > MAX_FIELDS) return { ok: false, problem: 'malformed' };
  }
  return { ok: true, fields };
}

const raw = express.raw({ type: 'application/x-www-form-urlencoded', limit: MAX_BODY_BYTES });

/** Reads and parses the request's form body; never throws. */
export function readFormBody(req: Request, res: Response): Promise<BodyResult> {
  const type = req.headers['content-type'] ?? '';
  const charset = /;\s*charset\s*=\s*"?([\w-]+)/i.exec(type)?.[1];
  if (!req.is('application/x-www-form-urlencoded') || (charset && charset.toLowerCase() !== 'utf-8')) {
    return Promise.resolve({ ok: false, problem: 'contentType' });
  }
  return new Promise((resolve) => {
    raw(req, res, (err?: unknown) => {
      if (err) {
        const status = (err as { status?: number }).status;
        return resolve({ ok: false, problem: status === 413 ? 'tooLarge' : status === 415 ? 'contentType' : 'malformed' });
      }
      resolve(Buffer.isBuffer(req.body) ? parseUrlencoded(req.body) : { ok: false, problem: 'malformed' });
    });
  });
}
