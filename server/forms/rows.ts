// What the two form stores share: the columns a submission is read with, how such a row becomes
// a Submission or an OutboxItem, and when a colliding reference is drawn again. Each store keeps
// only what is its database's own: SQL dialect, transactions, connections.
import type { FormKind, OutboxItem, Submission } from './store.js';
import type { Locale } from '../../shared/locale.js';

export type Row = Record<string, unknown>;

/** `s` is the submission, `o` its outbox row. */
export const SUBMISSION_COLUMNS = `s.reference, s.kind, s.locale, s.idempotency_key, s.data, s.created_at,
  o.delivered_at, COALESCE(o.attempts, 0) AS attempts`;

/** The two column types the drivers return differently: JSON (parsed or text), time (Date or epoch ms). */
export interface RowDecoder {
  json(value: unknown): Record<string, unknown>;
  time(value: unknown): Date;
}

export function toSubmission(r: Row, decode: RowDecoder): Submission {
  return {
    reference: r.reference as string,
    kind: r.kind as FormKind,
    locale: r.locale as Locale,
    idempotencyKey: r.idempotency_key as string,
    data: decode.json(r.data),
    createdAt: decode.time(r.created_at),
    deliveredAt: r.delivered_at == null ? null : decode.time(r.delivered_at),
    deliveryAttempts: Number(r.attempts),
  };
}

/** Rows of SUBMISSION_COLUMNS plus `outbox_id`, as claimed; handed out in outbox order. */
export function toOutboxItems(rows: Row[], decode: RowDecoder): OutboxItem[] {
  return rows
    .map((r): OutboxItem => ({ id: Number(r.outbox_id), attempts: Number(r.attempts), submission: toSubmission(r, decode) }))
    .sort((a, b) => a.id - b.id);
}

export const MAX_REFERENCE_TRIES = 5;

/**
 * Runs `insert` with a new reference until it does not collide with a stored one, at most
 * MAX_REFERENCE_TRIES times; any other error, or the last collision, goes to the caller.
 */
export async function withFreshReference<T>(
  makeReference: () => string,
  isCollision: (err: unknown) => boolean,
  insert: (reference: string) => T | Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const reference = makeReference();
    try {
      return await insert(reference);
    } catch (err) {
      if (!isCollision(err) || attempt >= MAX_REFERENCE_TRIES) throw err;
    }
  }
}
