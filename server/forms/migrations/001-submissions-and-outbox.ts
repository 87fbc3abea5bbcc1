// Version 1: submissions and their delivery outbox. SQLite keeps times as epoch milliseconds
// and JSON as text; PostgreSQL uses timestamptz and json.
import type { Migration } from './migration.js';

export const migration: Migration = {
  version: 1,
  name: 'submissions and outbox',
  sqlite: `
    CREATE TABLE form_submissions (
      id INTEGER PRIMARY KEY,
      reference TEXT NOT NULL UNIQUE,
      kind TEXT NOT NULL CHECK (kind IN ('application', 'contact', 'enquiry')),
      locale TEXT NOT NULL CHECK (locale IN ('tr', 'en')),
      idempotency_key TEXT NOT NULL,
      data TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      UNIQUE (kind, idempotency_key)
    );
    CREATE INDEX form_submissions_created_at ON form_submissions (created_at);
    CREATE TABLE form_outbox (
      id INTEGER PRIMARY KEY,
      submission_id INTEGER NOT NULL UNIQUE REFERENCES form_submissions (id) ON DELETE CASCADE,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      lease_until INTEGER,
      delivered_at INTEGER,
      last_error TEXT
    );
    CREATE INDEX form_outbox_due ON form_outbox (next_attempt_at) WHERE delivered_at IS NULL;
  `,
  postgres: `
    CREATE TABLE form_submissions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      reference text NOT NULL UNIQUE,
      kind text NOT NULL CHECK (kind IN ('application', 'contact', 'enquiry')),
      locale text NOT NULL CHECK (locale IN ('tr', 'en')),
      idempotency_key text NOT NULL,
      -- json, not jsonb: it keeps the fields in the order the form sent them (for exports).
      data json NOT NULL,
      created_at timestamptz NOT NULL,
      UNIQUE (kind, idempotency_key)
    );
    CREATE INDEX form_submissions_created_at ON form_submissions (created_at);
    CREATE TABLE form_outbox (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      submission_id bigint NOT NULL UNIQUE REFERENCES form_submissions (id) ON DELETE CASCADE,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL,
      lease_until timestamptz,
      delivered_at timestamptz,
      last_error text
    );
    CREATE INDEX form_outbox_due ON form_outbox (next_attempt_at) WHERE delivered_at IS NULL;
  `,
};
