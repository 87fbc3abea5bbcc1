// FormStore on SQLite through the built-in node:sqlite: one file, nothing to set up. The calls
// are synchronous, so within a process they cannot interleave; between processes SQLite's
// single writer lock (BEGIN IMMEDIATE, waiting up to busy_timeout) orders them.
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pendingMigrations } from './migrations/index.js';
import { newReference } from './reference.js';
import { SUBMISSION_COLUMNS, toOutboxItems, toSubmission, withFreshReference, type Row, type RowDecoder } from './rows.js';
import { checkListFilter, checkSubmitInput, purgeCutoff } from './validate.js';
import type { FormStore } from './store.js';

export interface SqliteStoreOptions {
  /** For tests: forces reference collisions. */
  newReference?: () => string;
  busyTimeoutMs?: number;
}

const INSERT_SUBMISSION = `INSERT INTO form_submissions (reference, kind, locale, idempotency_key, data, created_at)
  VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (kind, idempotency_key) DO NOTHING RETURNING id`;

// SQLite has no JSON or time type: data is stored as text, times as epoch milliseconds.
const decode: RowDecoder = {
  json: (value) => JSON.parse(value as string) as Record<string, unknown>,
  time: (value) => new Date(value as number),
};

const isReferenceCollision = (err: unknown) => err instanceof Error && err.message.includes('form_submissions.reference');

function openDatabase(file: string, busyTimeoutMs: number): DatabaseSync {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  // busy_timeout first: switching to WAL needs a lock another process may hold.
  db.exec(`PRAGMA busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  db.exec('PRAGMA journal_mode = WAL');
  // FULL: an acknowledged submission survives a power cut, not only a crash of this process.
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
  return db;
}

function transaction<T>(db: DatabaseSync, fn: () => T): T {
  // IMMEDIATE takes the write lock up front, so two processes never both read-then-write.
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (err) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw err;
  }
}

/**
 * Statements prepared on first use (the tables may not exist before migrate()). Keys are the SQL
 * literals of this file, so the map stays as small as the file.
 */
function statementCache(db: DatabaseSync): (sql: string) => StatementSync {
  const statements = new Map<string, StatementSync>();
  return (sql) => {
    let stmt = statements.get(sql);
    if (!stmt) statements.set(sql, (stmt = db.prepare(sql)));
    return stmt;
  };
}

/** Runs inside the caller's transaction. */
function migrate(db: DatabaseSync, q: (sql: string) => StatementSync): number[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
  const pending = pendingMigrations(q('SELECT version FROM schema_migrations').all().map((r) => r.version));
  for (const m of pending) {
    db.exec(m.sqlite);
    q('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(m.version, m.name, Date.now());
  }
  return pending.map((m) => m.version);
}

export function openSqliteStore(file: string, options: SqliteStoreOptions = {}): FormStore {
  const db = openDatabase(file, options.busyTimeoutMs ?? 5000);
  const q = statementCache(db);
  const makeReference = options.newReference ?? newReference;
  let closed = false;
  const tx = <T>(fn: () => T): T => {
    if (closed) throw new Error('the form store is closed');
    return transaction(db, fn);
  };

  const store: FormStore = {
    dialect: 'sqlite',

    async migrate() {
      return tx(() => migrate(db, q));
    },

    async submit(input) {
      const c = checkSubmitInput(input);
      return withFreshReference(makeReference, isReferenceCollision, (reference) => tx(() => {
        const row = q(INSERT_SUBMISSION).get(reference, c.kind, c.locale, c.idempotencyKey, c.dataJson, c.now.getTime());
        if (!row) {
          const first = q('SELECT reference FROM form_submissions WHERE kind = ? AND idempotency_key = ?').get(c.kind, c.idempotencyKey);
          return { reference: first!.reference as string, created: false };
        }
        q('INSERT INTO form_outbox (submission_id, next_attempt_at) VALUES (?, ?)').run(row.id as number, c.now.getTime());
        return { reference, created: true };
      }));
    },

    async list(filter = {}) {
      const { since, kind } = checkListFilter(filter);
      const rows = q(`SELECT ${SUBMISSION_COLUMNS} FROM form_submissions s LEFT JOIN form_outbox o ON o.submission_id = s.id
        WHERE (?1 IS NULL OR s.created_at >= ?1) AND (?2 IS NULL OR s.kind = ?2) ORDER BY s.created_at, s.id`).all(since?.getTime() ?? null, kind);
      return rows.map((r) => toSubmission(r, decode));
    },

    async purge(olderThanDays, now = new Date()) {
      const cutoff = purgeCutoff(olderThanDays, now).getTime();
      // The outbox rows go with them (ON DELETE CASCADE).
      return tx(() => Number(q('DELETE FROM form_submissions WHERE created_at < ?').run(cutoff).changes));
    },

    async claimDue(now, limit, leaseMs) {
      const t = now.getTime();
      return tx(() => {
        const claimed = q(`UPDATE form_outbox SET lease_until = ?1 WHERE id IN (
            SELECT id FROM form_outbox WHERE delivered_at IS NULL AND next_attempt_at <= ?2 AND (lease_until IS NULL OR lease_until <= ?2)
            ORDER BY next_attempt_at, id LIMIT ?3)
          RETURNING id`).all(t + leaseMs, t, limit);
        // SQLite's RETURNING cannot join: each claimed row is read back with its submission.
        const byOutboxId = q(`SELECT o.id AS outbox_id, ${SUBMISSION_COLUMNS} FROM form_outbox o JOIN form_submissions s ON s.id = o.submission_id WHERE o.id = ?`);
        return toOutboxItems(claimed.map((r) => byOutboxId.get(r.id as number) as Row), decode);
      });
    },

    async markDelivered(id, now) {
      tx(() => q('UPDATE form_outbox SET delivered_at = ?, attempts = attempts + 1, lease_until = NULL, last_error = NULL WHERE id = ?').run(now.getTime(), id));
    },

    async markFailed(id, nextAttemptAt, error) {
      tx(() => q('UPDATE form_outbox SET attempts = attempts + 1, next_attempt_at = ?, lease_until = NULL, last_error = ? WHERE id = ?')
        .run(nextAttemptAt.getTime(), error.slice(0, 500), id));
    },

    async release(ids) {
      if (ids.length === 0) return;
      tx(() => {
        const stmt = q('UPDATE form_outbox SET lease_until = NULL WHERE id = ?');
        for (const id of ids) stmt.run(id);
      });
    },

    async close() {
      if (closed) return;
      closed = true;
      db.close();
    },
  };
  return store;
}
