// Checks the store makes itself, whatever the HTTP layer already did: a bad value must be a
// FormInputError (a 400), never a database error (a 500).
import { FORM_KINDS, FormInputError, type FormKind, type SubmitInput } from './store.js';
import { LOCALES } from '../../shared/locale.js';

export const MAX_DATA_BYTES = 64 * 1024;
// Printable ASCII without spaces: what a UUID or a random token looks like, and safe in every
// database text column.
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export interface CheckedInput {
  kind: FormKind;
  locale: SubmitInput['locale'];
  idempotencyKey: string;
  dataJson: string;
  now: Date;
}

export function checkSubmitInput(input: SubmitInput): CheckedInput {
  if (!FORM_KINDS.includes(input.kind)) throw new FormInputError('kind must be application, contact or enquiry');
  if (!LOCALES.includes(input.locale)) throw new FormInputError('locale must be tr or en');
  if (typeof input.idempotencyKey !== 'string' || !KEY_PATTERN.test(input.idempotencyKey)) {
    throw new FormInputError('idempotencyKey must be 1–200 printable ASCII characters without spaces');
  }
  const { data } = input;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new FormInputError('data must be a JSON object');
  let dataJson: string;
  try {
    dataJson = JSON.stringify(data);
  } catch {
    throw new FormInputError('data must be serializable as JSON');
  }
  if (Buffer.byteLength(dataJson) > MAX_DATA_BYTES) throw new FormInputError(`data is larger than ${MAX_DATA_BYTES} bytes as JSON`);
  // PostgreSQL cannot hold U+0000 in text; refuse it in both stores so they behave alike.
  if (dataJson.includes('\\u0000')) throw new FormInputError('data must not contain NUL characters');
  const now = input.now ?? new Date();
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) throw new FormInputError('now must be a valid Date');
  return { kind: input.kind, locale: input.locale, idempotencyKey: input.idempotencyKey, dataJson, now };
}

export function checkDays(days: number): number {
  if (!Number.isInteger(days) || days < 1) throw new FormInputError('the retention must be a whole number of days, at least 1');
  return days;
}

/** A list filter, checked: an unknown kind or an invalid date is the caller's error. */
export function checkListFilter(filter: { since?: Date; kind?: FormKind }): { since: Date | null; kind: FormKind | null } {
  if (filter.kind !== undefined && !FORM_KINDS.includes(filter.kind)) throw new FormInputError('kind must be application, contact or enquiry');
  if (filter.since && Number.isNaN(filter.since.getTime())) throw new FormInputError('since must be a valid date');
  return { since: filter.since ?? null, kind: filter.kind ?? null };
}

/** The creation time before which `purge(olderThanDays, now)` deletes. */
export function purgeCutoff(olderThanDays: number, now: Date): Date {
  return new Date(now.getTime() - checkDays(olderThanDays) * 86_400_000);
}
