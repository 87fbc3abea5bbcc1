// The one interface the site's forms are stored and delivered through. Two implementations sit
// behind it (SQLite in a file, PostgreSQL when DATABASE_URL is set); `openFormStore` picks one.
import type { Locale } from '../../shared/locale.js';

export const FORM_KINDS = ['application', 'contact', 'enquiry'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export interface SubmitInput {
  kind: FormKind;
  locale: Locale;
  /** Chosen by the form page (a hidden field); a resent form carries the same key. */
  idempotencyKey: string;
  /** The validated form fields: a plain JSON object, at most MAX_DATA_BYTES as JSON. */
  data: Record<string, unknown>;
  now?: Date;
}

export interface SubmitResult {
  /** Human-readable for phone support, e.g. UL-7K3F-9QX2. */
  reference: string;
  /** false when this kind already had a submission with this idempotency key. */
  created: boolean;
}

export interface Submission {
  reference: string;
  kind: FormKind;
  locale: Locale;
  idempotencyKey: string;
  data: Record<string, unknown>;
  createdAt: Date;
  /** When the webhook accepted it; null while it is still queued (or no webhook is set). */
  deliveredAt: Date | null;
  deliveryAttempts: number;
}

/** A queued delivery, leased to one worker until `leaseUntil`. */
export interface OutboxItem {
  id: number;
  /** Failed attempts so far (0 on the first try). */
  attempts: number;
  submission: Submission;
}

export interface FormStore {
  readonly dialect: 'sqlite' | 'postgres';
  /** Applies pending migrations under a lock; returns the versions it applied ([] when current). */
  migrate(): Promise<number[]>;
  /** Stores the submission and its outbox row in one transaction; resolves after the commit. */
  submit(input: SubmitInput): Promise<SubmitResult>;
  /** Oldest first; for exports. */
  list(filter?: { since?: Date; kind?: FormKind }): Promise<Submission[]>;
  /** Deletes submissions (and their outbox rows) created more than `olderThanDays` days before `now`. */
  purge(olderThanDays: number, now?: Date): Promise<number>;
  /** Leases up to `limit` undelivered items due at `now` for `leaseMs`; no item goes to two callers at once. */
  claimDue(now: Date, limit: number, leaseMs: number): Promise<OutboxItem[]>;
  markDelivered(id: number, now: Date): Promise<void>;
  /** Counts a failed attempt and schedules the next one. */
  markFailed(id: number, nextAttemptAt: Date, error: string): Promise<void>;
  /** Gives leased items back without counting an attempt (a worker stopping). */
  release(ids: number[]): Promise<void>;
  close(): Promise<void>;
}

/** Input the store refuses; the HTTP layer answers it with a 400. */
export class FormInputError extends Error {
  override name = 'FormInputError';
}
