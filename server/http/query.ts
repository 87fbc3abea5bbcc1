// Query strings of the JSON API: every parameter once, validated by a schema, and a 400
// that names the parameter and what is wrong with it.
import type { Request } from 'express';
import type { z } from 'zod';
import { HttpError } from './guard.js';

export function parseQuery<S extends z.ZodType>(schema: S, req: Request, unionMessage = 'not one of the allowed forms'): z.infer<S> {
  for (const [k, v] of Object.entries(req.query)) {
    if (typeof v !== 'string') throw new HttpError(400, `query parameter "${k}" must be given once`);
  }
  const r = schema.safeParse(req.query);
  if (r.success) return r.data;
  const first = r.error.issues[0]!;
  const where = first.path.join('.') || 'query';
  const message =
    first.code === 'unrecognized_keys' ? `unknown query parameter(s): ${first.keys.join(', ')}`
    : first.code === 'invalid_union' ? `${where}: ${unionMessage}`
    : `${where}: ${first.message}`;
  throw new HttpError(400, message);
}
