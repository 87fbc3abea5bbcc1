// FormStore on PostgreSQL through a bounded pg pool. Several web and worker processes may
// share the database: uniqueness comes from constraints, migrations from an advisory lock,
// and outbox claims from FOR UPDATE SKIP LOCKED plus a lease. The driver is loaded only when a
// database is configured: a site on SQLite never holds it in memory.
import type pg from 'pg';
import { pendingMigrations } from './migrations/index.js';
import { newReference } from './reference.js';
import { SUBMISSION_COLUMNS, toOutboxItems, toSubmission, withFreshReference, type Row, type RowDecoder } from './rows.js';
import { checkListFilter, checkSubmitInput, purgeCutoff } from './validate.js';
import type { FormStore } from './store.js';

export interface PostgresStoreOptions {
  /** Connections at most (default 10). */
  max?: number;
  /** For tests: forces reference collisions. */
  newReference?: () => string;
}

// Any fixed number: every process migrating this database takes the same lock.
const MIGRATION_LOCK = 1970170220;
// pg parses json columns and returns timestamptz as Date already.
const decode: RowDecoder = {
  json: (value) => value as Record<string, unknown>,
  time: (value) => value as Date,
};

const isReferenceCollision = (err: unknown) =>
  err instanceof Error && (err as { code?: string }).code === '23505' && (err as { constraint?: string }).constraint === 'form_submissions_reference_key';

async function openPool(connectionString: string, max: number): Promise<pg.Pool> {
  const { Pool } = (await import('pg')).default;
  const pool = new Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    application_name: 'unilira-forms',
  });
  // An idle connection that breaks (database restart) is dropped by the pool; the next query
  // opens a new one and reports any lasting failure to its caller. Without a listener the
  // 'error' event would end the process.
  pool.on('error', () => {});
  return pool;
}

async function transaction<T>(pool: pg.Pool, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const c = await pool.connect();
  let broken: Error | undefined;
  try {
    await c.query('BEGIN');
    const result = await fn(c);
    await c.query('COMMIT');
    return result;
  } catch (err) {
    await c.query('ROLLBACK').catch((e: Error) => { broken = e; });
    throw err;
  } finally {
    c.release(broken);
  }
}

function migrate(pool: pg.Pool): Promise<number[]> {
  return transaction(pool, async (c) => {
    // Held until commit: a second process waits here, then finds everything applied.
    await c.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await c.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
    const pending = pendingMigrations((await c.query('SELECT version FROM schema_migrations')).rows.map((r: Row) => r.version));
    for (const m of pending) {
      await c.query(m.postgres);
      await c.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
    }
    return pending.map((m) => m.version);
  });
}

export async function openPostgresStore(connectionString: string, options: PostgresStoreOptions = {}): Promise<FormStore> {
  const pool = await openPool(connectionString, options.max ?? 10);
  const makeReference = options.newReference ?? newReference;

  return {
    dialect: 'postgres',

    migrate: () => migrate(pool),

    async submit(input) {
      const c = checkSubmitInput(input);
      return withFreshReference(makeReference, isReferenceCollision, async (reference) => {
        // One statement is one transaction: both rows commit together, in one round trip.
        // ON CONFLICT waits for a concurrent insert of the same key and then does nothing.
        const inserted = await pool.query(
          `WITH s AS (
             INSERT INTO form_submissions (reference, kind, locale, idempotency_key, data, created_at)
             VALUES ($1, $2, $3, $4, $5::json, $6) ON CONFLICT (kind, idempotency_key) DO NOTHING RETURNING id),
           o AS (INSERT INTO form_outbox (submission_id, next_attempt_at) SELECT id, $6 FROM s)
           SELECT id FROM s`,
          [reference, c.kind, c.locale, c.idempotencyKey, c.dataJson, c.now],
        );
        if (inserted.rowCount) return { reference, created: true };
        // Read committed: this new statement sees the committed first submission.
        const first = await pool.query('SELECT reference FROM form_submissions WHERE kind = $1 AND idempotency_key = $2', [c.kind, c.idempotencyKey]);
        if (!first.rows[0]) throw new Error('form submission vanished between insert and lookup');
        return { reference: first.rows[0].reference as string, created: false };
      });
    },

    async list(filter = {}) {
      const { since, kind } = checkListFilter(filter);
      const { rows } = await pool.query(
        `SELECT ${SUBMISSION_COLUMNS} FROM form_submissions s LEFT JOIN form_outbox o ON o.submission_id = s.id
         WHERE ($1::timestamptz IS NULL OR s.created_at >= $1) AND ($2::text IS NULL OR s.kind = $2) ORDER BY s.created_at, s.id`,
        [since, kind],
      );
      return rows.map((r: Row) => toSubmission(r, decode));
    },

    async purge(olderThanDays, now = new Date()) {
      // The outbox rows go with them (ON DELETE CASCADE).
      return (await pool.query('DELETE FROM form_submissions WHERE created_at < $1', [purgeCutoff(olderThanDays, now)])).rowCount ?? 0;
    },

    async claimDue(now, limit, leaseMs) {
      // A row another worker is claiming is skipped, not waited for; once that claim commits,
      // its lease keeps the row out of every other claim until it expires.
      const { rows } = await pool.query(
        `WITH due AS (
           SELECT id FROM form_outbox
           WHERE delivered_at IS NULL AND next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until <= $1)
           ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
         UPDATE form_outbox o SET lease_until = $3 FROM due, form_submissions s
         WHERE o.id = due.id AND s.id = o.submission_id
         RETURNING o.id AS outbox_id, ${SUBMISSION_COLUMNS}`,
        [now, limit, new Date(now.getTime() + leaseMs)],
      );
      return toOutboxItems(rows, decode);
    },

    async markDelivered(id, now) {
      await pool.query('UPDATE form_outbox SET delivered_at = $1, attempts = attempts + 1, lease_until = NULL, last_error = NULL WHERE id = $2', [now, id]);
    },

    async markFailed(id, nextAttemptAt, error) {
      await pool.query('UPDATE form_outbox SET attempts = attempts + 1, next_attempt_at = $1, lease_until = NULL, last_error = $2 WHERE id = $3', [nextAttemptAt, error.slice(0, 500), id]);
    },

    async release(ids) {
      if (ids.length === 0) return;
      await pool.query('UPDATE form_outbox SET lease_until = NULL WHERE id = ANY($1::bigint[])', [ids]);
    },

    async close() {
      if (!pool.ended && !pool.ending) await pool.end();
    },
  };
}
