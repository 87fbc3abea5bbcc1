// Query strings of the JSON API: every parameter once, validated by a schema, and a 400
// that names the parameter and what is wrong with it.
import type { Request } from 'express';
import type { z } from 'zod';
import { HttpError } from '../../shared/http-error.js';

export function parseQuery<S extends z.ZodType>(schema: S, req: Request, unionMessage = 'not one of the allowed forms'): z.infer<S> {
  return parseFields(schema, req.query as Record<string, unknown>, 'query parameter', unionMessage);
}

/** The same for a JSON or form body: every field a single string, then the schema. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>, what = 'field', unionMessage = 'not one of the allowed forms'): z.infer<S> {
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) throw new HttpError(400, 'the body must be a JSON object');
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v !== 'string') throw new HttpError(400, `${what} "${k.slice(0, 40)}" must be given once, as text`);
  }
  const r = schema.safeParse(fields);
  if (r.success) return r.data;
  const first = r.error.issues[0]!;
  const where = first.path.join('.') || 'query';
  const message =
    first.code === 'unrecognized_keys' ? `unknown ${what}(s): ${first.keys.map((k) => k.slice(0, 40)).join(', ')}`
    : first.code === 'invalid_union' ? `${where}: ${unionMessage}`
    : `${where}: ${first.message}`;
  throw new HttpError(400, message);
}
